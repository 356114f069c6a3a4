import { productRowsShown } from "#contracts/product-report.ts";
import type { PeriodReport } from "#contracts/report-page.ts";
import type { ReportRange } from "#contracts/reports.ts";
import type { DbExecutor } from "../db/client";
import { readChannelReport } from "./channel-report";
import { readProductReport } from "./product-report";
import { readSalesChart } from "./sales-chart";
import { readMethodMoney, readStaffSales } from "./staff-and-payment-report";

/**
 * Every part of the Reports page over `range` (docs/decisions/078-reports.md, 080, 081): the
 * chart of sales over time, by channel, by product and size (the best-selling
 * `productRowsShown`) and category, by staff member and by payment method — from the kept days
 * and the period's refunds, never the orders.
 */
export async function readPeriodReport(db: DbExecutor, range: ReportRange): Promise<PeriodReport> {
  const [chart, channels, products, staff, methods] = await Promise.all([
    readSalesChart(db, range),
    readChannelReport(db, range),
    readProductReport(db, range, productRowsShown),
    readStaffSales(db, range),
    readMethodMoney(db, range),
  ]);
  return { chart, channels, products, staff, methods };
}
