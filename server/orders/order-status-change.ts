import { asc, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { cancelPaidOrderRefusal } from "#contracts/order-status-change.ts";
import type { OrderStatus } from "#contracts/order-status.ts";
import type { OrderUpdateKind } from "#contracts/sms.ts";
import { orderStatusLabel } from "#contracts/order-status.ts";
import { recordActivities } from "../activity/record-activity";
import { order } from "../db/order-schema";
import { notifyOrderChange, type OrderChange } from "../live/order-changes";
import {
  keepCancelledOrderMoney,
  restoreReopenedOrderMoney,
} from "../payments/ledger/cancelled-order-money";
import { queueOrderUpdate } from "../order-updates/order-update-queue";
import { holdsStockAt, retakeOrderStock, returnOrderStock, type StockRefusal } from "./order-stock";

/** What a customer is told when their order reaches a status (decisions 042 and 045). */
const customerUpdates: Partial<Record<OrderStatus, OrderUpdateKind>> = {
  confirmed: "order_confirmed",
  shipped: "order_shipped",
  delivered: "order_delivered",
};

/** How a status change is made: by whom, and what happens to money on a cancelled order. */
export interface StatusChangeOptions {
  /** Who changes it, for the payment timeline (a staff member's name). */
  actor?: string;
  /** The staff member's user id, for the stock movements and the activity trail; none for the shop. */
  staffId?: string;
  /**
   * 'review': money counted for an order being cancelled waits for staff's review (decision
   * 049). Without it, cancelling such an order is refused.
   */
  moneyOnCancel?: "review";
}

/** What a status change did: the orders changed, and those left as they were, with why. */
export interface StatusChangeOutcome {
  changes: OrderChange[];
  refused: StockRefusal[];
}

/**
 * Sets the status of the orders `orderIds` (any status to any other: SPEC §4 enforces no order)
 * and stamps updated_at, in one transaction that also moves their stock and announces each
 * change to every server process, so My Orders and the admin list update live. The customer's
 * copy is the same row (DESIGN §5), so there is no mirror to update. Unknown ids are skipped.
 *
 * Stock (decision 017, server/orders/order-stock.ts): cancelling an order that holds its units
 * returns them; re-opening a cancelled order takes them again, or leaves it cancelled (refused)
 * when they are gone. The orders are locked first (in id order, then their products), and
 * `holds_stock` flips with the stock, so a second cancel, or cancel → delivered → cancelled,
 * never returns the units twice. Confirmed, shipped and delivered orders get their customer's
 * SMS, once each (decision 042), queued in the same transaction.
 *
 * Money (decision 049): an order with money counted is cancelled only with
 * `moneyOnCancel` 'review' — its payments then wait for staff on the Payments page, and its
 * timeline says so; re-opened, it counts them again. Otherwise it is refused, with the reason.
 * Each order changed gets an 'order.status' entry on the activity trail (decision 074).
 * @returns the changes made, one per order changed, and the orders refused with why.
 */
export async function setOrderStatus(
  db: Db,
  orderIds: readonly string[],
  status: OrderStatus,
  now: Date = new Date(),
  { actor = "Shop", staffId, moneyOnCancel }: StatusChangeOptions = {},
): Promise<StatusChangeOutcome> {
  if (orderIds.length === 0) return { changes: [], refused: [] };
  const holdsStock = holdsStockAt(status);
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({
        id: order.id,
        status: order.status,
        holdsStock: order.holdsStock,
        amountPaid: order.amountPaid,
      })
      .from(order)
      .where(inArray(order.id, [...orderIds]))
      .orderBy(asc(order.id))
      .for("update");
    const isCancellingMoney = (row: (typeof locked)[number]) =>
      status === "cancelled" && row.status !== "cancelled" && row.amountPaid > 0;
    const refused: StockRefusal[] = moneyOnCancel
      ? []
      : locked.filter(isCancellingMoney).map((row) => ({
          orderId: row.id,
          reason: cancelPaidOrderRefusal(row.id, row.amountPaid),
        }));
    const found = locked.filter((row) => !refused.some((refusal) => refusal.orderId === row.id));
    const moving = found.filter((row) => row.holdsStock !== holdsStock).map((row) => row.id);
    const staff = staffId ? { userId: staffId, name: actor } : null;
    if (holdsStock) refused.push(...(await retakeOrderStock(tx, moving, now, staff)));
    else await returnOrderStock(tx, moving, now, { actor: staff });
    const refusedIds = new Set(refused.map((refusal) => refusal.orderId));
    const changing = found.map((row) => row.id).filter((id) => !refusedIds.has(id));
    if (changing.length === 0) return { changes: [], refused };
    const changes = await tx
      .update(order)
      .set({
        status,
        holdsStock,
        stockMovedAt: sql`case when ${order.holdsStock} = ${holdsStock} then ${order.stockMovedAt} else ${now.toISOString()}::timestamptz end`,
        updatedAt: now,
      })
      .where(inArray(order.id, changing))
      .returning({ orderId: order.id, userId: order.userId, status: order.status });
    for (const row of found.filter((row) => changing.includes(row.id))) {
      if (isCancellingMoney(row)) {
        await keepCancelledOrderMoney(
          tx,
          { orderId: row.id, amountPaid: row.amountPaid, actor },
          now,
        );
      } else if (row.status === "cancelled" && status !== "cancelled") {
        await restoreReopenedOrderMoney(tx, { orderId: row.id, actor }, now);
      }
    }
    await recordActivities(
      tx,
      found
        .filter((row) => changing.includes(row.id) && row.status !== status)
        .map((row) => ({
          actor: { userId: staffId ?? null, name: actor },
          kind: "order.status" as const,
          subjectType: "order" as const,
          subjectId: row.id,
          summary: `${row.id}: ${orderStatusLabel(row.status)} → ${orderStatusLabel(status)}`,
          before: { status: row.status },
          after: { status },
        })),
      now,
    );
    for (const change of changes) {
      await notifyOrderChange(tx, change);
      const update = customerUpdates[change.status];
      if (update) await queueOrderUpdate(tx, change.orderId, update);
    }
    return { changes, refused };
  });
}
