// What Admin → Reports shows for one period (docs/decisions/078-reports.md, 080, 081).
import type { ProductReport } from "./product-report";
import type { ChannelReport } from "./reports";
import type { MethodMoney, StaffSales } from "./staff-and-payment-report";

/** How many days one point of the sales chart sums: a day, a week or a calendar month. */
export type ChartStep = "day" | "week" | "month";

/** One point of the sales chart: its days' sales and the same days of the period before (KSh). */
export interface ChartPoint {
  /** '7 Sep' for a day or the week from it, 'Sep 2026' for a month. */
  label: string;
  sales: number;
  salesBefore: number;
}

/**
 * Sales over the period, drawn on the server (decision 081): SVG paths in a 1000 × 100 box
 * stretched to the chart's size, the figures of its gridlines from the top one down, and the
 * points themselves for the table that stands in for it without sight or scripts.
 */
export interface SalesChart {
  step: ChartStep;
  points: ChartPoint[];
  /** The period's sales as a filled area and its top edge; the period before's as a line. */
  area: string;
  line: string;
  before: string;
  /** Gridlines evenly from the top (the highest figure) to 0, e.g. ['KSh 40,000', …, 'KSh 0']. */
  ticks: string[];
}

/** Every part of the Reports page for one period, each compared with the period before. */
export interface PeriodReport {
  /** Null for a period of one day: a single point draws no line. */
  chart: SalesChart | null;
  channels: ChannelReport;
  products: ProductReport;
  staff: StaffSales[];
  methods: MethodMoney[];
}

/** The parts a CSV can hold, as `/admin/reports/export?report=` names them. */
export const csvReports = ["channels", "products", "categories", "staff", "payments"] as const;

/** One of csvReports. */
export type CsvReport = (typeof csvReports)[number];
