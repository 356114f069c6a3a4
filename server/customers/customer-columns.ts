import { count, eq, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { user } from "../db/auth-schema";
import type { Db } from "../db/client";
import { order } from "../db/order-schema";
import { isCustomer, keyedOrders, type KeyedOrders } from "./customer-keys";

/** 'First Last', or Better Auth's `name` when both are empty. */
const accountName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${user.firstName}, ${user.lastName})), ''), ${user.name})`;

/** A guest's `column` from their newest order that has it (accounts show their own). */
const newest = (keyed: KeyedOrders, column: SQL.Aliased) =>
  sql`(array_agg(${column} order by ${keyed.createdAt} desc) filter (where ${keyed.guestKey} is not null and ${column} is not null))[1]`;

/** One grouped pass over the orders (or those `scope` keeps): per customer, their totals. */
function orderTotals(db: Db, scope?: SQL) {
  const keyed = keyedOrders(db, scope);
  return db
    .select({
      accountId: keyed.accountId,
      guestKey: keyed.guestKey,
      name: newest(keyed, keyed.name).as("newest_name"),
      email: newest(keyed, keyed.email).as("newest_email"),
      phone: newest(keyed, keyed.phone).as("newest_phone"),
      orderCount: count().as("order_count"),
      lifetimeValue: sql`coalesce(sum(${keyed.total}) filter (where ${keyed.isSale}), 0)`.as(
        "lifetime_value",
      ),
      firstOrderAt: sql`min(${keyed.createdAt})`.as("first_order_at"),
      lastOrderAt: sql`max(${keyed.createdAt})`.as("last_order_at"),
    })
    .from(keyed)
    .groupBy(keyed.accountId, keyed.guestKey)
    .as("order_totals");
}

/**
 * Every customer (DESIGN §5, decision 041), over every order or those `scope` keeps: each
 * customer account, with or without orders, and each guest key no account takes. An account
 * shows its own name, e-mail, phone and creation date; a guest the newest ones their orders
 * carry and their first order's date. Orders placed from a staff account are nobody's (staff
 * are not customers, decision 008). Lifetime value in whole KSh (decision 037).
 */
export function customerRelation(db: Db, scope?: SQL) {
  const totals = orderTotals(db, scope);
  return db
    .select({
      key: sql<string>`coalesce(${totals.guestKey}, 'account:' || ${user.id})`.as("key"),
      hasAccount: sql<boolean>`${user.id} is not null`.as("has_account"),
      name: sql<
        string | null
      >`case when ${user.id} is not null then ${accountName} else ${totals.name} end`.as("name"),
      email: sql<string | null>`coalesce(${user.email}, ${totals.email})`.as("email"),
      phone: sql<string | null>`coalesce(nullif(${user.phone}, ''), ${totals.phone})`.as("phone"),
      joinedAt: sql`coalesce(${user.createdAt}, ${totals.firstOrderAt})`
        .mapWith(order.createdAt)
        .as("joined_at"),
      lastOrderAt: sql`${totals.lastOrderAt}`.mapWith(order.createdAt).as("last_order_at"),
      orderCount: sql`coalesce(${totals.orderCount}, 0)`.mapWith(Number).as("order_count"),
      lifetimeValue: sql`coalesce(${totals.lifetimeValue}, 0)::bigint`
        .mapWith(Number)
        .as("lifetime_value"),
    })
    .from(totals)
    .fullJoin(user, eq(user.id, totals.accountId))
    .where(or(isNotNull(totals.guestKey), isCustomer))
    .as("customer");
}

export type Customers = ReturnType<typeof customerRelation>;

/** The columns of a CustomerRow over customerRelation (dates still Date). */
export function customerColumns(customers: Customers) {
  const { key, hasAccount, name, email, phone, joinedAt, lastOrderAt } = customers;
  const { orderCount, lifetimeValue } = customers;
  return { key, hasAccount, name, email, phone, joinedAt, lastOrderAt, orderCount, lifetimeValue };
}

/** A customerRelation row as the contract carries it: dates in ISO 8601. */
export function toCustomerRow<Row extends { joinedAt: Date; lastOrderAt: Date | null }>(row: Row) {
  return {
    ...row,
    joinedAt: row.joinedAt.toISOString(),
    lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
  };
}
