import { eq, sql } from "drizzle-orm";
import { formatPrice } from "#contracts/money.ts";
import type { PaymentStatus } from "#contracts/payment.ts";
import {
  refundTexts,
  refundWayLabels,
  returnConditionLabels,
  type RefundInput,
  type ReturnLine,
  type ReturnRefundForm,
} from "#contracts/returns-refunds.ts";
import type { ActivityActor } from "#server/activity/record-activity.ts";
import { returnStock } from "#server/catalog/stock.ts";
import type { Db, DbTransaction } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { orderRefund, orderReturn } from "#server/db/return-schema.ts";
import { Refusal } from "#server/http/refusal.ts";
import { addPaymentEvent, rebalanceOrder } from "#server/payments/ledger/order-balance.ts";
import { recordReturnActivity } from "./return-activity";
import { notifyRefund } from "./refund-notice";
import { readReturnableItems, type ReturnableItem } from "./returnable-lines";

/** What recording did: the order's payment status now, and whether the form was sent before. */
export interface ReturnRefundOutcome {
  paymentStatus: PaymentStatus;
  isReplay: boolean;
}

/** The order as a return and refund read it, under its lock. Money whole KSh. */
interface LockedOrder {
  status: string;
  paymentStatus: PaymentStatus;
  amountPaid: number;
  amountRefunded: number;
  phone: string | null;
}

async function lockOrder(tx: DbTransaction, orderId: string): Promise<LockedOrder> {
  const [row] = await tx
    .select({
      status: order.status,
      paymentStatus: order.paymentStatus,
      amountPaid: order.amountPaid,
      amountRefunded: order.amountRefunded,
      phone: order.phone,
    })
    .from(order)
    .where(eq(order.id, orderId))
    .for("update");
  if (!row) throw new Refusal(refundTexts.order, 404);
  return row;
}

/**
 * Whether the form's key recorded a return or refund already: for this order, the outcome to
 * answer again; for another order, a refusal (the form is not this order's).
 */
async function replayOf(tx: DbTransaction, form: ReturnRefundForm, locked: LockedOrder) {
  const key = form.idempotencyKey;
  const [used] = await tx
    .select({ orderId: orderRefund.orderId })
    .from(orderRefund)
    .where(eq(orderRefund.idempotencyKey, key))
    .unionAll(
      tx
        .select({ orderId: orderReturn.orderId })
        .from(orderReturn)
        .where(eq(orderReturn.idempotencyKey, key)),
    )
    .limit(1);
  if (!used) return undefined;
  if (used.orderId !== form.orderId) throw new Refusal(refundTexts.form, 409);
  return { paymentStatus: locked.paymentStatus, isReplay: true };
}

/** The form's lines checked against what each order line sold and has returned (same line summed). */
function checkedLines(lines: readonly ReturnLine[], items: readonly ReturnableItem[]) {
  const asked = new Map<number, number>();
  for (const line of lines) asked.set(line.itemId, (asked.get(line.itemId) ?? 0) + line.quantity);
  for (const [itemId, quantity] of asked) {
    const item = items.find((candidate) => candidate.itemId === itemId);
    if (!item) throw new Refusal(refundTexts.form, 400);
    const most = item.sold - item.returned;
    if (quantity > most) throw new Refusal(refundTexts.overReturn(item.label, most), 409);
  }
  return lines.map((line) => ({ ...line, item: items.find((i) => i.itemId === line.itemId)! }));
}

/** The timeline's words for units coming back: '1 × Amber Veil — 50ml (back to stock)'. */
const returnedText = (lines: ReturnType<typeof checkedLines>) =>
  lines
    .map(
      (l) =>
        `${l.quantity} × ${l.item.label} (${returnConditionLabels[l.condition].toLowerCase()})`,
    )
    .join(", ");

