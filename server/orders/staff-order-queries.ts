import { and, asc, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { StaffDraftLine, StaffOrderLine, StaffProductChoice } from "#contracts/staff-order.ts";
import { user } from "../db/auth-schema";
import type { DbExecutor } from "../db/client";
import { containsPattern } from "../db/like-pattern";
import { order, orderItem } from "../db/order-schema";
import { product, productSize } from "../db/schema";
import { listedProduct, listedSize } from "../catalog/product-columns";

/**
 * Products on sale whose name contains `search` (case-insensitive), at most 8, by name, each
 * with its sizes still sold in position order (decision 043: staff find what the customer asked
 * for by name; decision 061: nothing archived).
 */
export async function findProductsForStaff(
  db: DbExecutor,
  search: string,
): Promise<StaffProductChoice[]> {
  const found = await db
    .select({ id: product.id, name: product.name })
    .from(product)
    .where(and(listedProduct, ilike(product.name, containsPattern(search))))
    .orderBy(asc(product.name))
    .limit(8);
  if (found.length === 0) return [];
  const sizes = await db
    .select({
      productId: productSize.productId,
      id: productSize.id,
      label: productSize.label,
      price: productSize.price,
      compareAtPrice: productSize.compareAtPrice,
      sku: productSize.sku,
      inStock: productSize.inStock,
      stockLevel: productSize.stockLevel,
    })
    .from(productSize)
    .where(
      and(
        listedSize,
        inArray(
          productSize.productId,
          found.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(productSize.position));
  return found.map((row) => ({
    ...row,
    sizes: sizes
      .filter((size) => size.productId === row.id)
      .map(({ productId: _, ...size }) => size),
  }));
}

/**
 * The draft's lines with today's names and catalogue prices, and the prices staff agreed
 * (decision 070); lines naming no size of theirs are dropped.
 */
export async function readDraftLines(
  db: DbExecutor,
  lines: StaffOrderLine[],
): Promise<StaffDraftLine[]> {
  if (lines.length === 0) return [];
  const rows = await db
    .select({
      sizeId: productSize.id,
      productId: productSize.productId,
      name: product.name,
      sizeLabel: productSize.label,
      price: productSize.price,
      inStock: productSize.inStock,
    })
    .from(productSize)
    .innerJoin(product, eq(product.id, productSize.productId))
    .where(
      inArray(
        productSize.id,
        lines.map((line) => line.sizeId),
      ),
    );
  const bySize = new Map(rows.map((row) => [row.sizeId, row]));
  return lines.flatMap((line) => {
    const row = bySize.get(line.sizeId);
    if (!row || row.productId !== line.productId) return [];
    const { quantity, agreedPrice } = line;
    return [{ ...row, quantity, ...(agreedPrice !== undefined && { agreedPrice }) }];
  });
}

/** Who a phone is to the shop: a name and e-mail to start from, and how often they ordered. */
export interface KnownCustomer {
  name: string | null;
  email: string | null;
  orders: number;
  hasAccount: boolean;
}

/**
 * The customer with phone `phone` (E.164; DESIGN §5: customers are known by phone): an account
 * with that phone, and the orders placed with it; null when neither is known.
 */
export async function findCustomerByPhone(
  db: DbExecutor,
  phone: string,
): Promise<KnownCustomer | null> {
  const [account] = await db
    .select({
      name: sql<string>`trim(coalesce(${user.firstName}, '') || ' ' || coalesce(${user.lastName}, ''))`,
      email: user.email,
    })
    .from(user)
    .where(eq(user.phone, phone))
    .limit(1);
  const [latest] = await db
    .select({
      name: order.fullName,
      email: sql<string | null>`coalesce(${order.email}, ${order.userEmail})`,
      orders: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(order)
    .where(and(eq(order.phone, phone)))
    .orderBy(desc(order.createdAt))
    .limit(1);
  if (!account && !latest) return null;
  return {
    name: account?.name || latest?.name || null,
    email: account?.email ?? latest?.email ?? null,
    orders: latest?.orders ?? 0,
    hasAccount: account !== undefined,
  };
}

/** A WhatsApp order as the Change items page opens it (decision 046). Money in whole KSh. */
export interface OrderForItemChange {
  id: string;
  orderMethod: string;
  status: string;
  amountPaid: number;
  fullName: string | null;
  phone: string | null;
  shipping: number;
  total: number;
  /** What staff took off the whole order as agreed, and why (decision 070); "" = no reason. */
  agreedDiscount: number;
  agreedReason: string;
  /**
   * Its items as draft lines, each with the price agreed for it (null = the catalogue price);
   * items sold before sizes (no size) are left out.
   */
  lines: StaffOrderLine[];
}

/** Order `orderId` with its items as draft lines, or null when there is no such order. */
export async function readOrderForItemChange(
  db: DbExecutor,
  orderId: string,
): Promise<OrderForItemChange | null> {
  const [row] = await db
    .select({
      id: order.id,
      orderMethod: order.orderMethod,
      status: order.status,
      amountPaid: order.amountPaid,
      fullName: order.fullName,
      phone: order.phone,
      shipping: order.shipping,
      total: order.total,
      agreedDiscount: order.agreedDiscount,
      agreedReason: sql<string>`coalesce(${order.agreedReason}, '')`,
    })
    .from(order)
    .where(eq(order.id, orderId));
  if (!row) return null;
  const items = await db
    .select({
      productId: orderItem.productId,
      sizeId: orderItem.sizeId,
      quantity: orderItem.quantity,
      agreedPrice: sql<
        number | null
      >`case when ${orderItem.cataloguePrice} is not null then ${orderItem.price} end`,
    })
    .from(orderItem)
    .where(eq(orderItem.orderId, orderId))
    .orderBy(asc(orderItem.id));
  const lines = items.flatMap(({ sizeId, ...item }) => (sizeId ? [{ ...item, sizeId }] : []));
  return { ...row, lines };
}
