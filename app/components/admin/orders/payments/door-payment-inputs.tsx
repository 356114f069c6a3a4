import { doorPaymentLimits } from "#contracts/payment-review.ts";
import { fieldInputClass } from "#app/components/ui/text-field.tsx";

/** How a door payment's field names itself. */
export const doorPaymentLabel = "block text-xs tracking-wide text-taupe";

/**
 * The amount of a payment taken at the door (decision 056): whole KSh within
 * doorPaymentLimits, starting from `balance`, what is still to pay.
 */
export function DoorAmountInput({ balance }: { balance: number }) {
  return (
    <label className={doorPaymentLabel}>
      Amount (KSh)
      <input
        name="amount"
        type="number"
        inputMode="numeric"
        required
        min={doorPaymentLimits.minAmount}
        max={doorPaymentLimits.maxAmount}
        step={1}
        defaultValue={balance}
        className={`${fieldInputClass} tabular-nums`}
      />
    </label>
  );
}

/**
 * An M-PESA code, labelled `label`: a door payment's receipt (posted as `receiptNumber`), or the
 * code of a refund's reversal or B2C payment (`name` 'reference').
 */
export function ReceiptCodeInput({
  label,
  isRequired,
  name = "receiptNumber",
}: {
  label: string;
  isRequired: boolean;
  name?: string;
}) {
  return (
    <label className={doorPaymentLabel}>
      {label}
      <input
        name={name}
        required={isRequired}
        maxLength={20}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="QWE1RT2YU3"
        className={`${fieldInputClass} uppercase`}
      />
    </label>
  );
}
