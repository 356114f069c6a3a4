import { and, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { user } from "../db/auth-schema";
import type { Db } from "../db/client";
import { order } from "../db/order-schema";
import { isSale } from "../orders/sale-rule";

/** Only customers: admins are staff, not customers (SPEC §3 role). */
export const isCustomer = eq(user.role, "customer");

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
 * Every order (or those `scope` keeps) with the customer it belongs to (DESIGN §5, decision
 * 041): `accountId`, the account it was placed from, else the customer account with its phone;
 * for an order of neither, `guestKey`: 'phone:{E.164}', else 'email:{lower-case}' when it has no
 * phone, else 'order:{id}'. `customerKey` is the one a CustomerRow shows ('account:{id}' or the
 * guest key). Also its name and e-mail as the checkout took them, its total (whole KSh) and
 * whether it counts as a sale (decision 037).
 */
export function keyedOrders(db: Db, scope?: SQL) {
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
      customerKey: sql<string>`coalesce('account:' || ${accountId}, ${guestKey})`.as(
        "customer_key",
      ),
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
    .where(scope)
    .as("keyed_order");
}

export type KeyedOrders = ReturnType<typeof keyedOrders>;

/**
 * The orders that may belong to the customer with `customerKey` (a CustomerRow's key): a cheap
 * condition keyedOrders narrows to theirs exactly, so that one customer's details do not group
 * every order.
 */
export function customerOrdersScope(customerKey: string): SQL {
  const [kind = "", value = ""] = customerKey.split(/:(.*)/s);
  if (kind === "account") {
    const accountPhone = sql`(select nullif(${user.phone}, '') from ${user} where ${user.id} = ${value})`;
    return or(eq(order.userId, value), eq(order.phone, accountPhone))!;
  }
  if (kind === "phone") return eq(order.phone, value);
  if (kind === "email") return sql`lower(${orderEmail}) = ${value}`;
  return eq(order.id, value);
}
