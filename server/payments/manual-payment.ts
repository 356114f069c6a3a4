import { and, eq } from "drizzle-orm";
import { paymentTexts } from "#contracts/payment-messages.ts";
import type { Db } from "../db/client";
import { order } from "../db/order-schema";
import { paymentAttempt } from "../db/payment-schema";
import { awaitingAttemptOf } from "./awaiting-attempt";
import { lockPayableOrder } from "./payable-order";
import { PaymentError } from "./payment-error";
import { setPaymentStatus, settleAttempt } from "./payment-settlement";

/** Whether `code` already paid an order (an M-PESA receipt pays one order only). */
async function hasPaid(db: Db, code: string): Promise<boolean> {
  const [used] = await db
    .select({ id: paymentAttempt.id })
    .from(paymentAttempt)
    .where(and(eq(paymentAttempt.receiptNumber, code), eq(paymentAttempt.status, "paid")))
    .limit(1);
  return used !== undefined;
}

/**
 * Records the M-PESA confirmation code `code` (normalized, 10 letters and digits) a shopper
 * typed after paying order `orderId` by hand to the shop's Paybill or Till (decision 020), for
 * staff to confirm or reject; the order awaits payment meanwhile. A second code replaces one not
 * yet reviewed.
 * @throws PaymentError 404 for an unknown order, 409 as lockPayableOrder (paid, cancelled) or
 *   when the code paid another order.
 */
export async function submitPaymentCode(
  db: Db,
  orderId: string,
  code: string,
  now: Date = new Date(),
): Promise<void> {
  if (await hasPaid(db, code)) throw new PaymentError(paymentTexts.codeUsed, 409);
  await db.transaction(async (tx) => {
    const total = await lockPayableOrder(tx, orderId);
    const [replaced] = await tx
      .update(paymentAttempt)
      .set({ receiptNumber: code, updatedAt: now })
      .where(awaitingAttemptOf(orderId, "mpesa_manual"))
      .returning({ id: paymentAttempt.id });
    if (!replaced) {
      await tx.insert(paymentAttempt).values({
        orderId,
        method: "mpesa_manual",
        amount: total,
        receiptNumber: code,
        createdAt: now,
        updatedAt: now,
      });
    }
    await setPaymentStatus(tx, orderId, "awaiting_payment", now, "mpesa_manual");
  });
}

/**
 * Staff's answer to a typed M-PESA code: 'confirm' marks the attempt and its order
 * paid; 'reject' marks the attempt failed and tells the shopper the code did not match.
 * @throws PaymentError 404 when `attemptId` is not a code awaiting review, 409 when the code
 *   already paid another order.
 */
export async function reviewPaymentCode(
  db: Db,
  attemptId: number,
  decision: "confirm" | "reject",
  now: Date = new Date(),
): Promise<void> {
  const [attempt] = await db
    .select({ receiptNumber: paymentAttempt.receiptNumber })
    .from(paymentAttempt)
    .where(
      and(
        eq(paymentAttempt.id, attemptId),
        eq(paymentAttempt.method, "mpesa_manual"),
        eq(paymentAttempt.status, "awaiting"),
      ),
    );
  if (!attempt?.receiptNumber)
    throw new PaymentError("This M-PESA code was already reviewed.", 404);
  if (decision === "confirm" && (await hasPaid(db, attempt.receiptNumber))) {
    throw new PaymentError(paymentTexts.codeUsed, 409);
  }
  const isSettled = await settleAttempt(
    db,
    attemptId,
    decision === "confirm"
      ? { status: "paid", receiptNumber: attempt.receiptNumber }
      : { status: "failed", resultCode: null, resultDescription: paymentTexts.codeRejected },
    now,
  );
  if (!isSettled) throw new PaymentError("This M-PESA code was already reviewed.", 404);
}

/**
 * Marks a paid order 'refunded' after staff refunded it by hand; its attempts stay
 * as they were.
 * @throws PaymentError 404 for an unknown order, 409 unless it is paid.
 */
export async function markPaymentRefunded(
  db: Db,
  orderId: string,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ paymentStatus: order.paymentStatus })
      .from(order)
      .where(eq(order.id, orderId))
      .for("update");
    if (!row) throw new PaymentError("Order not found", 404);
    if (row.paymentStatus !== "paid") {
      throw new PaymentError("Only a paid order can be marked refunded.", 409);
    }
    await setPaymentStatus(tx, orderId, "refunded", now);
  });
}
