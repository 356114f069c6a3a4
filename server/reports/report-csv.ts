import { reportBlank } from "#contracts/product-report.ts";
import type { CsvReport } from "#contracts/report-page.ts";
import { placedByShoppers } from "#contracts/staff-and-payment-report.ts";
import {
  averageOrder,
  reportChannelLabels,
  type ChannelSales,
  type ReportRange,
} from "#contracts/reports.ts";
import type { DbExecutor } from "../db/client";
import { readChannelReport } from "./channel-report";
import { readCategorySales, readProductSizeSales } from "./product-report";
import { readMethodMoney, readStaffSales } from "./staff-and-payment-report";

/** A report's CSV: its file name's first part, its columns and its rows. */
export interface ReportCsv {
  name: string;
  columns: readonly string[];
  records: (string | number)[][];
}

/** Sales by channel: a row per channel, then the total, with the period before's (decision 078). */
async function channelsCsv(db: DbExecutor, range: ReportRange): Promise<ReportCsv> {
  const report = await readChannelReport(db, range);
  const row = (
    label: string,
    now: Omit<ChannelSales, "channel">,
    before: Omit<ChannelSales, "channel">,
  ) => [
    label,
    now.orders,
    now.sales,
    averageOrder(now),
    now.discounts,
    now.refunds,
    before.orders,
    before.sales,
  ];
  return {
    name: "sales-by-channel",
    columns: [
      "Channel",
      "Orders",
      "Sales (KSh)",
      "Average order (KSh)",
      "Discounts (KSh)",
      "Refunds (KSh)",
      "Orders before",
      "Sales before (KSh)",
    ],
    records: [
      ...report.channels.map(({ now, before }) =>
        row(reportChannelLabels[now.channel], now, before),
      ),
      row("Total", report.totals.now, report.totals.before),
    ],
  };
}

/** Every product and size sold, by sales (decision 080). */
async function productsCsv(db: DbExecutor, range: ReportRange): Promise<ReportCsv> {
  const { rows: products } = await readProductSizeSales(db, range);
  return {
    name: "sales-by-product",
    columns: ["Product", "Size", "Units", "Sales (KSh)"],
    records: products.map((row) => [
      row.name,
      row.sizeLabel || reportBlank.size,
      row.units,
      row.sales,
    ]),
  };
}

/** Each category's units and sales, with the period before's sales (decision 080). */
async function categoriesCsv(db: DbExecutor, range: ReportRange): Promise<ReportCsv> {
  const categories = await readCategorySales(db, range);
  return {
    name: "sales-by-category",
    columns: ["Category", "Units", "Sales (KSh)", "Sales before (KSh)"],
    records: categories.map((row) => [
      row.category || reportBlank.category,
      row.units,
      row.sales,
      row.salesBefore,
    ]),
  };
}

/** Each staff member's orders and sales, with the period before's sales (decision 081). */
async function staffCsv(db: DbExecutor, range: ReportRange): Promise<ReportCsv> {
  const staff = await readStaffSales(db, range);
  return {
    name: "sales-by-staff",
    columns: ["Staff member", "Orders", "Sales (KSh)", "Sales before (KSh)"],
    records: staff.map((row) => [
      row.staff || placedByShoppers,
      row.orders,
      row.sales,
      row.salesBefore,
    ]),
  };
}

/** Money in and out by method (decision 081). */
async function paymentsCsv(db: DbExecutor, range: ReportRange): Promise<ReportCsv> {
  const methods = await readMethodMoney(db, range);
  return {
    name: "money-by-payment-method",
    columns: ["Method", "Payments", "Received (KSh)", "Refunded (KSh)", "Net (KSh)"],
    records: methods.map((row) => [
      row.label,
      row.payments,
      row.received,
      row.refunded,
      row.received - row.refunded,
    ]),
  };
}

const builders: Record<CsvReport, (db: DbExecutor, range: ReportRange) => Promise<ReportCsv>> = {
  channels: channelsCsv,
  products: productsCsv,
  categories: categoriesCsv,
  staff: staffCsv,
  payments: paymentsCsv,
};

/**
 * The CSV of `report` over `range` (docs/decisions/078-reports.md, 080-reports-by-product.md,
 * 081-reports-by-staff-and-payment.md):
 * read from the kept days; its file is '{name}-{from}-to-{to}.csv'.
 */
export function reportCsv(db: DbExecutor, report: CsvReport, range: ReportRange) {
  return builders[report](db, range);
}
