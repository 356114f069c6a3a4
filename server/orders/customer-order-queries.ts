import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { maxLineQuantity } from "#contracts/cart.ts";
import { withSizeLabel } from "#contracts/product-sizes.ts";
import type { Db } from "../db/client";
import { order, orderItem } from "../db/order-schema";
import { product } from "../db/schema";
import type { OrderView } from "#contracts/order.ts";
import { orderItemColumns } from "./order-queries";

/** One of a customer's orders on My Orders. Money in whole KSh. */
export type CustomerOrder = Pick<
  OrderView,
  | "id"
  | "createdAt"
  | "status"
  | "orderMethod"
  | "paymentStatus"
  | "paymentMethod"
  | "amountPaid"
  | "subtotal"
  | "discount"
  | "deliveryWaived"
  | "discountCode"
  | "agreedDiscount"
  | "giftWrapping"
  | "shipping"
  | "tax"
  | "total"
  | "items"
>;

/** A signed-in customer's orders with their items, newest first (SPEC §2 Orders page). */
export async function listOrdersOfUser(db: Db, userId: string): Promise<CustomerOrder[]> {
  const orders = await db
    .select({
      id: order.id,
      createdAt: order.createdAt,
      status: order.status,
      orderMethod: order.orderMethod,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      amountPaid: order.amountPaid,
      subtotal: order.subtotal,
      discount: order.discount,
      deliveryWaived: order.deliveryWaived,
      discountCode: order.discountCode,
      agreedDiscount: order.agreedDiscount,
      giftWrapping: order.giftWrapping,
      shipping: order.shipping,
      tax: order.tax,
      total: order.total,
    })
    .from(order)
    .where(eq(order.userId, userId))
    .orderBy(desc(order.createdAt), desc(order.id));
  if (orders.length === 0) return [];
  const items = await db
    .select({ orderId: orderItem.orderId, ...orderItemColumns })
    .from(orderItem)
    .where(
      inArray(
        orderItem.orderId,
        orders.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItem.id));
  return orders.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    items: items
      .filter((item) => item.orderId === row.id)
      .map(({ orderId: _orderId, ...item }) => item),
  }));
}

/** A re-order: the sizes to add again, and the names of items no longer available. */
export interface Reorder {
  lines: { productId: string; sizeId: string | undefined; name: string; quantity: number }[];
  unavailable: string[];
}

/**
 * The items of one of the customer's own orders, to add again at today's prices (SPEC §2): each
 * line's size (a line sold before sizes: none, so the one a shopper who chose none buys);
 * products deleted since are named in `unavailable`. Undefined when the order is not this
 * customer's.
 */
export async function reorderLines(
  db: Db,
  userId: string,
  orderId: string,
): Promise<Reorder | undefined> {
  const [owned] = await db
    .select({ id: order.id })
    .from(order)
    .where(and(eq(order.id, orderId), eq(order.userId, userId)));
  if (!owned) return undefined;
  const rows = await db
    .select({
      name: orderItem.name,
      sizeLabel: orderItem.sizeLabel,
      sizeId: orderItem.sizeId,
      quantity: orderItem.quantity,
      productId: product.id,
    })
    .from(orderItem)
    .leftJoin(product, eq(product.id, orderItem.productId))
    .where(eq(orderItem.orderId, orderId))
    .orderBy(asc(orderItem.id));
  const reorder: Reorder = { lines: [], unavailable: [] };
  for (const row of rows) {
    const name = withSizeLabel(row.name, row.sizeLabel);
    if (!row.productId) {
      reorder.unavailable.push(name);
      continue;
    }
    reorder.lines.push({
      productId: row.productId,
      sizeId: row.sizeId ?? undefined,
      name,
      quantity: Math.min(row.quantity, maxLineQuantity),
    });
  }
  return reorder;
}
