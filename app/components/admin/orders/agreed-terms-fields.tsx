import { agreedPriceTexts, agreedReasonMaxLength } from "#contracts/agreed-price.ts";
import { FieldError, fieldErrorProps } from "../../ui/field-error";
import { controlClass } from "../products/form/form-field";

const labelClass = "block text-xs tracking-wide text-taupe";

/**
 * A staff draft's order discount and the reason for what was agreed (decision 070), under the
 * shop's cap; each line's agreed price is beside its catalogue price (NewOrderProducts). The
 * server checks them when the order is placed or saved; a refusal marks its field.
 */
export function AgreedTermsFields({
  discount,
  reason,
  capPercent,
  refused,
}: {
  discount: string;
  reason: string;
  capPercent: number;
  refused: Record<string, string>;
}) {
  return (
    <section aria-labelledby="agreed-terms" className="space-y-3">
      <h2 id="agreed-terms" className="font-display text-2xl text-espresso">
        {agreedPriceTexts.priceHeading}
      </h2>
      <p className="text-xs text-taupe">
        {agreedPriceTexts.hint} At most {capPercent}% off the catalogue prices, lower prices and the
        order discount together.
      </p>
      <div>
        <label htmlFor="agreed-discount" className={labelClass}>
          {agreedPriceTexts.discountLabel}
        </label>
        <input
          id="agreed-discount"
          name="agreedDiscount"
          inputMode="numeric"
          maxLength={9}
          defaultValue={discount}
          className={`${controlClass} h-10 border-stone`}
          {...fieldErrorProps("agreed-discount-error", refused.agreedDiscount)}
        />
        <FieldError id="agreed-discount-error" message={refused.agreedDiscount} />
      </div>
      <div>
        <label htmlFor="agreed-reason" className={labelClass}>
          {agreedPriceTexts.reasonLabel}
        </label>
        <input
          id="agreed-reason"
          name="agreedReason"
          defaultValue={reason}
          maxLength={agreedReasonMaxLength}
          className={`${controlClass} h-10 border-stone`}
          {...fieldErrorProps("agreed-reason-error", refused.agreedReason)}
        />
        <FieldError id="agreed-reason-error" message={refused.agreedReason} />
      </div>
    </section>
  );
}
