import { and, desc, eq, isNull } from "drizzle-orm";
import type { PaymentIssue } from "#contracts/payment.ts";
import type { Db, DbTransaction } from "../db/client";
import { order } from "../db/order-schema";
import { payment } from "../db/payment-schema";
import { addPaymentEvent, issueAgainstBalance, rebalanceOrder } from "./order-balance";

// Decision 020: a payment moved between orders or refunded by staff, or found by its receipt;
// the order's balance and timeline follow through order-balance.ts.

/**
 * Counts payment `paymentId` for order `orderId` (decision 020). `review` 'staff' is staff's
 * answer to a payment waiting for them: they accept it as it is, so its issue is cleared;
 * 'receipt' is a receipt typed for the order (a shopper's code, a payment at the door) found
 * among the unmatched: its amount is held against the order's balance as any payment's is. The
 * order it left, if any, and the one it joins are rebalanced; the timelines say who did it.
 * @returns false when the payment is unknown or refunded.
 */
export async function attachPayment(
  tx: DbTransaction,
  {
    paymentId,
    orderId,
    actor,
    review,
  }: { paymentId: number; orderId: string; actor: string; review: "staff" | "receipt" },
  now: Date,
): Promise<boolean> {
  const [before] = await tx
    .select({ orderId: payment.orderId, amount: payment.amount, receipt: payment.receiptNumber })
    .from(payment)
    .where(and(eq(payment.id, paymentId), isNull(payment.refundedAt)))
    .for("update");
  if (!before) return false;
  if (before.orderId && before.orderId !== orderId) {
    await tx.update(payment).set({ orderId: null }).where(eq(payment.id, paymentId));
    await rebalanceOrder(tx, before.orderId, now);
    await addPaymentEvent(
      tx,
      {
        orderId: before.orderId,
        actor,
        message: "Payment moved to another order",
        receiptNumber: before.receipt,
        amount: before.amount,
      },
      now,
    );
  }
  let issue: PaymentIssue | null = null;
  if (review === "receipt") {
    const [row] = await tx
      .select({ total: order.total, amountPaid: order.amountPaid })
      .from(order)
      .where(eq(order.id, orderId))
      .for("update");
    if (row) issue = issueAgainstBalance(before.amount, row.total - row.amountPaid);
  }
  await tx
    .update(payment)
    .set({ orderId, issue, ...(review === "staff" ? { recordedBy: actor } : {}) })
    .where(eq(payment.id, paymentId));
  await rebalanceOrder(tx, orderId, now);
  await addPaymentEvent(
    tx,
    {
      orderId,
      actor,
      message: "Payment attached to this order",
      receiptNumber: before.receipt,
      amount: before.amount,
    },
    now,
  );
  return true;
}

/** A recorded payment found by its receipt: its id, order (null = unmatched) and whether refunded. */
export interface PaymentByReceipt {
  paymentId: number;
  orderId: string | null;
  isRefunded: boolean;
}

/** The payment recorded with M-PESA receipt `receiptNumber`, if any. */
export async function paymentByReceipt(
  tx: DbTransaction | Db,
  receiptNumber: string,
): Promise<PaymentByReceipt | undefined> {
  const [row] = await tx
    .select({ paymentId: payment.id, orderId: payment.orderId, refundedAt: payment.refundedAt })
    .from(payment)
    .where(eq(payment.receiptNumber, receiptNumber));
  return row && { paymentId: row.paymentId, orderId: row.orderId, isRefunded: !!row.refundedAt };
}

/**
 * Marks payment `paymentId` refunded (staff gave the money back by hand, or it was never
 * received) with `note`; it is no longer counted, and its order, if any, is rebalanced.
 * @returns false when the payment is unknown or already refunded.
 */
export async function refundPayment(
  tx: DbTransaction,
  { paymentId, actor, note }: { paymentId: number; actor: string; note: string },
  now: Date,
): Promise<boolean> {
  const [refunded] = await tx
    .update(payment)
    .set({ refundedAt: now, note, recordedBy: actor })
    .where(and(eq(payment.id, paymentId), isNull(payment.refundedAt)))
    .returning({
      orderId: payment.orderId,
      amount: payment.amount,
      receipt: payment.receiptNumber,
    });
  if (!refunded) return false;
  if (refunded.orderId) {
    await rebalanceOrder(tx, refunded.orderId, now);
    await addPaymentEvent(
      tx,
      {
        orderId: refunded.orderId,
        actor,
        message: `Payment refunded: ${note}`,
        receiptNumber: refunded.receipt,
        amount: refunded.amount,
      },
      now,
    );
  }
  return true;
}

/** The ids of order `orderId`'s payments still counted (not refunded), newest first. */
export async function countedPaymentIds(tx: DbTransaction, orderId: string): Promise<number[]> {
  const rows = await tx
    .select({ id: payment.id })
    .from(payment)
    .where(and(eq(payment.orderId, orderId), isNull(payment.refundedAt)))
    .orderBy(desc(payment.id));
  return rows.map((row) => row.id);
}
