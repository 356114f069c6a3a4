import { Form } from "react-router";
import {
  DoorAmountInput,
  doorPaymentLabel as label,
  ReceiptCodeInput,
} from "../orders/payments/door-payment-inputs";

/**
 * A rider's 'Record payment' (decision 075): a native <details> holding how the customer paid
 * (cash or M-PESA with its receipt code) and the amount in whole KSh (the balance to start with),
 * posted to the page with the card's idempotency key (decision 049), so it opens and sends
 * without scripts and sent twice records one payment.
 */
export function DeliveryPaymentForm({
  orderId,
  balance,
  paymentKey,
  isSending,
}: {
  orderId: string;
  /** Whole KSh still to pay. */
  balance: number;
  paymentKey: string;
  isSending: boolean;
}) {
  return (
    <details className="group border border-stone/80 bg-ivory/60">
      <summary className="flex h-11 cursor-pointer list-none items-center justify-between px-3 text-xs tracking-[0.14em] uppercase marker:hidden hover:bg-linen/60 focus-visible:outline-2 focus-visible:outline-gold">
        Record payment
        <span aria-hidden className="text-base transition group-open:rotate-45">
          +
        </span>
      </summary>
      <Form method="post" className="space-y-3 p-3 pt-1">
        <input type="hidden" name="intent" value="record" />
        <input type="hidden" name="orderId" value={orderId} />
        <input type="hidden" name="idempotencyKey" value={paymentKey} />
        <fieldset>
          <legend className={label}>Paid by</legend>
          <div className="mt-1 flex gap-5">
            <label className="inline-flex min-h-10 items-center gap-2 text-sm">
              <input
                type="radio"
                name="method"
                value="cash"
                defaultChecked
                className="size-4 accent-espresso"
              />
              Cash
            </label>
            <label className="inline-flex min-h-10 items-center gap-2 text-sm">
              <input type="radio" name="method" value="mpesa" className="size-4 accent-espresso" />
              M-PESA
            </label>
          </div>
        </fieldset>
        <DoorAmountInput balance={balance} />
        <ReceiptCodeInput label="M-PESA code (M-PESA only)" isRequired={false} />
        <button
          type="submit"
          disabled={isSending}
          className="h-11 w-full border border-espresso px-4 text-xs tracking-[0.14em] text-espresso uppercase transition hover:bg-espresso hover:text-ivory disabled:opacity-60"
        >
          Record payment
        </button>
      </Form>
    </details>
  );
}
