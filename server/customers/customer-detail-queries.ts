import { and, desc, eq, sql } from "drizzle-orm";
import type { CustomerDetails } from "#contracts/admin-customers.ts";
import { user } from "../db/auth-schema";
import type { Db } from "../db/client";
import { order, orderItem } from "../db/order-schema";
import { customerRowColumns, isCustomer, orderTotalsByUser } from "./customer-columns";

/** How many of a customer's orders the details dialog lists, newest first. */
const ordersShown = 20;

/**
 * One customer's contact details, lifetime value and newest orders (with their item counts),
 * for the admin's details dialog (SPEC §2 Customers). Undefined when no customer has this id.
 */
export async function getCustomerDetails(
  db: Db,
  customerId: string,
): Promise<CustomerDetails | undefined> {
  const totals = orderTotalsByUser(db);
  const [customer] = await db
    .select(customerRowColumns(totals))
    .from(user)
    .leftJoin(totals, eq(totals.userId, user.id))
    .where(and(isCustomer, eq(user.id, customerId)));
  if (!customer) return undefined;
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
    .where(eq(order.userId, customerId))
    .groupBy(order.id)
    .orderBy(desc(order.createdAt), desc(order.id))
    .limit(ordersShown);
  return {
    ...customer,
    joinedAt: customer.joinedAt.toISOString(),
    orders: orders.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
