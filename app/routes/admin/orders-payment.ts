import { data } from "react-router";
import { PaymentReviewSchema, type PaymentReviewResult } from "#contracts/payment-review.ts";
import { getAdmin, staffNameOf } from "#server/accounts/require-admin.ts";
import { readForm } from "#server/http/request-body.ts";
import { markPaymentRefunded, reviewPaymentCode } from "#server/payments/manual-payment.ts";
import { PaymentError } from "#server/payments/payment-error.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/orders-payment";

/**
 * POST /admin/orders/payment (decision 020; fields intent = confirm | reject with attemptId, or
 * refund with orderId): staff confirm or reject an M-PESA code a shopper typed, or mark a paid
 * order refunded. The order's payment status changes for the shopper's pages and every admin's
 * list live. 400 for a bad form, 404/409 with the reason (already reviewed, code used by another
 * order, not paid).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = PaymentReviewSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data<PaymentReviewResult>(
      { error: "Choose a code to confirm or reject, or an order to mark refunded." },
      { status: 400 },
    );
  }
  const { db } = getServices(context);
  const review = parsed.data;
  const staffName = staffNameOf(getAdmin(context));
  try {
    if (review.intent === "refund") {
      await markPaymentRefunded(db, { orderId: review.orderId, staffName });
    } else {
      await reviewPaymentCode(db, {
        attemptId: review.attemptId,
        decision: review.intent,
        staffName,
      });
    }
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    return data<PaymentReviewResult>({ error: error.message }, { status: error.status });
  }
  return data<PaymentReviewResult>({ ok: true });
}
