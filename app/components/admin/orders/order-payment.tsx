import { useFetcher } from "react-router";
import type { AdminOrderRow } from "#contracts/admin-order-list.ts";
import { paymentMethodLabels, paymentStatusLabels } from "#contracts/payment.ts";
import type { PaymentReviewResult } from "#contracts/payment-review.ts";

const button =
  "h-9 px-3 text-xs tracking-[0.12em] uppercase transition disabled:opacity-60 aria-disabled:opacity-60";

/**
 * An order's payment in its expanded details (issue 14): status, method and M-PESA receipt; a
 * code the shopper typed with Confirm payment / Reject code; Mark refunded for a paid order.
 * The buttons post to /admin/orders/payment in the background; the list follows the change
 * live, and a refusal is shown here.
 */
export function OrderPayment({ order }: { order: AdminOrderRow }) {
  const review = useFetcher<PaymentReviewResult>();
  const isBusy = review.state !== "idle";
  const error = review.data && "error" in review.data ? review.data.error : undefined;
  const submit = (fields: Record<string, string>) =>
    review.submit(fields, { method: "post", action: "/admin/orders/payment" });
  return (
    <div>
      <h3 className="eyebrow mb-3">Payment</h3>
      <dl className="space-y-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-taupe">Status</dt>
          <dd data-testid="payment-status">{paymentStatusLabels[order.paymentStatus]}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-taupe">Method</dt>
          <dd>{paymentMethodLabels[order.paymentMethod]}</dd>
        </div>
        {order.receiptNumber && (
          <div className="flex justify-between gap-4">
            <dt className="text-taupe">Receipt</dt>
            <dd className="tabular-nums">{order.receiptNumber}</dd>
          </div>
        )}
      </dl>
      {order.codeToReview && (
        <div className="mt-4 border border-gold/50 bg-gold/5 p-3">
          <p className="text-sm text-espresso">M-PESA code: {order.codeToReview.code}</p>
          <p className="mt-1 text-xs text-taupe">
            Check it in your M-PESA statement before confirming.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={isBusy}
              onClick={() =>
                submit({ intent: "confirm", attemptId: String(order.codeToReview!.attemptId) })
              }
              className={`${button} bg-espresso text-ivory hover:bg-ink`}
            >
              Confirm payment
            </button>
            <button
              type="button"
              disabled={isBusy}
              onClick={() =>
                submit({ intent: "reject", attemptId: String(order.codeToReview!.attemptId) })
              }
              className={`${button} border border-stone hover:border-espresso`}
            >
              Reject code
            </button>
          </div>
        </div>
      )}
      {order.paymentStatus === "paid" && (
        <button
          type="button"
          disabled={isBusy}
          onClick={() => submit({ intent: "refund", orderId: order.id })}
          className={`${button} mt-4 border border-stone hover:border-espresso`}
        >
          Mark refunded
        </button>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-wine">
          {error}
        </p>
      )}
    </div>
  );
}
