import { eq } from "drizzle-orm";
import { paymentDayTexts } from "#contracts/admin-payments.ts";
import { formatPrice } from "#contracts/money.ts";
import { recordActivity, type ActivityActor } from "#server/activity/record-activity.ts";
import type { Db, DbTransaction } from "#server/db/client.ts";
import { payment } from "#server/db/payment-schema.ts";
import { attachPayment, refundPayment } from "#server/payments/ledger/payment-matching.ts";
import { Refusal } from "#server/http/refusal.ts";
import { lockOrdersOfPayment } from "#server/payments/ledger/order-locks.ts";
import { findOrderByNumber } from "./reconciliation-queries";

/**
 * Locks payment `paymentId` and checks that it still waits for staff: not refunded, and
 * naming no order or carrying an issue.
 * @returns the payment as it waits: the order it names (if any), its issue, amount (KSh), receipt.
 * @throws Refusal 404 unknown, 409 refunded or already counted for an order as it is.
 */
async function lockPaymentToReview(tx: DbTransaction, paymentId: number) {
  const [row] = await tx
    .select({
      orderId: payment.orderId,
      issue: payment.issue,
      refundedAt: payment.refundedAt,
      amount: payment.amount,
      receiptNumber: payment.receiptNumber,
    })
    .from(payment)
    .where(eq(payment.id, paymentId))
    .for("update");
  if (!row) throw new Refusal(paymentDayTexts.unknownPayment, 404);
  if (row.refundedAt) throw new Refusal(paymentDayTexts.alreadyRefunded, 409);
  if (row.orderId && !row.issue) throw new Refusal(paymentDayTexts.alreadyMatched, 409);
  return row;
}

/**
 * Staff member `actor` counts a payment waiting for them (unmatched, or short, over or not
 * confirmed) for the order numbered `orderNumber` — a full id or its 12-digit M-PESA account
 * number (decision 056). The order then reads paid or part-paid; both orders' timelines say who,
 * and the activity trail has a 'payment.attached' entry for the order with the order the payment
 * named before and its amount (decision 074), in the same transaction.
 * The orders are locked before the payment (decision 049).
 * @returns the order's id.
 * @throws Refusal 404 for an unknown order or payment, 409 when the number names several
 *   orders or the payment no longer waits (refunded, or counted meanwhile).
 */
export async function attachPaymentByOrderNumber(
  db: Db,
  {
    paymentId,
    orderNumber,
    actor,
  }: { paymentId: number; orderNumber: string; actor: ActivityActor },
  now: Date = new Date(),
): Promise<string> {
  const orderId = await findOrderByNumber(db, orderNumber);
  if (orderId === "ambiguous") throw new Refusal(paymentDayTexts.ambiguousReference, 409);
  if (!orderId) throw new Refusal(paymentDayTexts.noOrder, 404);
  await db.transaction(async (tx) => {
    await lockOrdersOfPayment(tx, paymentId, orderId);
    const waiting = await lockPaymentToReview(tx, paymentId);
    await attachPayment(tx, { paymentId, orderId, actor: actor.name, review: "staff" }, now);
    const moved =
      waiting.orderId && waiting.orderId !== orderId ? ` (moved from ${waiting.orderId})` : "";
    const receipt = waiting.receiptNumber ?? `#${paymentId}`;
    await recordActivity(
      tx,
      {
        actor,
        kind: "payment.attached",
        subjectType: "order",
        subjectId: orderId,
        summary: `${orderId}: ${formatPrice(waiting.amount)} payment ${receipt} attached${moved}`,
        before: { orderId: waiting.orderId, issue: waiting.issue },
        after: { orderId, paymentId, amount: waiting.amount },
      },
      now,
    );
  });
  return orderId;
}

/**
 * Staff member `actor` marks a payment waiting for them refunded, with `note` saying why (the
 * money was sent back by hand); it is no longer counted (decision 056).
 * @throws Refusal 404 for an unknown payment, 409 when it no longer waits.
 */
export async function refundPaymentToReview(
  db: Db,
  { paymentId, note, actor }: { paymentId: number; note: string; actor: string },
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrdersOfPayment(tx, paymentId);
    await lockPaymentToReview(tx, paymentId);
    await refundPayment(tx, { paymentId, actor, note }, now);
  });
}
