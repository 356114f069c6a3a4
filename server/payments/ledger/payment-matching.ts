import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { formatPrice } from "#contracts/money.ts";
import { paymentTexts } from "#contracts/payment-messages.ts";
import type { PaymentIssue, PaymentStatus } from "#contracts/payment.ts";
import type { Db, DbTransaction } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { payment, paymentAttempt } from "#server/db/payment-schema.ts";
import { addPaymentEvent, issueAgainstBalance, rebalanceOrder } from "./order-balance";
import { Refusal } from "#server/http/refusal.ts";

// Decision 020: a payment moved between orders or refunded by staff, or found by its receipt;
// the order's balance and timeline follow through order-balance.ts.

/**
 * Counts payment `paymentId` for order `orderId` (decision 020). `review` 'staff' is staff's
 * answer to a payment waiting for them: they accept it as it is, so its issue is cleared;
 * 'receipt' is a receipt typed for the order (a shopper's code, a payment at the door) found
 * among the unmatched: its amount is held against the order's balance as any payment's is. The
 * order it left, if any, and the one it joins are rebalanced; the timelines say who did it.
 * @returns the order's payment status now; null when the payment is unknown or refunded, or
 *   (for 'receipt') counted for another order, or the order is unknown or cancelled.
 */
export async function attachPayment(
  tx: DbTransaction,
  {
    paymentId,
    orderId,
    actor,
    review,
    idempotencyKey,
  }: {
    paymentId: number;
    orderId: string;
    actor: string;
    review: "staff" | "receipt";
    /** Staff's door-payment form's key, kept with the payment it attached. */
    idempotencyKey?: string;
  },
  now: Date,
): Promise<PaymentStatus | null> {
  const [before] = await tx
    .select({ orderId: payment.orderId, amount: payment.amount, receipt: payment.receiptNumber })
    .from(payment)
    .where(and(eq(payment.id, paymentId), isNull(payment.refundedAt)))
    .for("update");
  if (!before) return null;
  let issue: PaymentIssue | null = null;
  if (review === "receipt") {
    // A typed receipt claims unmatched money only: one counted meanwhile stays where it is.
    if (before.orderId !== null && before.orderId !== orderId) return null;
    const [row] = await tx
      .select({ status: order.status, total: order.total, amountPaid: order.amountPaid })
      .from(order)
      .where(eq(order.id, orderId))
      .for("update");
    if (!row || row.status === "cancelled") return null;
    issue = issueAgainstBalance(before.amount, row.total - row.amountPaid);
  }
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
  await tx
    .update(payment)
    .set({
      orderId,
      issue,
      ...(review === "staff" ? { recordedBy: actor } : {}),
      ...(idempotencyKey ? { idempotencyKey } : {}),
    })
    .where(eq(payment.id, paymentId));
  const paymentStatus = await rebalanceOrder(tx, orderId, now);
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
  return paymentStatus;
}

/**
 * A recorded payment found by its receipt: its id, order (null = unmatched), what waits for
 * staff about it, and whether refunded.
 */
export interface PaymentByReceipt {
  paymentId: number;
  orderId: string | null;
  issue: PaymentIssue | null;
  isRefunded: boolean;
}

/**
 * The payment recorded with M-PESA receipt `receiptNumber`, if any; with `forUpdate` its row is
 * locked until the transaction ends, so two staff typing one receipt cannot both attach it.
 */
