import { asc, inArray } from "drizzle-orm";
import { productDisplayName } from "#contracts/product-name.ts";
import { withSizeLabel } from "#contracts/product-sizes.ts";
import type { OrderStatus } from "#contracts/order-status.ts";
import type { StockMovementReason } from "#contracts/stock-movement.ts";
import {
  findStockShortfalls,
  lockProductSizes,
  returnStock,
  takeStock,
  type StockActor,
  type StockLine,
  type StockShortfall,
} from "#server/catalog/stock.ts";
import type { DbTransaction } from "#server/db/client.ts";
import { orderItem } from "#server/db/order-schema.ts";

/**
 * The one rule of an order's stock (decision 017): every status but 'cancelled' holds the order's
 * units; cancelling gives them back, re-opening takes them again. The order's `holds_stock`
 * column records which is true, so no change moves the stock twice.
 */
export function holdsStockAt(status: OrderStatus): boolean {
  return status !== "cancelled";
}

/** A re-opening refused because the stock is gone: the order and what the admin reads. */
export interface StockRefusal {
  orderId: string;
  reason: string;
}

/** What the admin reads when a cancelled order cannot be re-opened. */
export function reopenRefusedText(orderId: string, shortfalls: StockShortfall[]): string {
  const products = shortfalls
    .map(
      (short) =>
        `${withSizeLabel(productDisplayName(short.name), short.label)} (${short.stockLevel} left, ${short.wanted} needed)`,
    )
    .join(", ");
  return `Order ${orderId} stays cancelled: not enough stock of ${products}. Restock, then try again.`;
}

async function linesByOrder(
  tx: DbTransaction,
  orderIds: readonly string[],
): Promise<Map<string, StockLine[]>> {
  const byOrder = new Map<string, StockLine[]>(orderIds.map((id) => [id, []]));
  const rows = await tx
    .select({
      orderId: orderItem.orderId,
      productId: orderItem.productId,
      sizeId: orderItem.sizeId,
      quantity: orderItem.quantity,
    })
    .from(orderItem)
    .where(inArray(orderItem.orderId, [...orderIds]))
    .orderBy(asc(orderItem.id));
  for (const { orderId, ...line } of rows) byOrder.get(orderId)?.push(line);
  return byOrder;
}

/**
 * Gives the units of the orders `orderIds` back to tracked stock through the catalogue
 * (server/catalog/stock.ts), in `tx`, each order's as a movement naming it, for `reason`
 * ('order_cancelled' unless told) by `actor` (null = the system; decision 073). The caller has locked the orders, checked that
 * they hold their stock, and records in the same `tx` that they no longer do.
 */
export async function returnOrderStock(
  tx: DbTransaction,
  orderIds: readonly string[],
  now: Date,
  {
    actor = null,
    reason = "order_cancelled",
  }: { actor?: StockActor | null; reason?: StockMovementReason } = {},
): Promise<void> {
  if (orderIds.length === 0) return;
  const lines = await linesByOrder(tx, orderIds);
  await lockProductSizes(
    tx,
    [...lines.values()].flat().map((line) => line.productId),
  );
  for (const [orderId, orderLines] of lines) {
    await returnStock(tx, orderLines, { reason, actor, reference: orderId }, now);
  }
}

/**
 * Takes the units of re-opened orders from tracked stock again, in `tx`, one order at a time in
 * the given order; an order whose units are no longer all there takes nothing and is refused.
 * Every product is locked first, in one id-ordered lock, so that concurrent changes queue
 * instead of deadlocking. Each order's units are a 'sold' movement naming it, by `actor`
 * (decision 073). The caller has locked the orders and records which ones hold stock.
 * @returns the orders refused, with the admin's text (reopenRefusedText).
 */
export async function retakeOrderStock(
  tx: DbTransaction,
  orderIds: readonly string[],
  now: Date,
  actor: StockActor | null = null,
): Promise<StockRefusal[]> {
  if (orderIds.length === 0) return [];
  const lines = await linesByOrder(tx, orderIds);
  await lockProductSizes(
    tx,
    [...lines.values()].flat().map((line) => line.productId),
  );
  const refused: StockRefusal[] = [];
  for (const [orderId, orderLines] of lines) {
    const shortfalls = await findStockShortfalls(tx, orderLines);
    if (shortfalls.length > 0) {
      refused.push({ orderId, reason: reopenRefusedText(orderId, shortfalls) });
      continue;
    }
    await takeStock(tx, orderLines, { reason: "sold", actor, reference: orderId }, now);
  }
  return refused;
}
