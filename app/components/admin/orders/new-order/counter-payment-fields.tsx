import { counterSaleTexts } from "#contracts/counter-sale.ts";
import { receivedPaymentMethodLabels, receivedPaymentMethods } from "#contracts/payment.ts";
import { FieldError, fieldErrorProps } from "#app/components/ui/field-error.tsx";
import {
  draftFieldClass as field,
  draftLabelClass as labelClass,
  draftSectionTitle,
} from "./new-order-classes";

/**
 * The New order form's "Paid at the counter" (decision 077): for a walk-in sale picked up at the
 * shop, how the customer paid now — the order is then recorded paid and delivered as it is
 * placed — and M-PESA's receipt code when by M-PESA. Plain fields: they work without scripts.
 */
export function CounterPaymentFields({
  method,
  receipt,
  refused,
}: {
  method: string;
  receipt: string;
  refused: Record<string, string | undefined>;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className={`mb-1 ${draftSectionTitle}`}>{counterSaleTexts.legend}</legend>
      <p className="text-xs leading-relaxed text-taupe">
        For a sale collected in the shop now, with Pick up at the shop: it is placed paid and
        delivered.
      </p>
      <div>
        <label htmlFor="new-order-counterPayment" className={labelClass}>
          Paid by
        </label>
        <select
          id="new-order-counterPayment"
          name="counterPayment"
          defaultValue={method}
          className={field}
          {...fieldErrorProps("new-order-counterPayment-error", refused.counterPayment)}
        >
          <option value="">{counterSaleTexts.notYet}</option>
          {receivedPaymentMethods.map((way) => (
            <option key={way} value={way}>
              {receivedPaymentMethodLabels[way]}
            </option>
          ))}
        </select>
        <FieldError id="new-order-counterPayment-error" message={refused.counterPayment} />
      </div>
      <div>
        <label htmlFor="new-order-counterReceipt" className={labelClass}>
          M-PESA receipt code (for M-PESA)
        </label>
        <input
          id="new-order-counterReceipt"
          name="counterReceipt"
          defaultValue={receipt}
          maxLength={20}
          autoComplete="off"
          className={`${field} uppercase`}
          {...fieldErrorProps("new-order-counterReceipt-error", refused.counterReceipt)}
        />
        <FieldError id="new-order-counterReceipt-error" message={refused.counterReceipt} />
      </div>
    </fieldset>
  );
}
