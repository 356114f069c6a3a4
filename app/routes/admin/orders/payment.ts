import { data, redirect } from "react-router";
import { safeRedirect } from "#contracts/accounts.ts";
import { formatPrice } from "#contracts/money.ts";
import { paymentStatusLabels } from "#contracts/payment.ts";
import {
  parseDoorPaymentForm,
  PaymentReviewSchema,
  type OrderPaymentPanel,
  type PaymentReviewResult,
} from "#contracts/payment-review.ts";
import { isRecordId } from "#contracts/record-id.ts";
import { getAdmin, requirePermission, staffNameOf } from "#server/accounts/require-admin.ts";
import type { ViewerUser } from "#server/accounts/viewer.ts";
import { readSubjectTrail } from "#server/activity/activity-queries.ts";
import { readForm } from "#server/http/request-body.ts";
import { latestPromptOf } from "#server/payments/admin-payment-queries.ts";
import { recordDoorPayment } from "#server/payments/ledger/door-payment.ts";
import { markPaymentRefunded, reviewPaymentCode } from "#server/payments/ledger/manual-payment.ts";
import { Refusal, refusalData, refusalOrThrow, refusalText } from "#server/http/refusal.ts";
import { manualPaymentFor } from "#server/payments/payment-ways.ts";
import { readPaymentTimeline } from "#server/payments/ledger/payment-timeline.ts";
import { requestStkPrompt } from "#server/payments/mpesa/stk-push.ts";
import { getServices, type AppServices } from "#server/services.ts";
import { orderPhoneOf } from "#server/orders/order-queries.ts";
import { readOrderSms } from "#server/sms/order-sms-queries.ts";
import { isOptedOut, optOutOfSms, resendSms } from "#server/sms/sms-opt-out.ts";
import type { Route } from "./+types/payment";

/**
 * GET /admin/orders/payment?orderId=: what an expanded order's payment shows besides its row
 * (decision 020): the payment timeline, the latest M-PESA prompt, whether prompts are set up,
 * the staff member's name, the order's SMS (decision 042) and its latest activity trail
 * entries (decision 074). 400 without a well-formed order
 * id.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const orderId = url.searchParams.get("orderId");
  if (!isRecordId(orderId)) throw data({ error: "Order not found" }, { status: 400 });
  const services = getServices(context);
  const [timeline, prompt, messages, phone, activity] = await Promise.all([
    readPaymentTimeline(services.db, orderId),
    latestPromptOf(services.db, orderId),
    readOrderSms(services.db, orderId),
    orderPhoneOf(services.db, orderId),
    readSubjectTrail(services.db, "order", orderId),
  ]);
  return {
    staffName: staffNameOf(getAdmin(context)),
    isMpesaOffered: services.daraja !== undefined,
    prompt,
    timeline,
    manual: manualPaymentFor((await services.settings.current()).manualPayment, orderId),
    messages,
    isSmsStopped: phone ? await isOptedOut(services.db, phone) : false,
    activity,
  } satisfies OrderPaymentPanel;
}

/** What staff's form asked for, done; its notice, if any. */
async function act(form: FormData, services: AppServices, admin: ViewerUser) {
  const staffName = staffNameOf(admin);
  const intent = form.get("intent");
  if (intent === "record") {
    const parsed = parseDoorPaymentForm(form);
    if ("error" in parsed) throw new Refusal(parsed.error, 400);
    const { paymentStatus, isAttached } = await recordDoorPayment(services.db, {
      ...parsed,
      takenBy: parsed.takenBy || staffName,
      staffName,
      staffUserId: admin.id,
    });
    const status = paymentStatusLabels[paymentStatus];
    return isAttached
      ? `M-PESA had already reported this receipt: it is now counted for this order (${status}).`
      : `${formatPrice(parsed.amount)} recorded: the order is ${status}.`;
  }
  if (intent === "sms-resend" || intent === "sms-stop") return actOnSms(form, services, staffName);
  if (intent === "prompt") {
    const orderId = form.get("orderId");
    if (!isRecordId(orderId)) throw new Refusal("Order not found", 400);
    // To the order's own phone (decision 020).
    await requestStkPrompt(services, { orderId, requester: "staff", actor: staffName });
    return "M-PESA prompt queued for the order's phone.";
  }
  const parsed = PaymentReviewSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    throw new Refusal("Choose a code to confirm or reject, or an order to mark refunded.", 400);
  }
  const review = parsed.data;
  // Confirming, rejecting and refunding are reconciliation (decision 072).
  requirePermission(admin, "payments.reconcile");
  if (review.intent === "refund") {
    await markPaymentRefunded(services.db, {
      orderId: review.orderId,
      staffName,
      staffUserId: admin.id,
    });
  } else {
    await reviewPaymentCode(services.db, {
      attemptId: review.attemptId,
      decision: review.intent,
      staffName,
    });
  }
  return undefined;
}

/** Staff's SMS forms on an order (decision 042): send one again, or stop SMS to its phone. */
async function actOnSms(form: FormData, services: AppServices, staffName: string) {
  const orderId = form.get("orderId");
  if (!isRecordId(orderId)) throw new Refusal("Order not found", 400);
  if (form.get("intent") === "sms-stop") {
    const phone = await orderPhoneOf(services.db, orderId);
    if (!phone) throw new Refusal("This order has no phone to stop SMS to.", 409);
    await optOutOfSms(services.db, phone, staffName);
    return "No more SMS will go to this customer.";
  }
  const smsId = Number(form.get("smsId"));
  if (!Number.isSafeInteger(smsId) || !(await resendSms(services.db, orderId, smsId))) {
    throw new Refusal("This SMS cannot be sent again: it went, or the customer opted out.", 409);
  }
  services.kickSms?.();
  return "SMS queued to send again.";
}

/**
 * POST /admin/orders/payment (decision 020), by `intent`: confirm | reject with attemptId (an
 * M-PESA code a shopper typed); refund with orderId (a paid order refunded by hand); record with
 * orderId, method (cash | mpesa | card), amount (whole KSh), receiptNumber (M-PESA), takenBy and
 * idempotencyKey (a payment at the door; its form sent again records nothing new); prompt with orderId (an M-PESA prompt to the order's phone);
 * sms-resend with orderId and smsId, sms-stop with orderId (decision 042). Confirm, reject and
 * refund need the role's payments.reconcile (403 otherwise, decision 072). The
 * order's payment status changes for the shopper's pages and every admin's list live. Sent in
 * the background it answers `{ ok, notice }` or `{ error }` (400 for a bad form, 404/409/429
 * with the reason); sent by a page without scripts (a `returnTo` field) it goes back there, or
 * answers the reason as a page of its own.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const services = getServices(context);
  const admin = getAdmin(context);
  const returnTo = form.has("returnTo") ? safeRedirect(String(form.get("returnTo"))) : undefined;
  try {
    const notice = await act(form, services, admin);
    if (returnTo !== undefined) return redirect(returnTo, { status: 303 });
    return data<PaymentReviewResult>(notice ? { ok: true, notice } : { ok: true });
  } catch (error) {
    const refusal = refusalOrThrow(error);
    if (returnTo !== undefined) return refusalText(refusal);
    return refusalData<PaymentReviewResult>(refusal, { error: refusal.message });
  }
}