export async function paymentByReceipt(
  tx: DbTransaction | Db,
  receiptNumber: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<PaymentByReceipt | undefined> {
  const query = tx
    .select({
      paymentId: payment.id,
      orderId: payment.orderId,
      issue: payment.issue,
      refundedAt: payment.refundedAt,
    })
    .from(payment)
    .where(eq(payment.receiptNumber, receiptNumber));
  const [row] = await (forUpdate ? query.for("update") : query);
  return (
    row && {
      paymentId: row.paymentId,
      orderId: row.orderId,
      issue: row.issue,
      isRefunded: !!row.refundedAt,
    }
  );
}

/**
 * Refuses a receipt typed for order `orderId` (a shopper's code, a payment at the door) that is
 * already counted: for this order, or for another (or refunded). One found unmatched passes.
 * @throws Refusal 409 with paymentTexts.codeCountedHere or paymentTexts.codeUsed.
 */
export function refuseCountedReceipt(known: PaymentByReceipt | undefined, orderId: string): void {
  if (!known || (known.orderId === null && !known.isRefunded)) return;
  const isHere = known.orderId === orderId && !known.isRefunded;
  throw new Refusal(isHere ? paymentTexts.codeCountedHere : paymentTexts.codeUsed, 409);
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

/**
 * Gives M-PESA's receipt `receiptNumber` to the prompt payment that was recorded without one (a
 * re-query confirmed the prompt before its callback brought the receipt): the payment with
 * `attemptId`, or else a receipt-less prompt payment of `orderId` of the same `amount` (Daraja
 * told of the same money by Paybill confirmation). The attempt gets the receipt too, so the
 * receipt is counted once however it comes next. Inside the caller's transaction.
 * @returns whether a payment took the receipt; false when none matches or the receipt is
 *   already recorded.
 */
export async function addPromptReceipt(
  tx: DbTransaction,
  match: { receiptNumber: string; amount: number } & ({ attemptId: number } | { orderId: string }),
): Promise<boolean> {
  if (await paymentByReceipt(tx, match.receiptNumber)) return false;
  const [receiptless] = await tx
    .select({ id: payment.id, attemptId: payment.attemptId })
    .from(payment)
    .where(
      and(
        "attemptId" in match
          ? eq(payment.attemptId, match.attemptId)
          : and(eq(payment.orderId, match.orderId), eq(payment.source, "prompt")),
        eq(payment.amount, match.amount),
        isNull(payment.receiptNumber),
        isNull(payment.refundedAt),
      ),
    )
    .orderBy(desc(payment.id))
    .limit(1)
    .for("update");
  if (!receiptless) return false;
  await tx
    .update(payment)
    .set({ receiptNumber: match.receiptNumber })
    .where(eq(payment.id, receiptless.id));
  if (receiptless.attemptId !== null) {
    await tx
      .update(paymentAttempt)
      .set({ receiptNumber: match.receiptNumber })
      .where(
        and(eq(paymentAttempt.id, receiptless.attemptId), isNull(paymentAttempt.receiptNumber)),
      );
  }
  return true;
}

/**
 * Corrects the payment recorded with `receiptNumber` from an amount people typed (a code staff
 * confirmed, which takes the balance; a payment at the door) to `amount`, the whole KSh M-PESA
 * reports for that receipt: M-PESA's word on its own money wins. Its order's balance, payment
 * status and timeline follow, and a short or over payment waits for staff. Inside the caller's
 * transaction.
 * @returns the corrected payment's order (null: unmatched), or undefined when nothing changed
 *   (no such payment, refunded, reported by M-PESA itself, or the same amount).
 */
export async function correctTypedAmount(
  tx: DbTransaction,
  { receiptNumber, amount }: { receiptNumber: string; amount: number },
  now: Date,
): Promise<string | null | undefined> {
  const [typed] = await tx
    .select({ id: payment.id, orderId: payment.orderId, amount: payment.amount })
    .from(payment)
    .where(
      and(
        eq(payment.receiptNumber, receiptNumber),
        isNull(payment.refundedAt),
        inArray(payment.source, ["code", "door"]),
      ),
    )
    .for("update");
  if (!typed || typed.amount === amount) return undefined;
  const [row] = typed.orderId
    ? await tx
        .select({ total: order.total, amountPaid: order.amountPaid })
        .from(order)
        .where(eq(order.id, typed.orderId))
        .for("update")
    : [];
  // Held against the balance the order had before this payment, as any payment is.
  const issue = row && issueAgainstBalance(amount, row.total - (row.amountPaid - typed.amount));
  await tx
    .update(payment)
    .set({ amount, ...(issue !== undefined ? { issue } : {}) })
    .where(eq(payment.id, typed.id));
  if (!typed.orderId) return null;
  await rebalanceOrder(tx, typed.orderId, now);
  await addPaymentEvent(
    tx,
    {
      orderId: typed.orderId,
      actor: "M-PESA",
      message: `M-PESA reported ${formatPrice(amount)} for this receipt, recorded as ${formatPrice(typed.amount)}: corrected`,
      receiptNumber,
      amount,
    },
    now,
  );
  return typed.orderId;
}
