import { desc, eq, sql } from "drizzle-orm";
import type { CustomerDetails } from "#contracts/admin-customers.ts";
import type { Db } from "../db/client";
import { customer } from "../db/kept-figures-schema";
import { order, orderItem } from "../db/order-schema";
import { customerColumns, toCustomerRow } from "./customer-columns";

/** How many of a customer's orders the details dialog lists, newest first. */
const ordersShown = 20;

/**
 * One customer's contact details, lifetime value (whole KSh) and newest orders with their item
 * counts, for the admin's details dialog (SPEC §2 Customers). `customerKey` is a CustomerRow's
 * key (decision 041), an account's or a guest's; its kept row and its orders' `customer_key`
 * are index reads (decision 047). Undefined when no customer has this key.
 */
export async function getCustomerDetails(
  db: Db,
  customerKey: string,
): Promise<CustomerDetails | undefined> {
  const [found] = await db
    .select(customerColumns)
    .from(customer)
    .where(eq(customer.key, customerKey));
  if (!found) return undefined;
  const newest = db
    .select({ id: order.id, createdAt: order.createdAt })
    .from(order)
    .where(eq(order.customerKey, customerKey))
    .orderBy(desc(order.createdAt), desc(order.id))
    .limit(ordersShown)
    .as("newest");
  const orders = await db
    .select({
      id: order.id,
      createdAt: order.createdAt,
      itemCount: sql<number>`coalesce(sum(${orderItem.quantity}), 0)`.mapWith(Number),
      total: order.total,
      status: order.status,
      orderMethod: order.orderMethod,
    })
    .from(newest)
    .innerJoin(order, eq(order.id, newest.id))
    .leftJoin(orderItem, eq(orderItem.orderId, order.id))
    .groupBy(order.id)
    .orderBy(desc(order.createdAt), desc(order.id));
  return {
    ...toCustomerRow(found),
    orders: orders.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
