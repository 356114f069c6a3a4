// Admin → Reports (docs/decisions/078-reports.md): the period a report covers, read from its
// URL, and what it shows. No zod: the page imports it (decision 048).
import { isCalendarDay, nairobiDay, shiftDay } from "./nairobi-time";
import { salesChannelLabels } from "./sales-channel";

/** The periods a report offers besides a range of the staff member's own. */
export const reportPeriods = ["today", "yesterday", "this_week", "this_month", "range"] as const;

/** One of reportPeriods. */
export type ReportPeriod = (typeof reportPeriods)[number];

/** How each period reads on the page. */
export const reportPeriodLabels: Record<ReportPeriod, string> = {
  today: "Today",
  yesterday: "Yesterday",
  this_week: "This week",
  this_month: "This month",
  range: "From – to",
};

/** The longest range a report covers, in days: two years. */
export const maxReportDays = 731;

/** What the Reports page says of a range it refuses. */
export const reportTexts = {
  badDay: "Enter both dates as a day, such as 2026-12-01.",
  endsBeforeStart: "The end date is before the start date: choose an end on or after the start.",
  tooLong: "A report covers at most two years: choose a shorter range.",
} as const;

/** Nairobi days `from`…`to` (YYYY-MM-DD, both included), and the period they were asked as. */
export interface ReportRange {
  period: ReportPeriod;
  from: string;
  to: string;
}

/** A report's channels, in the order it lists them: the website, then staff's. */
export const reportChannels = [
  "website",
  "whatsapp",
  "instagram",
  "phone_call",
  "walk_in",
] as const;

/** One of reportChannels. */
export type ReportChannel = (typeof reportChannels)[number];

/** Each channel as the report names it. */
export const reportChannelLabels: Record<ReportChannel, string> = {
  website: "Website",
  ...salesChannelLabels,
};

/** The number of days `from`…`to` covers, both included. */
export function daysIn({ from, to }: { from: string; to: string }): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

/** The same number of days just before `range` (the period a report is compared with). */
export function periodBefore(range: ReportRange): { from: string; to: string } {
  const days = daysIn(range);
  return { from: shiftDay(range.from, -days), to: shiftDay(range.from, -1) };
}

/**
 * The range a report's URL asks for (decision 078): `period` today, yesterday, this week (from
 * Monday), this month (from the 1st) — each up to today, Nairobi days at `now` — or 'range' with
 * `from` and `to` (YYYY-MM-DD); this week when none is given. Otherwise the refusal naming why:
 * a date that is no day, an end before its start, or more than two years.
 */
export function parseReportRange(
  params: URLSearchParams,
  now: Date = new Date(),
): ReportRange | { error: string } {
  const today = nairobiDay(now);
  const asked = params.get("period");
  const period = reportPeriods.find((known) => known === asked) ?? "this_week";
  if (period === "today") return { period, from: today, to: today };
  if (period === "yesterday") return { period, from: shiftDay(today, -1), to: shiftDay(today, -1) };
  if (period === "this_week") {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    return { period, from: shiftDay(today, -weekday), to: today };
  }
  if (period === "this_month") return { period, from: `${today.slice(0, 8)}01`, to: today };
  const from = (params.get("from") ?? "").trim().slice(0, 10);
  const to = (params.get("to") ?? "").trim().slice(0, 10);
  if (!isCalendarDay(from) || !isCalendarDay(to)) return { error: reportTexts.badDay };
  if (to < from) return { error: reportTexts.endsBeforeStart };
  if (daysIn({ from, to }) > maxReportDays) return { error: reportTexts.tooLong };
  return { period, from, to };
}

/** A report's query string for `range`: 'period=this_week' or 'period=range&from=…&to=…'. */
export function reportSearch(range: ReportRange): string {
  const params = new URLSearchParams({ period: range.period });
  if (range.period === "range") {
    params.set("from", range.from);
    params.set("to", range.to);
  }
  return params.toString();
}

/**
 * One channel's sales in a period: orders that count as sales, their totals and discounts, and
 * the refunds made in the period of its orders (decision 081), whole KSh.
 */
export interface ChannelSales {
  channel: ReportChannel;
  orders: number;
  sales: number;
  discounts: number;
  refunds: number;
}

/** The sales-by-channel report: the period's rows and totals, and the period before's. */
export interface ChannelReport {
  range: ReportRange;
  before: { from: string; to: string };
  channels: { now: ChannelSales; before: ChannelSales }[];
  totals: { now: Omit<ChannelSales, "channel">; before: Omit<ChannelSales, "channel"> };
}

/** The average order value, whole KSh (0 without orders). */
export const averageOrder = ({ orders, sales }: { orders: number; sales: number }) =>
  orders === 0 ? 0 : Math.round(sales / orders);

/** '+12%', '−5%', '0%'; '—' when the period before sold nothing. */
export function changeText(now: number, before: number): string {
  if (before === 0) return now === 0 ? "0%" : "—";
  const percent = Math.round(((now - before) / before) * 100);
  return percent > 0 ? `+${percent}%` : percent < 0 ? `−${-percent}%` : "0%";
}
