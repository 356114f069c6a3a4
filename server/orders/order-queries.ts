import { asc, eq, getTableColumns } from "drizzle-orm";
import type { OrderView } from "#contracts/order.ts";
import { getViewer } from "../accounts/viewer";
import type { DbExecutor } from "../db/client";
import { order, orderItem } from "../db/order-schema";
import type { AppServices } from "../services";
import { isOrderAccessToken } from "./order-access-token";
import { orderGiftColumn } from "./order-gift";
import { readPlacedOrders } from "./placed-orders-cookie";
import { dispatchFields, dispatchOf } from "./riders/dispatch-fields";

/** The columns of a line item as OrderView shows it. */
export const orderItemColumns = {
  productId: orderItem.productId,
  name: orderItem.name,
  sizeLabel: orderItem.sizeLabel,
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

/** An order as the shopper sees it, and the account it belongs to (null for a guest's). */
export interface OwnedOrderView {
  view: OrderView;
  ownerId: string | null;
}

/**
 * One order with its line items, with no access check: for the code that has just placed it
 * (inside its transaction) and for `getOrderForViewer`. Undefined for an unknown id.
 */
export async function readOrderView(
  db: DbExecutor,
  id: string,
): Promise<OwnedOrderView | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(order), gift: orderGiftColumn, ...dispatchFields })
    .from(order)
    .where(eq(order.id, id))
    .limit(1);
  if (!row) return undefined;
  const items = await db
    .select(orderItemColumns)
    .from(orderItem)
    .where(eq(orderItem.orderId, row.id))
    .orderBy(asc(orderItem.id));
  const view: OrderView = {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: row.status,
    orderMethod: row.orderMethod,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    amountPaid: row.amountPaid,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    notes: row.notes,
    deliveryArea: row.deliveryArea,
    deliveryZoneName: row.deliveryZoneName,
    deliveryEstimate: row.deliveryEstimate,
    dispatch: dispatchOf(row),
    subtotal: row.subtotal,
    discount: row.discount,
    deliveryWaived: row.deliveryWaived,
    discountCode: row.discountCode,
    agreedDiscount: row.agreedDiscount,
    giftWrapping: row.giftWrapping,
    gift: row.gift,
    shipping: row.shipping,
    tax: row.tax,
    total: row.total,
    items,
  };
  return { view, ownerId: row.userId };
}

/**
 * One order with its line items, only for the browser that placed it, its owner or an admin
 * (DESIGN §6); anyone else gets undefined, exactly as for an unknown id.
 */
export async function getOrderForViewer(
  db: DbExecutor,
  id: string,
  viewer: OrderViewer,
): Promise<OrderView | undefined> {
  const found = await readOrderView(db, id);
  if (!found) return undefined;
  const { view, ownerId } = found;
  const isOwner = ownerId !== null && ownerId === viewer.userId;
  if (!viewer.isAdmin && !isOwner && !viewer.placedOrderIds.includes(view.id)) return undefined;
  return view;
}

/**
 * The order `orderId` for whoever sent `request` (DESIGN §6): the browser that placed it (its
 * signed cookie), a visitor with the confirmation e-mail's `token` for it, its owner signed in,
 * or an admin; undefined for anyone else, exactly as for an unknown id.
 * @throws what reading the database throws (the caller says it could not load the order).
 */
export async function orderForVisitor(
  services: Pick<AppServices, "db" | "secret" | "auth" | "log">,
  request: Request,
  orderId: string,
  token?: string | null,
): Promise<OrderView | undefined> {
  const { db, secret } = services;
  const placedOrderIds = await readPlacedOrders(request, secret);
  if (token && isOrderAccessToken(orderId, token, secret)) placedOrderIds.push(orderId);
  const { user } = await getViewer(request, services);
  return getOrderForViewer(db, orderId, {
    placedOrderIds,
    userId: user?.id,
    isAdmin: user?.role === "admin",
  });
}

/** The id of the order placed with `idempotencyKey`, if one was (a checkout sent twice). */
export async function orderIdByIdempotencyKey(
  db: DbExecutor,
  idempotencyKey: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: order.id })
    .from(order)
    .where(eq(order.idempotencyKey, idempotencyKey))
    .limit(1);
  return row?.id;
}

/** Order `orderId`'s phone (E.164 for orders placed since decision 038), if it has one. */
export async function orderPhoneOf(db: DbExecutor, orderId: string): Promise<string | undefined> {
  const [row] = await db.select({ phone: order.phone }).from(order).where(eq(order.id, orderId));
  return row?.phone ?? undefined;
}
