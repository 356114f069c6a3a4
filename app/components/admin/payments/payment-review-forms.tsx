import type { ReactNode } from "react";
import { Form } from "react-router";
import {
  orderNumberMaxLength,
  refundNoteMaxLength,
  type PaymentDayRow,
} from "#contracts/admin-payments.ts";

const field =
  "h-10 w-full min-w-0 border border-stone bg-white/70 px-3 text-sm placeholder:text-taupe focus:border-gold focus:outline-none";
const button =
  "h-10 shrink-0 px-3 text-xs tracking-[0.12em] whitespace-nowrap uppercase transition";

/**
 * What staff may do with a payment waiting for them (decision 056): attach it to an order by
 * its number, or mark it refunded with a note. Plain forms posting to the page's action, so
 * they work without JavaScript; `error` is the action's refusal for this payment.
 */
export function PaymentReviewForms({ payment, error }: { payment: PaymentDayRow; error?: string }) {
  const name = payment.receipt ?? `payment ${payment.id}`;
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <ReviewForm intent="attach" paymentId={payment.id}>
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-taupe">
          Order number
          <input
            name="order"
            required
            maxLength={orderNumberMaxLength}
            autoComplete="off"
            placeholder="LOR-… or 12 digits"
            aria-label={`Order number for ${name}`}
            className={field}
          />
        </label>
        <button type="submit" className={`${button} bg-espresso text-ivory hover:bg-ink`}>
          Attach to order
        </button>
      </ReviewForm>
      <ReviewForm intent="refund" paymentId={payment.id}>
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-taupe">
          Refund note
          <input
            name="note"
            required
            maxLength={refundNoteMaxLength}
            autoComplete="off"
            placeholder="e.g. Sent back by M-PESA"
            aria-label={`Refund note for ${name}`}
            className={field}
          />
        </label>
        <button type="submit" className={`${button} border border-stone hover:border-espresso`}>
          Mark refunded
        </button>
      </ReviewForm>
      {error && (
        <p role="alert" className="text-sm text-wine lg:col-span-2">
          {error}
        </p>
      )}
    </div>
  );
}

function ReviewForm({
  intent,
  paymentId,
  children,
}: {
  intent: "attach" | "refund";
  paymentId: number;
  children: ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset className="flex items-end gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="paymentId" value={paymentId} />
      {children}
    </Form>
  );
}
