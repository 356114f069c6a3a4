import { and, eq, gte, lte, sql } from "drizzle-orm";
import {
  periodBefore,
  reportChannels,
  type ChannelReport,
  type ChannelSales,
  type ReportRange,
} from "#contracts/reports.ts";
import type { DbExecutor } from "../db/client";
import { dailyChannelSales } from "../db/kept-figures-schema";
import { order } from "../db/order-schema";
import { orderRefund } from "../db/return-schema";
import { wholeSum } from "../db/whole-sum";
import { refundsMadeIn } from "./report-sql";

/** Each channel's sales over Nairobi days `from`…`to`, from the kept days (decision 078). */
async function channelSalesIn(
  db: DbExecutor,
  { from, to }: { from: string; to: string },
): Promise<Map<string, Omit<ChannelSales, "channel" | "refunds">>> {
  const rows = await db
    .select({
      channel: dailyChannelSales.channel,
      orders: wholeSum(sql`sum(${dailyChannelSales.orders})`),
      sales: wholeSum(sql`sum(${dailyChannelSales.sales})`),
      discounts: wholeSum(sql`sum(${dailyChannelSales.discounts})`),
    })
    .from(dailyChannelSales)
    .where(and(gte(dailyChannelSales.day, from), lte(dailyChannelSales.day, to)))
    .groupBy(dailyChannelSales.channel);
  return new Map(rows.map(({ channel, ...figures }) => [channel, figures]));
}

/**
 * Each channel's refunds made over Nairobi days `from`…`to`, by the refunded order's channel
 * (decision 081): the period's refunds through their index, each joined to its order by key.
 */
async function channelRefundsIn(db: DbExecutor, days: { from: string; to: string }) {
  const channel = sql<string>`order_report_channel(${order.orderMethod}, ${order.channel})`;
  const rows = await db
    .select({ channel, refunds: wholeSum(sql`sum(${orderRefund.amount})`) })
    .from(orderRefund)
    .innerJoin(order, eq(order.id, orderRefund.orderId))
    .where(refundsMadeIn(days))
    .groupBy(channel);
  return new Map(rows.map((row) => [row.channel, row.refunds]));
}

/** Each channel's sales and refunds over `days`. */
async function channelFiguresIn(db: DbExecutor, days: { from: string; to: string }) {
  const [sales, refunds] = await Promise.all([
    channelSalesIn(db, days),
    channelRefundsIn(db, days),
  ]);
  return (channel: string) => ({
    ...(sales.get(channel) ?? none),
    refunds: refunds.get(channel) ?? 0,
  });
}

const none = { orders: 0, sales: 0, discounts: 0 };

/** The sums of `rows`' orders, sales, discounts and refunds. */
const totalOf = (rows: Omit<ChannelSales, "channel">[]) =>
  rows.reduce(
    (sum, row) => ({
      orders: sum.orders + row.orders,
      sales: sum.sales + row.sales,
      discounts: sum.discounts + row.discounts,
      refunds: sum.refunds + row.refunds,
    }),
    { ...none, refunds: 0 },
  );

/**
 * Sales by channel over `range` and the same number of days before it (docs/decisions/
 * 078-reports.md): orders that count as sales (decision 037) by the day they were placed, their
 * totals and discounts, and the refunds made in the period by channel (decision 081), whole KSh,
 * every channel listed (0 where none). Reads the kept rows of at most two years' days per period
 * by their key, a range scan, and the period's refunds: never the orders.
 */
export async function readChannelReport(
  db: DbExecutor,
  range: ReportRange,
): Promise<ChannelReport> {
  const before = periodBefore(range);
  const [now, then] = await Promise.all([
    channelFiguresIn(db, range),
    channelFiguresIn(db, before),
  ]);
  const channels = reportChannels.map((channel) => ({
    now: { channel, ...now(channel) },
    before: { channel, ...then(channel) },
  }));
  return {
    range,
    before,
    channels,
    totals: {
      now: totalOf(channels.map((row) => row.now)),
      before: totalOf(channels.map((row) => row.before)),
    },
  };
}
