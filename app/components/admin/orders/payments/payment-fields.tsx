import { useState } from "react";
import { doorPaymentLimits } from "#contracts/payment-review.ts";
import { receivedPaymentMethodLabels, type ReceivedPaymentMethod } from "#contracts/payment.ts";
import { useIdempotencyKey } from "#app/lib/admin/use-idempotency-key.ts";
import { useIsHydrated } from "#app/lib/use-hydrated.ts";
import { fieldInputClass } from "#app/components/ui/text-field.tsx";
import {
  DoorAmountInput,
  doorPaymentLabel as label,
  ReceiptCodeInput,
} from "./door-payment-inputs";

/** The methods in the order staff meet them at the door: cash first. */
const doorMethods: readonly ReceivedPaymentMethod[] = ["cash", "mpesa", "card"];

/**
 * The fields of a payment taken at the door (decision 056): how (Cash, M-PESA to the shop's
 * number with its receipt code, Card), the amount in whole KSh (the balance to start with) and who
 * took it (the staff member to start with). The receipt shows for M-PESA once the page is live,
 * always before (a page without scripts cannot show it on choosing M-PESA). The fields carry
 * their showing's idempotency key: sent twice, they record one payment (decision 049).
 */
export function PaymentFields({
  balance,
  takenBy,
}: {
  /** Whole KSh: what is still to pay. */
  balance: number;
  takenBy: string;
}) {
  const [method, setMethod] = useState("cash");
  const isHydrated = useIsHydrated();
  const idempotencyKey = useIdempotencyKey("door_");
  return (
    <div className="space-y-3">
      {idempotencyKey && <input type="hidden" name="idempotencyKey" value={idempotencyKey} />}
      <fieldset>
        <legend className={label}>Paid by</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {doorMethods.map((value) => (
            <label key={value} className="inline-flex min-h-9 items-center gap-2 text-sm">
              <input
                type="radio"
                name="method"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
                className="size-4 accent-espresso"
              />
              {receivedPaymentMethodLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <DoorAmountInput balance={balance} />
      {(!isHydrated || method === "mpesa") && (
        <ReceiptCodeInput
          label={`M-PESA receipt code${isHydrated ? "" : " (M-PESA only)"}`}
          isRequired={isHydrated}
        />
      )}
      <label className={label}>
        Taken by
        <input
          name="takenBy"
          maxLength={doorPaymentLimits.maxTakenBy}
          key={takenBy}
          defaultValue={takenBy}
          autoComplete="off"
          className={fieldInputClass}
        />
      </label>
    </div>
  );
}
