import { scaleLinear } from "d3-scale";
import { area, line } from "d3-shape";
import { and, gte, lte } from "drizzle-orm";
import { formatPrice } from "#contracts/money.ts";
import { nairobiInstant, nairobiTimeZone, shiftDay } from "#contracts/nairobi-time.ts";
import type { ChartPoint, ChartStep, SalesChart } from "#contracts/report-page.ts";
import { daysIn, periodBefore, type ReportRange } from "#contracts/reports.ts";
import type { DbExecutor } from "../db/client";
import { dailySales } from "../db/kept-figures-schema";

/** A chart point's days: `from`…`to`, both included. */
interface Span {
  from: string;
  to: string;
}

const dayLabel = new Intl.DateTimeFormat("en-KE", {
  timeZone: nairobiTimeZone,
  day: "numeric",
  month: "short",
});
const monthLabel = new Intl.DateTimeFormat("en-KE", {
  timeZone: nairobiTimeZone,
  month: "short",
  year: "numeric",
});
const noon = (day: string) => nairobiInstant(`${day}T12:00:00`);

/** A point per day up to two months, per week up to a year, per calendar month beyond. */
const stepOf = (days: number): ChartStep => (days <= 62 ? "day" : days <= 366 ? "week" : "month");

/** The spans of `range` one point each: days, weeks from its first day, or calendar months. */
function spansOf(range: Span, step: ChartStep): Span[] {
  const spans: Span[] = [];
  for (let from = range.from; from <= range.to;) {
    const next =
      step === "day" ? shiftDay(from, 1) : step === "week" ? shiftDay(from, 7) : nextMonth(from);
    const to = shiftDay(next, -1) < range.to ? shiftDay(next, -1) : range.to;
    spans.push({ from, to });
    from = next;
  }
  return spans;
}

/** The first day of the month after `day`'s. */
function nextMonth(day: string): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/** Each kept day's sales over `span` (decision 047), by day. */
async function salesByDay(db: DbExecutor, span: Span): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: dailySales.day, sales: dailySales.sales })
    .from(dailySales)
    .where(and(gte(dailySales.day, span.from), lte(dailySales.day, span.to)));
  return new Map(rows.map((row) => [row.day, row.sales]));
}

/** The sum of `sales` over `span`'s days. */
function sumOver(sales: Map<string, number>, span: Span): number {
  let sum = 0;
  for (let day = span.from; day <= span.to; day = shiftDay(day, 1)) sum += sales.get(day) ?? 0;
  return sum;
}

/**
 * The chart of sales over `range` against the same days of the period before (decision 081),
 * from the kept days (at most 2 × 731 rows by key), drawn with d3's scales and shapes on the
 * server so the page loads none of them; null for a single day.
 */
export async function readSalesChart(
  db: DbExecutor,
  range: ReportRange,
): Promise<SalesChart | null> {
  const days = daysIn(range);
  if (days < 2) return null;
  const before = periodBefore(range);
  const sales = await salesByDay(db, { from: before.from, to: range.to });
  const step = stepOf(days);
  const points: ChartPoint[] = spansOf(range, step).map((span) => ({
    label: (step === "month" ? monthLabel : dayLabel).format(noon(span.from)),
    sales: sumOver(sales, span),
    salesBefore: sumOver(sales, { from: shiftDay(span.from, -days), to: shiftDay(span.to, -days) }),
  }));
  const highest = Math.max(1, ...points.flatMap((point) => [point.sales, point.salesBefore]));
  const y = scaleLinear().domain([0, highest]).nice(4).range([100, 0]);
  const x = scaleLinear()
    .domain([0, Math.max(points.length - 1, 1)])
    .range([0, 1000]);
  const xs = points.map((_, index) => x(index));
  const through = (figure: (point: ChartPoint) => number) =>
    line<ChartPoint>()
      .x((_, index) => xs[index]!)
      .y((point) => y(figure(point)))(points)!;
  return {
    step,
    points,
    area: area<ChartPoint>()
      .x((_, index) => xs[index]!)
      .y0(100)
      .y1((point) => y(point.sales))(points)!,
    line: through((point) => point.sales),
    before: through((point) => point.salesBefore),
    ticks: y
      .ticks(4)
      .reverse()
      .map((tick) => formatPrice(tick)),
  };
}
