import { asc, eq } from "drizzle-orm";
import { formatPrice } from "#contracts/money.ts";
import { itemChangeRefusal, staffOrderTexts, type StaffOrderLine } from "#contracts/staff-order.ts";
import { lockProductSizes, takeLockedStock } from "#server/catalog/stock.ts";
import {
  lineInBrief,
  pricedLinesInBrief,
  recordOrderItemsChange,
} from "#server/activity/order-trail.ts";
import type { Db } from "../db/client";
import { order, orderItem } from "../db/order-schema";
import { notifyOrderChange } from "../live/order-changes";
import { addPaymentEvent, rebalanceOrder } from "../payments/ledger/order-balance";
import { Refusal } from "#server/http/refusal.ts";
import { agreedPriceTexts } from "#contracts/agreed-price.ts";
import { agreedEventText, applyAgreedTerms } from "./agreed-pricing";
import { agreementAfterChange, termsOfChange } from "./agreement-change";
import { orderItemRows, priceAndLockLines } from "./order-lines";
import { returnOrderStock } from "./order-stock";
import { orderTotals } from "./order-totals";
import { nextUpdatedAt } from "../live/order-versions";

/** The order whose items changed: its total now, whole KSh. */
export interface ChangedItems {
  orderId: string;
  total: number;
}

/** A change of an order's items as staff agreed it in the chat (decisions 046, 070). */
export interface ItemsChange {
  orderId: string;
  /** The items now; a line's `agreedPrice` left out keeps the one the order holds. */
  lines: StaffOrderLine[];
  staffName: string;
  /** The staff member's user id, for the stock movements (decision 073). */
  staffId?: string;
  /** The order discount (whole KSh) and reason agreed; each left out keeps the order's. */
  agreed?: { discount?: number; reason?: string };
  /** The shop's AGREED_DISCOUNT_CAP_PERCENT in force. */
  capPercent: number;
}

/**
 * Replaces the items of WhatsApp order `orderId` awaiting its chat with `lines`, as staff member
 * `staffName` agreed them with the customer (decision 046), in one transaction: the order's
 * units go back to stock and the new ones are taken, each priced from the catalogue now, at the
 * prices agreed within the cap (decision 070: prices and a discount not touched are kept, with
 * who gave them and when); the delivery fee stays; the totals, payment status and version move;
 * the timeline says who changed the items and the totals before and after, and what was agreed;
 * live lists hear of it at commit. A discount code's amounts stay, the discount capped at the
 * new items' subtotal (decision 064). The activity trail has an 'order.items_changed' entry by
 * the staff member with the lines and total before and after (decision 074).
 * @returns the order's id and new total; null for an unknown order.
 * @throws Refusal 400 without lines; 409 when the order is not a WhatsApp order awaiting
 *   its chat, has money counted, or a size is unknown or short of stock; 400/409 as
 *   applyAgreedTerms refuses the agreement (nothing changes).
 */
export async function changeOrderItems(
  db: Db,
  { orderId, lines, staffName, staffId, agreed = {}, capPercent }: ItemsChange,
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
        agreedDiscount: order.agreedDiscount,
        agreedReason: order.agreedReason,
        agreedBy: order.agreedBy,
        agreedAt: order.agreedAt,
      })
      .from(order)
      .where(eq(order.id, orderId))
      .for("update");
    if (!row) return null;
    const refusal = itemChangeRefusal(row);
    if (refusal) throw new Refusal(refusal, 409);
    const held = await tx
      .select({
        productId: orderItem.productId,
        sizeId: orderItem.sizeId,
        price: orderItem.price,
        cataloguePrice: orderItem.cataloguePrice,
        name: orderItem.name,
        sizeLabel: orderItem.sizeLabel,
        quantity: orderItem.quantity,
      })
      .from(orderItem)
      .where(eq(orderItem.orderId, orderId))
      .orderBy(asc(orderItem.id));
    // Every product the change touches, locked at once in id order: checkouts running meanwhile
    // queue behind it instead of deadlocking.
    await lockProductSizes(tx, [
      ...held.map((item) => item.productId),
      ...lines.map((line) => line.productId),
    ]);
    // Awaiting its chat, the order holds its units (holdsStockAt): they go back, the new ones go.
    // The stock history shows the old units back as a correction and the new ones sold (decision 073).
    const staff = { userId: staffId ?? null, name: staffName };
    await returnOrderStock(tx, [orderId], now, { actor: staff, reason: "correction" });
    const items = lines.map((line) => ({
      id: line.productId,
      sizeId: line.sizeId,
      quantity: line.quantity,
    }));
    const catalogue = await priceAndLockLines(tx, items);
    const terms = termsOfChange(lines, { held, priced: catalogue }, agreed, row);
    const outcome = applyAgreedTerms(catalogue, terms, capPercent);
    const priced = outcome.lines;
    await takeLockedStock(tx, priced, { reason: "sold", actor: staff, reference: orderId }, now);
    await tx.delete(orderItem).where(eq(orderItem.orderId, orderId));
    await tx.insert(orderItem).values(orderItemRows(orderId, priced));
    // A code's amounts stay as placed, the discount capped at the new items (decision 064); so
    // does a gift's wrapping (decision 071).
    const extras = { agreedDiscount: outcome.discount, giftWrapping: row.giftWrapping };
    const totals = orderTotals(priced, row.shipping + row.deliveryWaived, row, extras);
    const agreement = agreementAfterChange(
      { outcome, agreedDiscount: totals.agreedDiscount },
      { held, stored: row },
      { staffName, now },
    );
    await tx
      .update(order)
      .set({ ...totals, ...agreement.columns, updatedAt: nextUpdatedAt(now) })
      .where(eq(order.id, orderId));
    const itemsNow = pricedLinesInBrief(priced);
    await addPaymentEvent(
      tx,
      {
        orderId,
        actor: staffName,
        message: `Items changed in the chat (was ${formatPrice(row.total)}): ${itemsNow.join(", ")}`,
        amount: totals.total,
      },
      now,
    );
    await recordOrderItemsChange(
      tx,
      { orderId, actor: staff, now },
      { lines: held.map(lineInBrief), total: row.total },
      { lines: itemsNow, total: totals.total },
    );
    if (agreement.isChanged) {
      const message = outcome.reason
        ? agreedEventText(outcome, totals.agreedDiscount)
        : agreedPriceTexts.agreementRemoved;
      await addPaymentEvent(tx, { orderId, actor: staffName, message, amount: totals.total }, now);
    }
    await rebalanceOrder(tx, orderId, now);
    await notifyOrderChange(tx, { orderId, userId: row.userId, status: row.status });
    return { orderId, total: totals.total };
  });
}
