import { and, eq, inArray } from "drizzle-orm";
import { livePaymentAttemptStatuses } from "#contracts/payment.ts";
import { formatPrice } from "#contracts/money.ts";
import type { Db } from "../db/client";
import { paymentAttempt } from "../db/payment-schema";
import { addPaymentEvent, rebalanceOrder, recordPayment } from "./order-balance";

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
    }
  | { status: "failed"; resultCode: number | null; resultDescription: string };

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
        attemptId: ended.id,
        recordedBy: ended.method === "mpesa_manual" ? actor : null,
        receivedAt: now,
      },
      now,
    );
    // Its receipt was recorded before (a Paybill confirmation of the same payment): counted once.
    if (!recorded) return true;
    await rebalanceOrder(tx, ended.orderId, now, ended.method);
    await addPaymentEvent(
      tx,
      {
        orderId: ended.orderId,
        actor,
        message: `Paid ${formatPrice(amount)} by M-PESA`,
        receiptNumber: ended.receiptNumber,
        amount,
      },
      now,
    );
    return true;
  });
}
