import { and, asc, eq, inArray, lt, notInArray } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { notifyOrderChange, type OrderChange } from "#server/live/order-changes.ts";
import { returnOrderStock } from "./order-stock";

/** How long WhatsApp orders wait for their chat, and the moment to judge them at. */
export interface WhatsappHoldOptions {
  /** Whole hours a WhatsApp order may stay 'pending' (WHATSAPP_HOLD_HOURS, default 24). */
  holdHours: number;
  now?: Date;
}

/**
 * Cancels the WhatsApp orders still waiting for their chat (decision 013, DESIGN §6): those with
 * status 'pending' placed more than `holdHours` before `now` and not paid or part-paid (money
 * received is never cancelled by a job, decision 020). Staff confirm an order by giving
 * it any other status; this never touches it then, nor website orders. In one transaction it
 * sets status 'cancelled' and updated_at, returns the orders' tracked stock through the
 * catalogue, records that they no longer hold it (decision 017: holds_stock, stock_moved_at, as a
 * cancel by staff does) and announces each change to live lists at commit.
 *
 * Exactly once: the orders are locked in id order with SKIP LOCKED, and the status is changed
 * only where it is still 'pending', so a second run at the same moment (another process) or an
 * admin's status change in flight leaves the order to whoever holds it; stock is returned only
 * for the rows this transaction changed. Orders are locked before products, as no other writer
 * locks them the other way round, so it cannot deadlock.
 * @returns the changes made, one per cancelled order (empty when none was due).
 */
export async function cancelUnconfirmedWhatsappOrders(
  db: Db,
  { holdHours, now = new Date() }: WhatsappHoldOptions,
): Promise<OrderChange[]> {
  const cutoff = new Date(now.getTime() - holdHours * 3_600_000);
  const isAwaitingChat = and(
    eq(order.status, "pending"),
    eq(order.orderMethod, "whatsapp"),
    eq(order.holdsStock, true),
    lt(order.createdAt, cutoff),
    // Decision 020: money received is never cancelled by a job; staff settle such an order.
    notInArray(order.paymentStatus, ["paid", "part_paid"]),
  );
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: order.id })
      .from(order)
      .where(isAwaitingChat)
      .orderBy(asc(order.id))
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const changes = await tx
      .update(order)
      .set({ status: "cancelled", holdsStock: false, stockMovedAt: now, updatedAt: now })
      .where(
        and(
          inArray(
            order.id,
            due.map((row) => row.id),
          ),
          isAwaitingChat,
        ),
      )
      .returning({ orderId: order.id, userId: order.userId, status: order.status });
    if (changes.length === 0) return [];
    await returnOrderStock(
      tx,
      changes.map((change) => change.orderId),
      now,
    );
    for (const change of changes) await notifyOrderChange(tx, change);
    return changes;
  });
}
