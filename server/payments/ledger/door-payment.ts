import { eq } from "drizzle-orm";
import { recordActivity } from "#server/activity/record-activity.ts";
import { balanceDue } from "#contracts/payable-order.ts";
import { formatPrice } from "#contracts/money.ts";
import type { PaymentStatus, ReceivedPaymentMethod } from "#contracts/payment.ts";
import { paymentTexts } from "#contracts/payment-messages.ts";
import type { Db } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { addPaymentEvent, recordPayment } from "./order-balance";
import { replayedDoorPayment } from "./door-payment-replay";
import { attachPayment, paymentByReceipt, refuseCountedReceipt } from "./payment-matching";
import { Refusal } from "#server/http/refusal.ts";

/** A payment staff took at the door (or by hand), as recordDoorPayment takes it. */
export interface DoorPayment {
  orderId: string;
  method: ReceivedPaymentMethod;
  /** Whole KSh, 1..10,000,000. */
  amount: number;
  /** M-PESA's receipt, normalised (10 upper-case letters and digits); required for 'mpesa'. */
  receiptNumber?: string | null;
  /** Who took the money: the courier or the staff member, as typed (≤ 100 characters). */
  takenBy: string;
  /** The staff member recording it, for the timeline. */
  staffName: string;
  /** Their user id, for the activity trail (decision 074); none for the shop itself. */
  staffUserId?: string | null;
  /** Staff's form's idempotency key: a form sent twice records one payment (decision 049). */
  idempotencyKey?: string;
}

/** What recording did: the order's payment status now, and whether a known receipt was attached. */
export interface DoorPaymentOutcome {
  paymentStatus: PaymentStatus;
  /** True when the receipt was already among the unmatched payments and was attached instead. */
  isAttached: boolean;
}

/** How the timeline says a payment at the door was made. */
const paidBy: Record<ReceivedPaymentMethod, string> = {
  cash: "in cash",
  mpesa: "by M-PESA",
  card: "by card",
};

/**
 * Records a payment taken at the door or by staff (decision 056), in one transaction holding
 * the order's row: the order then reads paid, or part-paid below its total, live. An M-PESA
 * receipt M-PESA already told the shop of, unmatched, is that payment: it is attached to the
 * order (its own amount counts) rather than counted twice. A form sent again with its
 * idempotency key answers as the first sending did and records nothing (decision 049).
 * @throws Refusal 404 for an unknown order; 409 for a cancelled order, one with nothing
 *   left to pay, a receipt already counted (for another order: paymentTexts.codeUsed), or a key
 *   that recorded another payment (paymentTexts.doorFormUsed).
 */
export async function recordDoorPayment(
  db: Db,
  payment: DoorPayment,
  now: Date = new Date(),
): Promise<DoorPaymentOutcome> {
  const { orderId, method, amount, takenBy, staffName, staffUserId, idempotencyKey } = payment;
  const receiptNumber = method === "mpesa" ? (payment.receiptNumber ?? null) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: order.status,
        total: order.total,
        amountPaid: order.amountPaid,
        paymentStatus: order.paymentStatus,
      })
      .from(order)
      .where(eq(order.id, orderId))
      .for("update");
    if (!row) throw new Refusal("Order not found", 404);
    const request = { orderId, method, amount, receiptNumber };
    const replay =
      idempotencyKey && (await replayedDoorPayment(tx, idempotencyKey, request, row.paymentStatus));
    if (replay) return replay;
    if (row.status === "cancelled") throw new Refusal(paymentTexts.doorOrderCancelled, 409);
    if (balanceDue(row) <= 0) throw new Refusal(paymentTexts.doorNothingDue, 409);
    const known = receiptNumber
      ? await paymentByReceipt(tx, receiptNumber, { forUpdate: true })
      : undefined;
    refuseCountedReceipt(known, orderId);
    await recordActivity(
      tx,
      {
        actor: { userId: staffUserId ?? null, name: staffName },
        kind: "order.payment_recorded",
        subjectType: "order",
        subjectId: orderId,
        summary: `${orderId}: ${formatPrice(amount)} paid ${paidBy[method]}, taken by ${takenBy}`,
        before: { amountPaid: row.amountPaid, paymentStatus: row.paymentStatus },
        after: { payment: { method, amount, receiptNumber } },
      },
      now,
    );
    if (known) {
      const paymentStatus = await attachPayment(
        tx,
        {
          paymentId: known.paymentId,
          orderId,
          actor: staffName,
          review: "receipt",
          idempotencyKey,
        },
        now,
      );
      if (!paymentStatus) throw new Refusal(paymentTexts.codeUsed, 409);
      return { paymentStatus, isAttached: true };
    }
    const recorded = await recordPayment(
      tx,
      {
        method,
        source: "door",
        amount,
        receiptNumber,
        orderId,
        paymentMethod: "cash_on_delivery",
        takenBy,
        recordedBy: staffName,
        idempotencyKey,
        receivedAt: now,
      },
      now,
    );
    // Another request recorded the same receipt since it was looked up.
    if (!recorded?.paymentStatus) throw new Refusal(paymentTexts.codeUsed, 409);
    const { paymentStatus } = recorded;
    await addPaymentEvent(
      tx,
      {
        orderId,
        actor: staffName,
        message: `Paid ${formatPrice(amount)} ${paidBy[method]} at the door, taken by ${takenBy}`,
        receiptNumber,
        amount,
      },
      now,
    );
    return { paymentStatus, isAttached: false };
  });
}
