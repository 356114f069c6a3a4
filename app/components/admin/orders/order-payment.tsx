import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import type { action } from "#app/routes/admin/orders-payment.ts";
import type { AdminOrderRow } from "#contracts/admin-order-list.ts";
import { paymentMethodLabels, paymentStatusLabels } from "#contracts/payment.ts";

/** Where the payment forms post (app/routes/admin/orders-payment.ts). */
const reviewAction = "/admin/orders/payment";

/**
 * An order's payment in its expanded details (decision 020): status, method and M-PESA receipt; a
 * code the shopper typed with Confirm payment / Reject code; Mark refunded for a paid order.
 * Each is a form posting `intent` with `attemptId` or `orderId` to /admin/orders/payment, sent
 * in the background; the list follows the change live, and a refusal is shown here.
 */
export function OrderPayment({ order }: { order: AdminOrderRow }) {
  const review = useFetcher<typeof action>();
  const isBusy = review.state !== "idle";
  const error = review.data && "error" in review.data ? review.data.error : undefined;
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
        <review.Form
          method="post"
          action={reviewAction}
          className="mt-4 border border-gold/50 bg-gold/5 p-3"
        >
          <input type="hidden" name="attemptId" value={order.codeToReview.attemptId} />
          <p className="text-sm text-espresso">M-PESA code: {order.codeToReview.code}</p>
          <p className="mt-1 text-xs text-taupe">
            Check it in your M-PESA statement before confirming.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <IntentButton intent="confirm" isBusy={isBusy} isPrimary>
              Confirm payment
            </IntentButton>
            <IntentButton intent="reject" isBusy={isBusy}>
              Reject code
            </IntentButton>
          </div>
        </review.Form>
      )}
      {order.paymentStatus === "paid" && (
        <review.Form method="post" action={reviewAction} className="mt-4">
          <input type="hidden" name="orderId" value={order.id} />
          <IntentButton intent="refund" isBusy={isBusy}>
            Mark refunded
          </IntentButton>
        </review.Form>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-wine">
          {error}
        </p>
      )}
    </div>
  );
}

/** A submit button naming its form's `intent`; disabled while a review is under way. */
function IntentButton({
  intent,
  isBusy,
  isPrimary = false,
  children,
}: {
  intent: "confirm" | "reject" | "refund";
  isBusy: boolean;
  isPrimary?: boolean;
  children: ReactNode;
}) {
  const look = isPrimary
    ? "bg-espresso text-ivory hover:bg-ink"
    : "border border-stone hover:border-espresso";
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={isBusy}
      className={`h-9 px-3 text-xs tracking-[0.12em] uppercase transition disabled:opacity-60 ${look}`}
    >
      {children}
    </button>
  );
}
