import { eq } from "drizzle-orm";
import { formatPrice } from "#contracts/money.ts";
import type { PaymentIssue } from "#contracts/payment.ts";
import type { Db } from "#server/db/client.ts";
import { paymentAttempt } from "#server/db/payment-schema.ts";
import { matchLostAnswer } from "./lost-answer-match";
import { addPaymentEvent, recordPayment } from "#server/payments/ledger/order-balance.ts";
import { addPromptReceipt } from "#server/payments/ledger/payment-matching.ts";
import {
  outcomeOfResult,
  settleAttempt,
  type AttemptOutcome,
} from "#server/payments/ledger/payment-settlement.ts";
import type { MpesaServices } from "./stk-attempt";
import { metadataValue, paidAtIn, receiptOf, type StkCallback } from "./stk-callback-body";

/**
 * What a callback came to: settled its attempt; repeated; kept as an unmatched payment for staff
 * (no prompt of ours, or an amount that differs from its prompt's); a failure for no prompt of
 * ours (no money moved: logged); or left for the next re-query.
 */
export type CallbackResult =
  | "settled"
  | "repeated"
  | "unknown request"
  | "amount differs"
  | "query disagrees"
  | "recorded unmatched"
  | "receipt added"
  | "recorded after failure";

/**
 * Acts on one STK callback (decision 020). The callback is a hint, never proof: it settles a
 * prompt only when its CheckoutRequestID and MerchantRequestID are a prompt of ours still
 * awaiting (or, for a prompt whose push answer was lost, its phone and amount match one:
 * matchLostAnswer), a success's Amount equals what the prompt asked for, and a stkpushquery
 * re-check ends with the same result code. Then the attempt is settled (paid with M-PESA's
 * receipt, or failed with Daraja's code). A payment for no prompt of ours, or of another amount,
 * is kept for staff as an unmatched payment; a repeated callback changes nothing.
 */
export async function handleStkCallback(
  services: MpesaServices,
  callback: StkCallback,
  now: Date = new Date(),
): Promise<CallbackResult> {
  const { db, log } = services;
  const context = {
    checkoutRequestId: callback.CheckoutRequestID,
    resultCode: callback.ResultCode,
  };
  const byRequestId = async () => {
    const [known] = await db
      .select()
      .from(paymentAttempt)
      .where(eq(paymentAttempt.checkoutRequestId, callback.CheckoutRequestID));
    return known;
  };
  // Daraja's callback may overtake its answer to the push: the prompt sender may be recording
  // the ids this very moment (then the match waits for it, finds none, and the ids are there).
  const attempt =
    (await byRequestId()) ?? (await matchLostAnswer(db, callback, now)) ?? (await byRequestId());
  if (!attempt || attempt.merchantRequestId !== callback.MerchantRequestID) {
    return keepUnknown(services, callback, now);
  }
  const logged = { ...context, orderId: attempt.orderId };
  if (attempt.status !== "awaiting") return lateCallback(services, attempt, callback, logged, now);
  if (callback.ResultCode === 0 && Number(metadataValue(callback, "Amount")) !== attempt.amount) {
    log.warn(
      { ...logged, amount: metadataValue(callback, "Amount") },
      "M-PESA callback amount differs from the prompt's: kept for staff",
    );
    await keepUnmatched(db, callback, "not_confirmed", now);
    return "amount differs";
  }
  const checked = await queryOf(services, callback, logged);
  if (checked?.state !== "done" || checked.resultCode !== callback.ResultCode) {
    log.warn(logged, "M-PESA callback not confirmed by a re-query: left for the next check");
    return "query disagrees";
  }
  const outcome: AttemptOutcome =
    callback.ResultCode === 0
      ? {
          status: "paid",
          receiptNumber: receiptOf(callback),
          paidAt: paidAtIn(callback, now),
          resultCode: 0,
          resultDescription: callback.ResultDesc,
        }
      : outcomeOfResult(callback.ResultCode, callback.ResultDesc);
  return (await settleAttempt(db, attempt.id, outcome, now)) ? "settled" : "repeated";
}

/**
 * A callback for a prompt already ended. A payment is never dropped: for a prompt a re-query
 * found paid it brings the receipt the query cannot (addPromptReceipt); for one ended failed
 * (the re-check gave up, or Daraja's query said otherwise) the money is recorded for the order
 * when a re-query now confirms it, and kept unmatched 'not_confirmed' for staff when not. Any
 * other callback repeats one already acted on.
 */
