import { count, eq, isNotNull, sql } from "drizzle-orm";
import { user } from "../db/auth-schema";
import type { Db } from "../db/client";
import { order } from "../db/order-schema";
import { isSale } from "../orders/sale-rule";

/**
 * Per account: how many orders, and their lifetime value — the sum of the totals of their
 * orders that count as sales (decision 037), whole KSh. One grouped pass over the orders.
 */
export function orderTotalsByUser(db: Db) {
  return db
    .select({
      userId: order.userId,
      orderCount: count().as("order_count"),
      lifetimeValue: sql<number>`coalesce(sum(${order.total}) filter (where ${isSale}), 0)`.as(
        "lifetime_value",
      ),
    })
    .from(order)
    .where(isNotNull(order.userId))
    .groupBy(order.userId)
    .as("order_totals");
}

export type OrderTotals = ReturnType<typeof orderTotalsByUser>;

/** 'First Last', or Better Auth's `name` when both are empty. */
export const customerName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${user.firstName}, ${user.lastName})), ''), ${user.name})`;

/** The columns of a CustomerRow, over `user` left-joined to orderTotalsByUser. */
export function customerRowColumns(totals: OrderTotals) {
  return {
    id: user.id,
    name: customerName,
    email: user.email,
    phone: user.phone,
    joinedAt: user.createdAt,
    orderCount: sql<number>`coalesce(${totals.orderCount}, 0)`.mapWith(Number),
    lifetimeValue: sql<number>`coalesce(${totals.lifetimeValue}, 0)::bigint`.mapWith(Number),
  };
}

/** Only customers: admins are staff, not customers (SPEC §3 role). */
export const isCustomer = eq(user.role, "customer");
