import { and, gte, lte, sql } from "drizzle-orm";
import {
  refundMethodOf,
  reportMoneyMethods,
  type MethodMoney,
  type StaffSales,
} from "#contracts/staff-and-payment-report.ts";
import { receivedPaymentMethodLabels } from "#contracts/payment.ts";
import { periodBefore, type ReportRange } from "#contracts/reports.ts";
import type { DbExecutor } from "../db/client";
import { dailyPaymentMethods, dailyStaffSales } from "../db/kept-figures-schema";
import { orderRefund } from "../db/return-schema";
import { wholeSum } from "../db/whole-sum";
import { refundsMadeIn } from "./report-sql";

type Days = { from: string; to: string };

/** Each staff member's orders and sales over `days`, from the kept days. */
async function staffSalesIn(db: DbExecutor, { from, to }: Days) {
  const rows = await db
    .select({
      staff: dailyStaffSales.staff,
      orders: wholeSum(sql`sum(${dailyStaffSales.orders})`),
      sales: wholeSum(sql`sum(${dailyStaffSales.sales})`),
    })
    .from(dailyStaffSales)
    .where(and(gte(dailyStaffSales.day, from), lte(dailyStaffSales.day, to)))
    .groupBy(dailyStaffSales.staff);
  return new Map(rows.map(({ staff, ...figures }) => [staff, figures]));
}

/**
 * Sales by the staff member who keyed the orders in over `range`, with the period before's
 * sales, by sales (decision 081); the shoppers' own orders under ''. Anyone who sold nothing in
 * either period is left out.
 */
export async function readStaffSales(db: DbExecutor, range: ReportRange): Promise<StaffSales[]> {
  const [now, before] = await Promise.all([
    staffSalesIn(db, range),
    staffSalesIn(db, periodBefore(range)),
  ]);
  return [...new Set([...now.keys(), ...before.keys()])]
    .map((staff) => ({
      staff,
      orders: now.get(staff)?.orders ?? 0,
      sales: now.get(staff)?.sales ?? 0,
      salesBefore: before.get(staff)?.sales ?? 0,
    }))
    .filter((row) => row.orders !== 0 || row.sales !== 0 || row.salesBefore !== 0)
    .sort((a, b) => b.sales - a.sales || a.staff.localeCompare(b.staff));
}

/**
 * Money in and out by method over `range` (decision 081): payments received, from the kept days,
 * and refunds given, read from the refunds made in the range through their index (a shop gives a
 * few a week); every method listed, 0 where none.
 */
export async function readMethodMoney(db: DbExecutor, range: ReportRange): Promise<MethodMoney[]> {
  const [received, refunded] = await Promise.all([
    db
      .select({
        method: dailyPaymentMethods.method,
        payments: wholeSum(sql`sum(${dailyPaymentMethods.payments})`),
        received: wholeSum(sql`sum(${dailyPaymentMethods.received})`),
      })
      .from(dailyPaymentMethods)
      .where(and(gte(dailyPaymentMethods.day, range.from), lte(dailyPaymentMethods.day, range.to)))
      .groupBy(dailyPaymentMethods.method),
    db
      .select({ way: orderRefund.way, amount: wholeSum(sql`sum(${orderRefund.amount})`) })
      .from(orderRefund)
      .where(refundsMadeIn(range))
      .groupBy(orderRefund.way),
  ]);
  return reportMoneyMethods.map((method) => {
    const money = received.find((row) => row.method === method);
    const out = refunded
      .filter((row) => refundMethodOf(row.way) === method)
      .reduce((sum, row) => sum + row.amount, 0);
    return {
      method,
      label: method === "other" ? "Other" : receivedPaymentMethodLabels[method],
      payments: money?.payments ?? 0,
      received: money?.received ?? 0,
      refunded: out,
    };
  });
}