/** The timeline's words for money going back: 'Refunded KSh 2,000 by M-PESA reversal'. */
const refundedText = (refund: RefundInput) =>
  `Refunded ${formatPrice(refund.amount)} by ${refundWayLabels[refund.way]}${refund.note ? `: ${refund.note}` : ""}`;

/**
 * Records a return and/or a refund on order `form.orderId` (docs/decisions/076-returns-refunds.md)
 * in one transaction holding the order's row: the returned units (back to stock as a 'returned'
 * movement, or damaged), the refund, the order's refunded amount and payment status
 * (part-refunded, refunded), its timeline and the activity trail; a refund queues the
 * customer's SMS (to a Kenyan phone, with `shopPhone` in it) and e-mail. A form sent again with
 * its idempotency key records nothing and answers as before (decision 049).
 * @throws Refusal 404 for an unknown order; 409 for a cancelled order, a return on an order not
 *   delivered, more units than were sold and not yet returned, a refund over what was received
 *   and not yet refunded, or a key another order used; 400 for a line not of the order.
 */
export async function recordReturnAndRefund(
  db: Db,
  form: ReturnRefundForm,
  { actor, shopPhone }: { actor: ActivityActor; shopPhone: string },
  now: Date = new Date(),
): Promise<ReturnRefundOutcome> {
  const { orderId, refund } = form;
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    const replay = await replayOf(tx, form, locked);
    if (replay) return replay;
    if (locked.status === "cancelled") throw new Refusal(refundTexts.cancelled, 409);
    if (form.lines.length > 0 && locked.status !== "delivered") {
      throw new Refusal(refundTexts.notDelivered, 409);
    }
    const refundable = locked.amountPaid - locked.amountRefunded;
    if (refund && refund.amount > refundable) {
      throw new Refusal(refundTexts.overRefund(Math.max(refundable, 0)), 409);
    }
    const lines = checkedLines(form.lines, await readReturnableItems(tx, orderId));
    const staff = { staffId: actor.userId, staffName: actor.name, createdAt: now };
    if (lines.length > 0) {
      await tx.insert(orderReturn).values(
        lines.map((line) => ({
          orderId,
          orderItemId: line.itemId,
          quantity: line.quantity,
          condition: line.condition,
          idempotencyKey: form.idempotencyKey,
          ...staff,
        })),
      );
      const restocked = lines.filter((line) => line.condition === "restocked");
      await returnStock(
        tx,
        restocked.map(({ item, quantity }) => ({
          productId: item.productId,
          sizeId: item.sizeId,
          quantity,
        })),
        { reason: "returned", actor, reference: orderId },
        now,
      );
      await addPaymentEvent(
        tx,
        { orderId, actor: actor.name, message: `Returned ${returnedText(lines)}` },
        now,
      );
    }
    let refundId: number | null = null;
    if (refund) {
      const [inserted] = await tx
        .insert(orderRefund)
        .values({ orderId, ...refund, idempotencyKey: form.idempotencyKey, ...staff })
        .returning({ id: orderRefund.id });
      refundId = inserted!.id;
      await tx
        .update(order)
        .set({ amountRefunded: sql`${order.amountRefunded} + ${refund.amount}` })
        .where(eq(order.id, orderId));
      await addPaymentEvent(
        tx,
        {
          orderId,
          actor: actor.name,
          message: refundedText(refund),
          receiptNumber: refund.reference,
          amount: refund.amount,
        },
        now,
      );
    }
    const paymentStatus = (await rebalanceOrder(tx, orderId, now)) ?? locked.paymentStatus;
    await recordReturnActivity(
      tx,
      {
        orderId,
        actor,
        before: locked,
        paymentStatus,
        returned: lines.length > 0 ? returnedText(lines) : null,
        refund,
      },
      now,
    );
    if (refund && refundId !== null) {
      await notifyRefund(tx, { orderId, refundId, phone: locked.phone, refund, shopPhone });
    }
    return { paymentStatus, isReplay: false };
  });
}
