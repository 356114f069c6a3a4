import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import type { action } from "#app/routes/admin/orders/payment.ts";
import type { AdminOrderRow } from "#contracts/admin-order-list.ts";
import { formatPrice } from "#contracts/money.ts";
import { balanceDue, takesDoorPayment } from "#contracts/payable-order.ts";
import { paymentMethodLabelOf, paymentStatusLabels } from "#contracts/payment.ts";
import type { OrderPaymentPanel } from "#contracts/payment-review.ts";
import { useStaffCan } from "#app/lib/admin/use-staff-can.ts";
import { PaymentPrompt } from "./payment-prompt";
import { RecordPaymentForm } from "./record-payment-form";
import { ReturnRefundForm, takesReturnOrRefund } from "../return-refund-form";
import { paymentAction as reviewAction } from "./use-payment-panel";

/**
 * An order's payment in its expanded details (decision 020): status, method and M-PESA receipt,
 * what was paid and what is left of a part-paid order; a code the shopper typed with Confirm
 * payment / Reject code; Mark refunded for a paid order; Record payment (taken at the door) while
 * something is due; Return or refund (decision 076) and what was refunded; Send M-PESA prompt. Each is a form posting `intent` to
 * /admin/orders/payment, sent in the background; the list follows the change live, and a
 * refusal is shown here. `panel`: what GET /admin/orders/payment read (undefined meanwhile).
 */
export function OrderPayment({
  order,
  panel,
}: {
  order: AdminOrderRow;
  panel: OrderPaymentPanel | undefined;
}) {
  const review = useFetcher<typeof action>();
  // Confirming, rejecting and refunding are reconciliation (decision 072).
  const mayReconcile = useStaffCan("payments.reconcile");
  const balance = balanceDue(order);
  const isPartPaid = order.amountPaid > 0 && balance > 0;
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
          <dd>{paymentMethodLabelOf(order)}</dd>
        </div>
        {isPartPaid && (
          <>
            <div className="flex justify-between gap-4">
              <dt className="text-taupe">Paid so far</dt>
              <dd className="tabular-nums">{formatPrice(order.amountPaid)}</dd>
            </div>
            <div className="flex justify-between gap-4 font-medium text-espresso">
              <dt>Balance</dt>
              <dd className="tabular-nums" data-testid="payment-balance">
                {formatPrice(balance)}
              </dd>
            </div>
          </>
        )}
        {order.amountRefunded > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-taupe">Refunded</dt>
            <dd className="tabular-nums" data-testid="payment-refunded">
              {formatPrice(order.amountRefunded)} of {formatPrice(order.amountPaid)}
            </dd>
          </div>
        )}
        {order.receiptNumber && (
          <div className="flex justify-between gap-4">
            <dt className="text-taupe">Receipt</dt>
            <dd className="tabular-nums">{order.receiptNumber}</dd>
          </div>
        )}
      </dl>
      {order.codeToReview && mayReconcile && (
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
      {(order.paymentStatus === "paid" || order.paymentStatus === "part_paid") && mayReconcile && (
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
      {takesDoorPayment(order) && (
        <RecordPaymentForm orderId={order.id} balance={balance} takenBy={panel?.staffName ?? ""} />
      )}
      {mayReconcile && takesReturnOrRefund(order) && <ReturnRefundForm order={order} />}
      <PaymentPrompt order={order} panel={panel} />
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
