import { desc, eq, inArray, sql } from "drizzle-orm";
import type { CustomerDetails } from "#contracts/admin-customers.ts";
import type { Db } from "../db/client";
import { order, orderItem } from "../db/order-schema";
import { customerColumns, customerRelation, toCustomerRow } from "./customer-columns";
import { customerOrdersScope, keyedOrders } from "./customer-keys";

/** How many of a customer's orders the details dialog lists, newest first. */
const ordersShown = 20;

/**
 * One customer's contact details, lifetime value (whole KSh) and newest orders with their item
 * counts, for the admin's details dialog (SPEC §2 Customers). `customerKey` is a CustomerRow's
 * key (decision 041), an account's or a guest's. Undefined when no customer has this key.
 */
export async function getCustomerDetails(
  db: Db,
  customerKey: string,
): Promise<CustomerDetails | undefined> {
  const scope = customerOrdersScope(customerKey);
  const customers = customerRelation(db, scope);
  const [customer] = await db
    .select(customerColumns(customers))
    .from(customers)
    .where(eq(customers.key, customerKey));
  if (!customer) return undefined;
  const keyed = keyedOrders(db, scope);
  const theirs = db.select({ id: keyed.id }).from(keyed).where(eq(keyed.customerKey, customerKey));
  const orders = await db
    .select({
      id: order.id,
      createdAt: order.createdAt,
      itemCount: sql<number>`coalesce(sum(${orderItem.quantity}), 0)`.mapWith(Number),
      total: order.total,
      status: order.status,
      orderMethod: order.orderMethod,
    })
    .from(order)
    .leftJoin(orderItem, eq(orderItem.orderId, order.id))
    .where(inArray(order.id, theirs))
    .groupBy(order.id)
    .orderBy(desc(order.createdAt), desc(order.id))
    .limit(ordersShown);
  return {
    ...toCustomerRow(customer),
    orders: orders.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
