import { desc, eq, inArray, sql } from "drizzle-orm";
import {
  livePaymentAttemptStatuses,
  type PaymentIssue,
  type PaymentMethod,
  type PaymentStatus,
  type ReceivedPaymentMethod,
  type ReceivedPaymentSource,
} from "#contracts/payment.ts";
import type { DbTransaction } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { payment, paymentAttempt, paymentEvent } from "#server/db/payment-schema.ts";
import { notifyOrderChange } from "#server/live/order-changes.ts";
import { nextUpdatedAt } from "#server/live/order-versions.ts";
import { queueOrderUpdate } from "#server/order-updates/order-update-queue.ts";

/** Money received, as recordPayment takes it. Amount whole KSh. */
export interface ReceivedPayment {
  method: ReceivedPaymentMethod;
  source: ReceivedPaymentSource;
  amount: number;
  /** M-PESA's receipt (upper case); a receipt already recorded is not recorded again. */
  receiptNumber?: string | null;
  phone?: string | null;
  payerName?: string | null;
  accountReference?: string | null;
  /** The order it pays; null = unmatched (issue 'no_order' unless `issue` says otherwise). */
  orderId: string | null;
  /** Becomes the order's payment method when the payment is counted for it. */
  paymentMethod?: PaymentMethod;
  attemptId?: number | null;
  /** An issue known beforehand (e.g. 'not_confirmed'); otherwise it follows from the balance. */
  issue?: PaymentIssue | null;
  takenBy?: string | null;
  recordedBy?: string | null;
  note?: string | null;
  /** Staff's form's idempotency key (a payment at the door): unique among payments. */
  idempotencyKey?: string | null;
  receivedAt: Date;
}

/**
 * A payment recorded: its row id, the order it is counted for (null = unmatched: none was named,
 * or the one named is cancelled) and that order's payment status now, and what waits for staff
 * about it (null = nothing).
 */
export interface RecordedPayment {
  paymentId: number;
  orderId: string | null;
  paymentStatus: PaymentStatus | null;
  issue: PaymentIssue | null;
}

/** One line of an order's payment timeline (decision 020). */
export interface PaymentEventInput {
  orderId: string;
  /** A staff member's name, 'M-PESA', 'Shopper' or 'Shop'. */
  actor: string;
  message: string;
  receiptNumber?: string | null;
  /** Whole KSh. */
  amount?: number | null;
}

/** Adds a line to order `orderId`'s payment timeline, inside the change's transaction. */
export async function addPaymentEvent(
  tx: DbTransaction,
  event: PaymentEventInput,
  now: Date,
): Promise<void> {
  await tx.insert(paymentEvent).values({
    orderId: event.orderId,
    actor: event.actor,
    message: event.message,
    receiptNumber: event.receiptNumber ?? null,
    amount: event.amount ?? null,
    createdAt: now,
  });
}

/**
 * What a payment of `amount` is to an order whose balance is `due` (whole KSh): equal is clean,
 * less 'short', more 'over' (decision 020).
 */
export function issueAgainstBalance(amount: number, due: number): PaymentIssue | null {
  if (amount < due) return "short";
  if (amount > due) return "over";
  return null;
}

/**
 * Records money received (decision 020) inside `tx`: the payment row, and, when it names an
 * order, the order's new balance and payment status (rebalanceOrder). A payment for an order is
 * counted for it whatever its amount; short or over it also waits for staff (`issue`). Money for
 * a cancelled order (read under the order's lock, so a cancellation in flight is seen) is
 * recorded unmatched ('no_order') with a note, for staff to refund or move. A receipt already
 * recorded changes nothing: M-PESA may tell the shop of one payment twice, or by two ways
 * (callback and confirmation).
 * @returns the payment recorded, or null when its receipt was recorded before.
 */