async function lateCallback(
  services: MpesaServices,
  attempt: typeof paymentAttempt.$inferSelect,
  callback: StkCallback,
  logged: Record<string, unknown>,
  now: Date,
): Promise<CallbackResult> {
  const amount = Number(metadataValue(callback, "Amount"));
  if (callback.ResultCode !== 0 || !Number.isInteger(amount) || amount <= 0) return "repeated";
  const receiptNumber = receiptOf(callback);
  if (attempt.status === "paid") {
    if (attempt.receiptNumber || !receiptNumber || amount !== attempt.amount) return "repeated";
    const isAdded = await services.db.transaction((tx) =>
      addPromptReceipt(tx, { attemptId: attempt.id, amount, receiptNumber }),
    );
    return isAdded ? "receipt added" : "repeated";
  }
  if (attempt.status !== "failed") return "repeated";
  const checked = await queryOf(services, callback, logged);
  if (checked?.state !== "done" || checked.resultCode !== 0) {
    services.log.warn(logged, "M-PESA payment for a failed prompt, not confirmed: kept for staff");
    await keepUnmatched(services.db, callback, "not_confirmed", now);
    return "recorded unmatched";
  }
  services.log.warn(logged, "M-PESA payment for a prompt given up: recorded for its order");
  await services.db.transaction(async (tx) => {
    const recorded = await recordPayment(
      tx,
      {
        method: "mpesa",
        source: "prompt",
        amount,
        receiptNumber: receiptNumber || null,
        phone: String(metadataValue(callback, "PhoneNumber") ?? "") || null,
        orderId: attempt.orderId,
        attemptId: attempt.id,
        receivedAt: paidAtIn(callback, now),
      },
      now,
    );
    if (!recorded?.orderId) return;
    await addPaymentEvent(
      tx,
      {
        orderId: attempt.orderId,
        actor: "M-PESA",
        message: `Paid ${formatPrice(amount)} by M-PESA after the prompt was given up`,
        receiptNumber: receiptNumber || null,
        amount,
      },
      now,
    );
  });
  return "recorded after failure";
}

/** Daraja's answer to a query of the callback's prompt; undefined when the query failed. */
function queryOf(
  { daraja, log }: MpesaServices,
  callback: StkCallback,
  logged: Record<string, unknown>,
) {
  return daraja.stkQuery(callback.CheckoutRequestID).catch((error: unknown) => {
    log.warn({ ...logged, err: error }, "could not re-query an M-PESA prompt after its callback");
    return undefined;
  });
}

/**
 * A callback naming no prompt of ours: a payment (ResultCode 0) is kept for staff as an unmatched
 * payment — 'no_order' when a re-query confirms it, 'not_confirmed' otherwise; a failure moved no
 * money and is only logged.
 */
async function keepUnknown(
  services: MpesaServices,
  callback: StkCallback,
  now: Date,
): Promise<CallbackResult> {
  const context = {
    checkoutRequestId: callback.CheckoutRequestID,
    resultCode: callback.ResultCode,
  };
  if (callback.ResultCode !== 0) {
    services.log.warn(context, "M-PESA callback for an unknown request ignored");
    return "unknown request";
  }
  const checked = await queryOf(services, callback, context);
  const isConfirmed = checked?.state === "done" && checked.resultCode === 0;
  services.log.warn(context, "M-PESA payment for an unknown request kept for staff");
  await keepUnmatched(services.db, callback, isConfirmed ? "no_order" : "not_confirmed", now);
  return "recorded unmatched";
}

/** Records a paid callback's money as an unmatched payment (recordPayment) with `issue`. */
async function keepUnmatched(
  db: Db,
  callback: StkCallback,
  issue: PaymentIssue,
  now: Date,
): Promise<void> {
  const amount = Number(metadataValue(callback, "Amount"));
  if (!Number.isInteger(amount) || amount <= 0) return;
  await db.transaction((tx) =>
    recordPayment(
      tx,
      {
        method: "mpesa",
        source: "prompt",
        amount,
        receiptNumber: receiptOf(callback) || null,
        phone: String(metadataValue(callback, "PhoneNumber") ?? "") || null,
        orderId: null,
        issue,
        receivedAt: paidAtIn(callback, now),
      },
      now,
    ),
  );
}
