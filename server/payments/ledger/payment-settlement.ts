import { and, eq, inArray } from "drizzle-orm";
import { livePaymentAttemptStatuses } from "#contracts/payment.ts";
import { formatPrice } from "#contracts/money.ts";
import type { Db, DbTransaction } from "#server/db/client.ts";
import { paymentAttempt } from "#server/db/payment-schema.ts";
import { addPaymentEvent, rebalanceOrder, recordPayment } from "./order-balance";
import { attachPayment, paymentByReceipt } from "./payment-matching";

/**
 * How an attempt ended (decision 020): paid, with M-PESA's receipt when known (and the amount
 * M-PESA reported, when it differs from the attempt's); or failed, with Daraja's result code and
 * description, or (resultCode null) the shop's own text for the shopper (no confirmation came,
 * the prompt was not sent, staff rejected a code).
 */
export type AttemptOutcome =
  | {
      status: "paid";
      receiptNumber: string | null;
      resultCode?: number;
      resultDescription?: string;
      /** Whole KSh M-PESA reported; the attempt's amount when absent. */
      amount?: number;
      /** When M-PESA took the money; when the shop settles the attempt, when absent. */
      paidAt?: Date;
    }
  | { status: "failed"; resultCode: number | null; resultDescription: string };

/**
 * What a finished Daraja query means for the attempt: result code 0 paid (the receipt comes
 * only with the callback), anything else failed with Daraja's code and description.
 */
export function outcomeOfResult(resultCode: number, resultDescription: string): AttemptOutcome {
  return resultCode === 0
    ? { status: "paid", receiptNumber: null, resultCode, resultDescription }
    : { status: "failed", resultCode, resultDescription };
}

/** Who settled an attempt, for the order's timeline: 'M-PESA' or a staff member's name. */
export interface SettledBy {
  actor: string;
}

/**
 * Ends the live attempt `attemptId` with `outcome` in one transaction (decision 020): a paid one
 * records its money (recordPayment: the order's balance and payment status follow), a failed one
 * rebalances its order; the order's timeline says so. Idempotent: an attempt already ended is
 * left as it is (a repeated callback changes nothing) and false is returned.
 * @throws what the database throws.
 */
export async function settleAttempt(
  db: Db,
  attemptId: number,
  outcome: AttemptOutcome,
  now: Date = new Date(),
  { actor }: SettledBy = { actor: "M-PESA" },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(paymentAttempt)
      .set({
        status: outcome.status,
        resultCode: outcome.resultCode ?? null,
        resultDescription: outcome.resultDescription ?? null,
        ...(outcome.status === "paid" && outcome.receiptNumber
          ? { receiptNumber: outcome.receiptNumber }
          : {}),
        nextCheckAt: null,
        settledAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(paymentAttempt.id, attemptId),
          inArray(paymentAttempt.status, [...livePaymentAttemptStatuses]),
        ),
      )
      .returning();
    if (!ended) return false;
    if (outcome.status === "failed") {
      await rebalanceOrder(tx, ended.orderId, now);
      await addPaymentEvent(
        tx,
        { orderId: ended.orderId, actor, message: `Payment failed: ${outcome.resultDescription}` },
        now,
      );
      return true;
    }
    const amount = outcome.amount ?? ended.amount;
    const recorded = await recordPayment(
      tx,
      {
        method: "mpesa",
        source: ended.method === "mpesa_stk" ? "prompt" : "code",
        amount,
        receiptNumber: ended.receiptNumber,
        phone: ended.phone,
        orderId: ended.orderId,
        paymentMethod: ended.method,
        attemptId: ended.id,
        recordedBy: ended.method === "mpesa_manual" ? actor : null,
        receivedAt: outcome.paidAt ?? now,
      },
      now,
    );
    if (!recorded) {
      // Its receipt was recorded before (a Paybill confirmation of the same payment): counted
      // once — for this order, when it was left unmatched (a mistyped account).
      if (!(await claimUnmatchedReceipt(tx, ended, now, actor))) {
        await rebalanceOrder(tx, ended.orderId, now);
      }
      return true;
    }
    // Money kept unmatched (the order is cancelled): the order still reads its paid attempt.
    if (!recorded.orderId) await rebalanceOrder(tx, ended.orderId, now, ended.method);
    await addPaymentEvent(
      tx,
      {
        orderId: ended.orderId,
        actor,
        message: recorded.orderId
          ? `Paid ${formatPrice(amount)} by M-PESA`
          : `Paid ${formatPrice(amount)} by M-PESA after the order was cancelled: kept for staff on the Payments page`,
        receiptNumber: ended.receiptNumber,
        amount,
      },
      now,
    );
    return true;
  });
}

/**
 * Attaches the payment already recorded with paid attempt `ended`'s receipt to the attempt's
 * order, when it is unmatched and not refunded: the prompt's own money, told first by another
 * way under an account that named no order.
 * @returns whether it was attached (the order then rebalanced).
 */
async function claimUnmatchedReceipt(
  tx: DbTransaction,
  ended: { orderId: string; receiptNumber: string | null },
  now: Date,
  actor: string,
): Promise<boolean> {
  if (!ended.receiptNumber) return false;
  const known = await paymentByReceipt(tx, ended.receiptNumber);
  if (!known || known.orderId !== null || known.isRefunded) return false;
  const paymentStatus = await attachPayment(
    tx,
    { paymentId: known.paymentId, orderId: ended.orderId, actor, review: "receipt" },
    now,
  );
  return paymentStatus !== null;
}
