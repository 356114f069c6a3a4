import { asc, inArray, sql } from "drizzle-orm";
import type { AdminOrderItem } from "#contracts/admin-order-list.ts";
import type { DbExecutor } from "../db/client";
import { order, orderItem } from "../db/order-schema";
import { orderReturn } from "../db/return-schema";
import { returnedUnits, returnsOfLine } from "./returns/returnable-lines";
import { orderGiftColumn } from "./order-gift";

/**
 * The columns the admin's list and export read of an order: who ordered (the order's contact
 * details, else the account's), how it was placed, where to, a gift's recipient and message
 * (decision 071), the money in whole KSh (what was paid of it too: decision 020), and what staff
 * agreed, why, who and when (decision 070), and its rider (decision 075).
 */
export const adminOrderColumns = {
  id: order.id,
  createdAt: order.createdAt,
  status: order.status,
  paymentStatus: order.paymentStatus,
  paymentMethod: order.paymentMethod,
  orderMethod: order.orderMethod,
  channel: order.channel,
  enteredBy: order.enteredBy,
  customerName: sql<string | null>`coalesce(${order.fullName}, ${order.userDisplayName})`,
  email: sql<string | null>`coalesce(${order.email}, ${order.userEmail})`,
  phone: order.phone,
  address: order.address,
  city: order.city,
  deliveryArea: order.deliveryArea,
  deliveryZoneName: order.deliveryZoneName,
  notes: order.notes,
  subtotal: order.subtotal,
  discount: order.discount,
  deliveryWaived: order.deliveryWaived,
  discountCode: order.discountCode,
  agreedDiscount: order.agreedDiscount,
  agreedReason: order.agreedReason,
  agreedBy: order.agreedBy,
  agreedAt: order.agreedAt,
  giftWrapping: order.giftWrapping,
  gift: orderGiftColumn,
  shipping: order.shipping,
  tax: order.tax,
  total: order.total,
  amountPaid: order.amountPaid,
  amountRefunded: order.amountRefunded,
  holdsStock: order.holdsStock,
  stockMovedAt: order.stockMovedAt,
  riderId: order.riderId,
  otherRiderName: order.riderName,
  otherRiderPhone: order.riderPhone,
  courierName: order.courierName,
  courierReference: order.courierReference,
};

/**
 * The line items of the orders `orderIds`, by order id, each in the order it was placed, with the
 * units returned of each (docs/decisions/076-returns-refunds.md).
 */
export async function itemsOfOrders(
  db: DbExecutor,
  orderIds: string[],
): Promise<Map<string, AdminOrderItem[]>> {
  const byOrder = new Map<string, AdminOrderItem[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: orderItem.orderId,
      id: orderItem.id,
      name: orderItem.name,
      sizeLabel: orderItem.sizeLabel,
      price: orderItem.price,
      cataloguePrice: orderItem.cataloguePrice,
      quantity: orderItem.quantity,
      returned: returnedUnits,
    })
    .from(orderItem)
    .leftJoin(orderReturn, returnsOfLine)
    .where(inArray(orderItem.orderId, orderIds))
    .groupBy(orderItem.id)
    .orderBy(asc(orderItem.id));
  for (const { orderId, ...item } of rows) byOrder.get(orderId)?.push(item);
  return byOrder;
}