export async function recordPayment(
  tx: DbTransaction,
  received: ReceivedPayment,
  now: Date,
): Promise<RecordedPayment | null> {
  let orderId = received.orderId;
  let note = received.note ?? null;
  let issue: PaymentIssue | null = received.issue ?? (orderId ? null : "no_order");
  if (orderId) {
    const [row] = await tx
      .select({ status: order.status, total: order.total, amountPaid: order.amountPaid })
      .from(order)
      .where(eq(order.id, orderId))
      .for("update");
    if (row?.status === "cancelled") {
      note ??= `Paid to ${orderId}, which is cancelled`;
      orderId = null;
      issue = "no_order";
    } else if (row && !received.issue) {
      issue = issueAgainstBalance(received.amount, row.total - row.amountPaid);
    }
  }
  const [inserted] = await tx
    .insert(payment)
    .values({
      method: received.method,
      source: received.source,
      receiptNumber: received.receiptNumber ?? null,
      amount: received.amount,
      phone: received.phone ?? null,
      payerName: received.payerName ?? null,
      accountReference: received.accountReference ?? null,
      orderId,
      attemptId: received.attemptId ?? null,
      issue,
      takenBy: received.takenBy ?? null,
      recordedBy: received.recordedBy ?? null,
      note,
      idempotencyKey: received.idempotencyKey ?? null,
      receivedAt: received.receivedAt,
      createdAt: now,
    })
    .onConflictDoNothing({
      target: payment.receiptNumber,
      where: sql`${payment.receiptNumber} is not null`,
    })
    .returning({ id: payment.id });
  if (!inserted) return null;
  const paymentStatus = orderId
    ? await rebalanceOrder(tx, orderId, now, received.paymentMethod)
    : null;
  return { paymentId: inserted.id, orderId, paymentStatus, issue };
}

/**
 * Counts order `orderId`'s payments (those not refunded) and sets its `amount_paid` and payment
 * status (contracts/payment.ts: once refunds gave money back, refunded or part-refunded; else
 * paid at or above the total, part-paid below it; else awaiting, failed, refunded or unpaid from
 * its attempts and refunds), moves its version and announces it
 * live at commit; an order just paid in full queues its customer's SMS. The one place an order's
 * payment status is decided. `paymentMethod`, given, becomes the order's payment method.
 * @returns the order's payment status now, or null for an unknown order.
 */
export async function rebalanceOrder(
  tx: DbTransaction,
  orderId: string,
  now: Date,
  paymentMethod?: PaymentMethod,
): Promise<PaymentStatus | null> {
  const [row] = await tx
    .select({
      total: order.total,
      paymentStatus: order.paymentStatus,
      amountRefunded: order.amountRefunded,
    })
    .from(order)
    .where(eq(order.id, orderId))
    .for("update");
  if (!row) return null;
  const [sums] = await tx
    .select({
      counted: sql<number>`coalesce(sum(${payment.amount}) filter (where ${payment.refundedAt} is null), 0)::int`,
      refunds: sql<number>`count(*) filter (where ${payment.refundedAt} is not null)::int`,
    })
    .from(payment)
    .where(eq(payment.orderId, orderId));
  const amountPaid = Number(sums?.counted ?? 0);
  const paymentStatus =
    row.amountRefunded > 0
      ? refundStatusOf(row.amountRefunded, amountPaid)
      : await statusOf(tx, orderId, row.total, amountPaid, sums?.refunds ?? 0);
  const [changed] = await tx
    .update(order)
    .set({
      amountPaid,
      paymentStatus,
      ...(paymentMethod ? { paymentMethod } : {}),
      updatedAt: nextUpdatedAt(now),
    })
    .where(eq(order.id, orderId))
    .returning({ orderId: order.id, userId: order.userId, status: order.status });
  if (changed) await notifyOrderChange(tx, { ...changed, paymentStatus });
  // The customer hears once that it is paid, by SMS and e-mail (decisions 042 and 045).
  if (paymentStatus === "paid" && row.paymentStatus !== "paid") {
    await queueOrderUpdate(tx, orderId, "order_paid");
  }
  return paymentStatus;
}

/**
 * An order some of whose money went back by refunds (docs/decisions/076-returns-refunds.md):
 * refunded once they reach what was received (whole KSh), part-refunded below it.
 */
function refundStatusOf(amountRefunded: number, amountPaid: number): PaymentStatus {
  return amountRefunded >= amountPaid ? "refunded" : "part_refunded";
}

async function statusOf(
  tx: DbTransaction,
  orderId: string,
  total: number,
  amountPaid: number,
  refunds: number,
): Promise<PaymentStatus> {
  if (amountPaid > 0) return amountPaid >= total ? "paid" : "part_paid";
  if (refunds > 0) return "refunded";
  const [latest] = await tx
    .select({ status: paymentAttempt.status })
    .from(paymentAttempt)
    .where(eq(paymentAttempt.orderId, orderId))
    .orderBy(
      // A live attempt decides first: the order may still be paid by it.
      desc(inArray(paymentAttempt.status, [...livePaymentAttemptStatuses])),
      desc(paymentAttempt.createdAt),
      desc(paymentAttempt.id),
    )
    .limit(1);
  if (!latest) return "unpaid";
  if (latest.status === "failed") return "failed";
  return latest.status === "paid" ? "unpaid" : "awaiting_payment";
}
