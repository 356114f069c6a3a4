import { eq } from "drizzle-orm";
import { formatPrice } from "#contracts/money.ts";
import { lineDisplayName } from "#contracts/product-sizes.ts";
import { itemChangeRefusal, staffOrderTexts, type StaffOrderLine } from "#contracts/staff-order.ts";
import { lockProductSizes, takeLockedStock } from "#server/catalog/stock.ts";
import type { Db } from "../db/client";
import { order, orderItem } from "../db/order-schema";
import { notifyOrderChange } from "../live/order-changes";
import { addPaymentEvent, rebalanceOrder } from "../payments/ledger/order-balance";
import { Refusal } from "#server/http/refusal.ts";
import { orderItemRows, priceAndLockLines } from "./order-lines";
import { returnOrderStock } from "./order-stock";
import { orderTotals } from "./order-totals";
import { nextUpdatedAt } from "../live/order-versions";

/** The order whose items changed: its total now, whole KSh. */
export interface ChangedItems {
  orderId: string;
  total: number;
}

/**
 * Replaces the items of WhatsApp order `orderId` awaiting its chat with `lines`, as staff member
 * `staffName` agreed them with the customer (decision 046), in one transaction: the order's
 * units go back to stock and the new ones are taken, each priced from the catalogue now; the
 * delivery fee stays; the totals, payment status and version move; the timeline says who
 * changed the items and the totals before and after; live lists hear of it at commit. A discount
 * code's amounts stay, the discount capped at the new items' subtotal (decision 064).
 * @returns the order's id and new total; null for an unknown order.
 * @throws Refusal 400 without lines; 409 when the order is not a WhatsApp order awaiting
 *   its chat, has money counted, or a size is unknown or short of stock (nothing changes).
 */
export async function changeOrderItems(
  db: Db,
  { orderId, lines, staffName }: { orderId: string; lines: StaffOrderLine[]; staffName: string },
  now: Date = new Date(),
): Promise<ChangedItems | null> {
  if (lines.length === 0) throw new Refusal(staffOrderTexts.noLines, 400);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        orderMethod: order.orderMethod,
        status: order.status,
        amountPaid: order.amountPaid,
        shipping: order.shipping,
        discount: order.discount,
        deliveryWaived: order.deliveryWaived,
        giftWrapping: order.giftWrapping,
        total: order.total,
        userId: order.userId,
      })
      .from(order)
      .where(eq(order.id, orderId))
      .for("update");
    if (!row) return null;
    const refusal = itemChangeRefusal(row);
    if (refusal) throw new Refusal(refusal, 409);
    const held = await tx
      .select({ productId: orderItem.productId })
      .from(orderItem)
      .where(eq(orderItem.orderId, orderId));
    // Every product the change touches, locked at once in id order: checkouts running meanwhile
    // queue behind it instead of deadlocking.
    await lockProductSizes(tx, [
      ...held.map((item) => item.productId),
      ...lines.map((line) => line.productId),
    ]);
    // Awaiting its chat, the order holds its units (holdsStockAt): they go back, the new ones go.
    await returnOrderStock(tx, [orderId], now);
    const items = lines.map((line) => ({
      id: line.productId,
      sizeId: line.sizeId,
      quantity: line.quantity,
    }));
    const priced = await priceAndLockLines(tx, items);
    await takeLockedStock(tx, priced, now);
    await tx.delete(orderItem).where(eq(orderItem.orderId, orderId));
    await tx.insert(orderItem).values(orderItemRows(orderId, priced));
    // A code's amounts stay as placed, the discount capped at the new items (decision 064); so
    // does a gift's wrapping (decision 071).
    const totals = orderTotals(priced, row.shipping + row.deliveryWaived, row, row.giftWrapping);
    await tx
      .update(order)
      .set({ ...totals, updatedAt: nextUpdatedAt(now) })
      .where(eq(order.id, orderId));
    const list = priced
      .map((line) => {
        const name = lineDisplayName({ name: line.name, sizeLabel: line.size.label });
        return `${line.quantity} × ${name}`;
      })
      .join(", ");
    await addPaymentEvent(
      tx,
      {
        orderId,
        actor: staffName,
        message: `Items changed in the chat (was ${formatPrice(row.total)}): ${list}`,
        amount: totals.total,
      },
      now,
    );
    await rebalanceOrder(tx, orderId, now);
    await notifyOrderChange(tx, { orderId, userId: row.userId, status: row.status });
    return { orderId, total: totals.total };
  });
}
