import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import type { OrderStatus } from "#contracts/order-status.ts";
import { order } from "../db/order-schema";
import { notifyOrderChange, type OrderChange } from "../live/order-changes";

/**
 * Sets the status of the orders `orderIds` (any status to any other: SPEC §4 enforces no order)
 * and stamps updated_at, in one transaction that also announces each change to every server
 * process, so My Orders and the admin list update live. The customer's copy is the same row
 * (DESIGN §5), so there is no mirror to update. Unknown ids are skipped.
 * @returns the changes made, one per order found.
 */
export async function setOrderStatus(
  db: Db,
  orderIds: readonly string[],
  status: OrderStatus,
  now: Date = new Date(),
): Promise<OrderChange[]> {
  if (orderIds.length === 0) return [];
  return db.transaction(async (tx) => {
    const changes = await tx
      .update(order)
      .set({ status, updatedAt: now })
      .where(inArray(order.id, [...orderIds]))
      .returning({ orderId: order.id, userId: order.userId, status: order.status });
    for (const change of changes) await notifyOrderChange(tx, change);
    return changes;
  });
}
