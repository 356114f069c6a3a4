import { marketingConsentField, marketingConsentTexts } from "#contracts/marketing-consent.ts";

/**
 * The marketing consent box of checkout and registration
 * (docs/decisions/067-marketing-consent-and-cart-reminders.md): unticked by default, an ordinary
 * field of the form it sits in.
 */
export function MarketingConsentBox() {
  return (
    <label className="flex cursor-pointer items-start gap-3 text-sm leading-snug text-ink">
      <input
        type="checkbox"
        name={marketingConsentField.name}
        value={marketingConsentField.value}
        className="mt-0.5 size-4 shrink-0 accent-espresso"
      />
      <span>
        {marketingConsentTexts.label}
        <span className="mt-0.5 block text-xs text-taupe">{marketingConsentTexts.detail}</span>
      </span>
    </label>
  );
}
