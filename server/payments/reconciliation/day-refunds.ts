import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { adminOrderHref } from "#contracts/admin-order-query.ts";
import { dayRefundsShown, type DayRefundRow } from "#contracts/admin-payments.ts";
import { dayBounds } from "#contracts/nairobi-time.ts";
import { refundWayLabels } from "#contracts/returns-refunds.ts";
import type { DbExecutor } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { orderRefund } from "#server/db/return-schema.ts";

// The order refunds of a day on the Payments page (docs/decisions/076-returns-refunds.md): money
// going out beside the payments coming in, by the time each refund was recorded.

/** Order refunds recorded in day `day` (Nairobi), served by order_refund_created_at_idx. */
export function refundsInDay(day: string): SQL {
  const { start, end } = dayBounds(day);
  return and(gte(orderRefund.createdAt, start), lt(orderRefund.createdAt, end))!;
}

/** The sum (whole KSh) and number of the order refunds recorded in day `day` (Nairobi). */
export async function getDayRefundTotals(
  db: DbExecutor,
  day: string,
): Promise<{ amount: number; count: number }> {
  const [row] = await db
    .select({
      amount: sql<number>`coalesce(sum(${orderRefund.amount}), 0)::bigint`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(orderRefund)
    .where(refundsInDay(day));
  return { amount: row?.amount ?? 0, count: row?.count ?? 0 };
}

/** Order refunds with their order's status, as the list and the CSV read them, plus `extra`. */
export function selectDayRefundRows<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: DbExecutor,
  extra: Extra = {} as Extra,
) {
  return db
    .select({
      id: orderRefund.id,
      createdAt: orderRefund.createdAt,
      orderId: orderRefund.orderId,
      orderStatus: order.status,
      amount: orderRefund.amount,
      way: orderRefund.way,
      reference: orderRefund.reference,
      staffName: orderRefund.staffName,
      note: orderRefund.note,
      ...extra,
    })
    .from(orderRefund)
    .leftJoin(order, eq(order.id, orderRefund.orderId));
}

type RefundRowRead = Awaited<ReturnType<typeof selectDayRefundRows<Record<never, never>>>>[number];

/** A refund as the page and the CSV show it: its way in words, its order's place in the admin. */
export function dayRefundRowOf({
  orderStatus,
  way,
  createdAt,
  ...row
}: RefundRowRead): DayRefundRow {
  return {
    ...row,
    createdAt: createdAt.toISOString(),
    orderHref: adminOrderHref(row.orderId, orderStatus),
    way: refundWayLabels[way],
  };
}

/** The latest `dayRefundsShown` order refunds of day `day` (Nairobi), newest first. */
export async function listDayRefunds(db: DbExecutor, day: string): Promise<DayRefundRow[]> {
  const rows = await selectDayRefundRows(db)
    .where(refundsInDay(day))
    .orderBy(desc(orderRefund.createdAt), desc(orderRefund.id))
    .limit(dayRefundsShown);
  return rows.map(dayRefundRowOf);
}
