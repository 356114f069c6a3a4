import { asc, eq, isNull, sql } from "drizzle-orm";
import { expect } from "vitest";
import { nairobiTimeZone } from "#contracts/nairobi-time.ts";
import type { Db } from "#server/db/client.ts";
import {
  customer,
  customerTotals,
  dailyChannelSales,
  dailyPaymentMethods,
  dailyProductSales,
  dailySales,
  dailyStaffSales,
  productSales,
} from "#server/db/kept-figures-schema.ts";
import { order, orderItem } from "#server/db/order-schema.ts";
import { payment } from "#server/db/payment-schema.ts";
import { orderRefund } from "#server/db/return-schema.ts";
import { customerColumns } from "#server/customers/customer-columns.ts";
import { isSale, recountedCustomers } from "./customer-recount";

const whole = (expression: ReturnType<typeof sql>) =>
  sql<number>`coalesce(${expression}, 0)::bigint`.mapWith(Number);
const nairobiDayOf = (
  column: typeof order.createdAt | typeof payment.receivedAt | typeof orderRefund.createdAt,
) =>
  // A literal, not a parameter: the GROUP BY must read the same expression as the select.
  sql<string>`(${column} at time zone ${sql.raw(`'${nairobiTimeZone}'`)})::date::text`;

/** Each Nairobi day's orders, sales, unpaid, paid, received and refunded, recounted from every row. */
async function recountDays(db: Db) {
  const orderDay = nairobiDayOf(order.createdAt);
  const placed = await db
    .select({
      day: orderDay,
      orders: sql<number>`count(*)`.mapWith(Number),
      sales: whole(sql`sum(${order.total}) filter (where ${isSale})`),
      unpaid: whole(
        sql`sum(greatest(${order.total} - ${order.amountPaid}, 0)) filter (where ${isSale} and ${order.paymentStatus} <> 'refunded')`,
      ),
    })
    .from(order)
    .groupBy(orderDay);
  const paymentDay = nairobiDayOf(payment.receivedAt);
  const received = await db
    .select({
      day: paymentDay,
      paid: whole(
        sql`sum(${payment.amount}) filter (where ${payment.orderId} is not null and ${payment.refundedAt} is null)`,
      ),
      received: whole(sql`sum(${payment.amount}) filter (where ${payment.refundedAt} is null)`),
    })
    .from(payment)
    .groupBy(paymentDay);
  const refundDay = nairobiDayOf(orderRefund.createdAt);
  const refunded = await db
    .select({ day: refundDay, refunded: whole(sql`sum(${orderRefund.amount})`) })
    .from(orderRefund)
    .groupBy(refundDay);
  const days = new Map<
    string,
    {
      orders: number;
      sales: number;
      unpaid: number;
      paid: number;
      received: number;
      refunded: number;
    }
  >();
  const dayOf = (day: string) =>
    days.get(day) ?? { orders: 0, sales: 0, unpaid: 0, paid: 0, received: 0, refunded: 0 };
  for (const rows of [placed, received, refunded]) {
    for (const { day, ...figures } of rows) days.set(day, { ...dayOf(day), ...figures });
  }
  return [...days]
    .map(([day, figures]) => ({ day, ...figures }))
    .filter(({ day: _day, ...figures }) => Object.values(figures).some((value) => value !== 0))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** Each Nairobi day's sales by channel (decision 078): orders, totals and discounts of sales. */
async function recountChannels(db: Db) {
  const orderDay = nairobiDayOf(order.createdAt);
  const channel = sql<string>`case when ${order.orderMethod} = 'staff' then ${order.channel} else ${order.orderMethod} end`;
  return db
    .select({
      day: orderDay,
      channel,
      orders: sql<number>`count(*)`.mapWith(Number),
      sales: whole(sql`sum(${order.total})`),
      discounts: whole(sql`sum(${order.discount} + ${order.agreedDiscount})`),
    })
    .from(order)
    .where(isSale)
    .groupBy(orderDay, channel)
    .orderBy(orderDay, channel);
}

/** Units and revenue of each product over the lines of orders that count as sales. */
async function recountProducts(db: Db) {
  return db
    .select({
      productId: orderItem.productId,
      units: whole(sql`sum(${orderItem.quantity})`),
      revenue: whole(sql`sum(${orderItem.quantity} * ${orderItem.price})`),
    })
    .from(orderItem)
    .innerJoin(order, eq(order.id, orderItem.orderId))
    .where(isSale)
    .groupBy(orderItem.productId)
    .orderBy(asc(orderItem.productId));
}

/** Each Nairobi day's units and sales by product, size and category as sold (decision 080). */
async function recountProductDays(db: Db) {
  const orderDay = nairobiDayOf(order.createdAt);
  const sizeLabel = sql<string>`coalesce(${orderItem.sizeLabel}, '')`;
  const category = sql<string>`coalesce(${orderItem.category}, '')`;
  return db
    .select({
      day: orderDay,
      productId: orderItem.productId,
      sizeLabel,
      category,
      units: sql<number>`sum(${orderItem.quantity})::int`.mapWith(Number),
      sales: whole(sql`sum(${orderItem.quantity} * ${orderItem.price})`),
    })
    .from(orderItem)
    .innerJoin(order, eq(order.id, orderItem.orderId))
    .where(isSale)
    .groupBy(orderDay, orderItem.productId, sizeLabel, category)
    .orderBy(orderDay, orderItem.productId, sizeLabel, category);
}

/** Each Nairobi day's sales by the staff member who keyed them in, '' for shoppers' (decision 081). */
async function recountStaffDays(db: Db) {
  const orderDay = nairobiDayOf(order.createdAt);
  const staff = sql<string>`coalesce(${order.enteredBy}, '')`;
  return db
    .select({
      day: orderDay,
      staff,
      orders: sql<number>`count(*)::int`.mapWith(Number),
      sales: whole(sql`sum(${order.total})`),
    })
    .from(order)
    .where(isSale)
    .groupBy(orderDay, staff)
    .orderBy(orderDay, staff);
}

/** Each Nairobi day's money received by method, refunded payments left out (decision 081). */
async function recountPaymentMethodDays(db: Db) {
  const paymentDay = nairobiDayOf(payment.receivedAt);
  return db
    .select({
      day: paymentDay,
      method: payment.method,
      payments: sql<number>`count(*)::int`.mapWith(Number),
      received: whole(sql`sum(${payment.amount})`),
    })
    .from(payment)
    .where(isNull(payment.refundedAt))
    .groupBy(paymentDay, payment.method)
    .orderBy(paymentDay, payment.method);
}

/**
 * Asserts that the kept customers, their totals, days, days by channel (decision 078), by
 * product (decision 080), by staff member and payment method (decision 081), and product sales
 * (decision 047) equal a
 * full recount of the orders, lines, payments and accounts stored: decision 041's grouping of
 * every order, and the dashboard's sums as they were read before they were kept.
 */
export async function expectKeptFiguresRecounted(db: Db): Promise<void> {
  const recounted = recountedCustomers(db);
  expect(await db.select(customerColumns).from(customer).orderBy(asc(customer.key))).toEqual(
    await db.select().from(recounted).orderBy(asc(recounted.key)),
  );
  const keptDays = await db
    .select()
    .from(dailySales)
    .where(
      sql`(${dailySales.orders}, ${dailySales.sales}, ${dailySales.unpaid}, ${dailySales.paid}, ${dailySales.received}, ${dailySales.refunded}) <> (0, 0, 0, 0, 0, 0)`,
    )
    .orderBy(asc(dailySales.day));
  expect(keptDays).toEqual(await recountDays(db));
  const keptChannels = await db
    .select()
    .from(dailyChannelSales)
    .where(sql`(${dailyChannelSales.orders}, ${dailyChannelSales.sales}) <> (0, 0)`)
    .orderBy(asc(dailyChannelSales.day), asc(dailyChannelSales.channel));
  expect(keptChannels).toEqual(await recountChannels(db));
  const keptProductDays = await db
    .select()
    .from(dailyProductSales)
    .where(sql`(${dailyProductSales.units}, ${dailyProductSales.sales}) <> (0, 0)`)
    .orderBy(
      asc(dailyProductSales.day),
      asc(dailyProductSales.productId),
      asc(dailyProductSales.sizeLabel),
      asc(dailyProductSales.category),
    );
  expect(keptProductDays).toEqual(await recountProductDays(db));
  const keptStaffDays = await db
    .select()
    .from(dailyStaffSales)
    .where(sql`(${dailyStaffSales.orders}, ${dailyStaffSales.sales}) <> (0, 0)`)
    .orderBy(asc(dailyStaffSales.day), asc(dailyStaffSales.staff));
  expect(keptStaffDays).toEqual(await recountStaffDays(db));
  const keptMethodDays = await db
    .select()
    .from(dailyPaymentMethods)
    .where(sql`(${dailyPaymentMethods.payments}, ${dailyPaymentMethods.received}) <> (0, 0)`)
    .orderBy(asc(dailyPaymentMethods.day), asc(dailyPaymentMethods.method));
  expect(keptMethodDays).toEqual(await recountPaymentMethodDays(db));
  const keptProducts = await db
    .select()
    .from(productSales)
    .where(sql`(${productSales.units}, ${productSales.revenue}) <> (0, 0)`)
    .orderBy(asc(productSales.productId));
  expect(keptProducts).toEqual(await recountProducts(db));
  const [totals] = await db.select().from(customerTotals);
  expect({ customers: totals?.customers ?? 0, lifetimeValue: totals?.lifetimeValue ?? 0 }).toEqual(
    (
      await db
        .select({
          customers: sql<number>`count(*)`.mapWith(Number),
          lifetimeValue: whole(sql`sum(${customer.lifetimeValue})`),
        })
        .from(customer)
    )[0],
  );
}
