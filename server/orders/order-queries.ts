import { asc, eq } from "drizzle-orm";
import type { OrderView } from "#contracts/order.ts";
import type { Db } from "../db/client";
import { order, orderItem } from "../db/order-schema";

/** The columns of a line item as OrderView shows it. */
export const orderItemColumns = {
  productId: orderItem.productId,
  name: orderItem.name,
  price: orderItem.price,
  quantity: orderItem.quantity,
  imageUrl: orderItem.imageUrl,
};

/** Who is asking: the orders this browser placed (signed cookie), the signed-in user, an admin. */
export interface OrderViewer {
  placedOrderIds: readonly string[];
  userId?: string;
  isAdmin?: boolean;
}

/**
 * One order with its line items, only for the browser that placed it, its owner or an admin
 * (DESIGN §6); anyone else gets undefined, exactly as for an unknown id.
 */
export async function getOrderForViewer(
  db: Db,
  id: string,
  viewer: OrderViewer,
): Promise<OrderView | undefined> {
  const [row] = await db.select().from(order).where(eq(order.id, id)).limit(1);
  if (!row) return undefined;
  const isOwner = row.userId !== null && row.userId === viewer.userId;
  if (!viewer.isAdmin && !isOwner && !viewer.placedOrderIds.includes(row.id)) return undefined;
  const items = await db
    .select(orderItemColumns)
    .from(orderItem)
    .where(eq(orderItem.orderId, row.id))
    .orderBy(asc(orderItem.id));
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    orderMethod: row.orderMethod,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    notes: row.notes,
    deliveryArea: row.deliveryArea,
    subtotal: row.subtotal,
    shipping: row.shipping,
    tax: row.tax,
    total: row.total,
    items,
  };
}

/** The id of the order placed with `idempotencyKey`, if one was (a checkout sent twice). */
export async function orderIdByIdempotencyKey(
  db: Db,
  idempotencyKey: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: order.id })
    .from(order)
    .where(eq(order.idempotencyKey, idempotencyKey))
    .limit(1);
  return row?.id;
}
