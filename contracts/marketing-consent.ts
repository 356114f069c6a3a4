/**
 * The marketing consent box (Kenya's Data Protection Act 2019;
 * docs/decisions/067-marketing-consent-and-cart-reminders.md): unticked by default at checkout
 * and registration; its words are stored with each consent.
 */
export const marketingConsentTexts = {
  label: "Send me offers and reminders by SMS or e-mail",
  detail: "Reply STOP or use the unsubscribe link in any message to stop them.",
} as const;

/** The box's field name and the value a ticked box sends. */
export const marketingConsentField = { name: "marketingConsent", value: "yes" } as const;
