import { and, eq, ne } from "drizzle-orm";
import type { PaymentStatus } from "#contracts/payment.ts";
import type { Db, DbTransaction } from "../db/client";
import { order } from "../db/order-schema";
import { paymentAttempt } from "../db/payment-schema";
import { notifyOrderChange } from "../live/order-changes";
import { nextUpdatedAt } from "../orders/order-versions";

/**
 * How an attempt ended (decision 020): paid, with M-PESA's receipt when known; or failed, with
 * Daraja's result code and description, or (resultCode null) the shop's own text for the
 * shopper (no confirmation came, the prompt was not sent, staff rejected a code).
 */
export type AttemptOutcome =
  | {
      status: "paid";
      receiptNumber: string | null;
      resultCode?: number;
      resultDescription?: string;
    }
  | { status: "failed"; resultCode: number | null; resultDescription: string };

/**
 * Ends the awaiting attempt `attemptId` with `outcome` and moves its order's payment status,
 * announcing it to live pages, in one transaction. Idempotent: an attempt already ended is left
 * as it is (a repeated callback changes nothing) and false is returned.
 * @throws what the database throws — among them a unique violation when `receiptNumber` already
 *   paid another attempt.
 */
export async function settleAttempt(
  db: Db,
  attemptId: number,
  outcome: AttemptOutcome,
  now: Date = new Date(),
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
      .where(and(eq(paymentAttempt.id, attemptId), eq(paymentAttempt.status, "awaiting")))
      .returning({ orderId: paymentAttempt.orderId, method: paymentAttempt.method });
    if (!ended) return false;
    const [current] = await tx
      .select({ paymentStatus: order.paymentStatus })
      .from(order)
      .where(eq(order.id, ended.orderId))
      .for("update");
    if (outcome.status === "paid") {
      await setPaymentStatus(tx, ended.orderId, "paid", now, ended.method);
    } else if (current && current.paymentStatus === "awaiting_payment") {
      const stillAwaiting = await hasOtherAwaitingAttempt(tx, ended.orderId, attemptId);
      await setPaymentStatus(tx, ended.orderId, stillAwaiting ? "awaiting_payment" : "failed", now);
    }
    return true;
  });
}

async function hasOtherAwaitingAttempt(
  tx: DbTransaction,
  orderId: string,
  attemptId: number,
): Promise<boolean> {
  const [other] = await tx
    .select({ id: paymentAttempt.id })
    .from(paymentAttempt)
    .where(
      and(
        eq(paymentAttempt.orderId, orderId),
        eq(paymentAttempt.status, "awaiting"),
        ne(paymentAttempt.id, attemptId),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/**
 * Sets the payment status (and, given, the payment method) of order `orderId`, moves its version
 * and announces it to live pages at commit (docs/decisions/020-mpesa-payments.md, 031). Run
 * inside the transaction that makes the change.
 */
export async function setPaymentStatus(
  tx: DbTransaction,
  orderId: string,
  paymentStatus: PaymentStatus,
  now: Date,
  paymentMethod?: "mpesa_stk" | "mpesa_manual",
): Promise<void> {
  const [changed] = await tx
    .update(order)
    .set({
      paymentStatus,
      ...(paymentMethod ? { paymentMethod } : {}),
      updatedAt: nextUpdatedAt(now),
    })
    .where(eq(order.id, orderId))
    .returning({ orderId: order.id, userId: order.userId, status: order.status });
  if (changed) await notifyOrderChange(tx, { ...changed, paymentStatus });
}
