import { agreedPriceTexts, agreedReasonMaxLength } from "#contracts/agreed-price.ts";
import { FieldError, fieldErrorProps } from "#app/components/ui/field-error.tsx";
import { controlClass } from "../../products/form/form-field";
import { draftLabelClass } from "./new-order-classes";

const labelClass = draftLabelClass;

/** One labelled input of the agreement, its refusal under it (decision 052). */
function AgreedField({
  name,
  label,
  value,
  maxLength,
  error,
}: {
  name: "agreedDiscount" | "agreedReason";
  label: string;
  value: string;
  maxLength: number;
  error?: string;
}) {
  const id = `new-order-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        inputMode={name === "agreedDiscount" ? "numeric" : undefined}
        maxLength={maxLength}
        defaultValue={value}
        className={`${controlClass} h-10 border-stone`}
        {...fieldErrorProps(`${id}-error`, error)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

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
      <AgreedField
        name="agreedDiscount"
        label={agreedPriceTexts.discountLabel}
        value={discount}
        maxLength={9}
        error={refused.agreedDiscount}
      />
      <AgreedField
        name="agreedReason"
        label={agreedPriceTexts.reasonLabel}
        value={reason}
        maxLength={agreedReasonMaxLength}
        error={refused.agreedReason}
      />
    </section>
  );
}
