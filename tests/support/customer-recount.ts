import { and, count, eq, isNotNull, isNull, ne, not, or, sql, type SQL } from "drizzle-orm";
import { user } from "#server/db/auth-schema.ts";
import type { Db } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";

/**
 * The customers regrouped from every order, as the admin's list read them before they were kept
 * (decision 041's SQL, replaced by decision 047): the oracle the kept `customer` rows are
 * checked against. Test support only; the shop reads the kept rows.
 */
/** Only customers: admins are staff, not customers (SPEC §3 role). */
const isCustomer = eq(user.role, "customer");

/**
 * Orders that count as sales (decision 037), written out apart from the database's
 * `order_is_sale`, so the recount checks it: not cancelled, not a WhatsApp order awaiting its
 * chat.
 */
export const isSale = and(
  ne(order.status, "cancelled"),
  not(and(eq(order.orderMethod, "whatsapp"), eq(order.status, "pending"))!),
)!;

/**
 * Per phone, the customer account that its orders placed without signing in belong to: the
 * oldest account with that phone (phones are not unique between accounts).
 */
function phoneOwners(db: Db) {
  return db
    .selectDistinctOn([user.phone], { phone: user.phone, accountId: user.id })
    .from(user)
    .where(and(isCustomer, ne(user.phone, "")))
    .orderBy(user.phone, user.createdAt, user.id)
    .as("phone_owner");
}

const orderPhone = sql<string | null>`nullif(${order.phone}, '')`;
const orderEmail = sql<
  string | null
>`coalesce(nullif(${order.email}, ''), nullif(${order.userEmail}, ''))`;

/**
 * Every order with the customer it belongs to (DESIGN §5, decision
 * 041): `accountId`, the account it was placed from, else the customer account with its phone;
 * for an order of neither, `guestKey`: 'phone:{E.164}', else 'email:{lower-case}' when it has no
 * phone, else 'order:{id}'. Also its name and e-mail as the checkout took them, its total (whole KSh) and
 * whether it counts as a sale (decision 037).
 */
function keyedOrders(db: Db) {
  const owner = phoneOwners(db);
  const accountId = sql<string | null>`coalesce(${order.userId}, ${owner.accountId})`;
  const guestKey = sql<string | null>`case when ${accountId} is null then
    case when ${orderPhone} is not null then 'phone:' || ${orderPhone}
      when ${orderEmail} is not null then 'email:' || lower(${orderEmail})
      else 'order:' || ${order.id} end end`;
  return db
    .select({
      id: order.id,
      accountId: accountId.as("account_id"),
      guestKey: guestKey.as("guest_key"),
      name: sql<
        string | null
      >`coalesce(nullif(${order.fullName}, ''), nullif(${order.userDisplayName}, ''))`.as(
        "order_name",
      ),
      email: orderEmail.as("order_email"),
      phone: orderPhone.as("order_phone"),
      total: order.total,
      isSale: sql<boolean>`${isSale}`.as("is_sale"),
      createdAt: order.createdAt,
    })
    .from(order)
    .leftJoin(owner, and(isNull(order.userId), eq(owner.phone, order.phone)))
    .as("keyed_order");
}

type KeyedOrders = ReturnType<typeof keyedOrders>;

/** 'First Last', or Better Auth's `name` when both are empty. */
const accountName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${user.firstName}, ${user.lastName})), ''), ${user.name})`;

/** A guest's `column` from their newest order that has it (accounts show their own). */
const newest = (keyed: KeyedOrders, column: SQL.Aliased) =>
  sql`(array_agg(${column} order by ${keyed.createdAt} desc, ${keyed.id} desc) filter (where ${keyed.guestKey} is not null and ${column} is not null))[1]`;

/** One grouped pass over the orders: per customer, their totals. */
function orderTotals(db: Db) {
  const keyed = keyedOrders(db);
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
 * Every customer (DESIGN §5, decision 041), over every order: each
 * customer account, with or without orders, and each guest key no account takes. An account
 * shows its own name, e-mail, phone and creation date; a guest the newest ones their orders
 * carry and their first order's date. Orders placed from a staff account are nobody's (staff
 * are not customers, decision 008). Lifetime value in whole KSh (decision 037).
 */
export function recountedCustomers(db: Db) {
  const totals = orderTotals(db);
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
    .as("recounted_customer");
}
