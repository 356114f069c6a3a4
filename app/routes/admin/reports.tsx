import { data } from "react-router";
import { salesCountedNote } from "#contracts/admin-dashboard.ts";
import { formatLongDate } from "#contracts/calendar-date.ts";
import { formatPrice } from "#contracts/money.ts";
import type { CsvReport } from "#contracts/report-page.ts";
import { averageOrder, changeText, parseReportRange, reportSearch } from "#contracts/reports.ts";
import { readPeriodReport } from "#server/reports/period-report.ts";
import { getServices } from "#server/services.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { ReportBreakdowns } from "../../components/admin/reports/report-breakdowns";
import { ReportPeriodForm } from "../../components/admin/reports/report-period-form";
import { StatCard } from "../../components/admin/stat-card";
import { adminMeta } from "../../lib/admin/admin-meta";
import { useStaffCan } from "../../lib/admin/use-staff-can";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = () => adminMeta("Reports");

/**
 * GET /admin/reports?period=…[&from=&to=] (docs/decisions/078-reports.md, 080, 081): the
 * period's sales by channel, product and size, category and staff member, and its money by
 * payment method, over Nairobi days, compared with the same number of days before.
 * A refused range (no such day, an end before its start, over two years) answers 400 with the
 * reason, shown over the form.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const read = (name: string) => url.searchParams.get(name)?.slice(0, 20) ?? "";
  const values = { period: read("period"), from: read("from"), to: read("to") };
  const range = parseReportRange(url.searchParams);
  if ("error" in range) return data({ values, error: range.error, report: null }, 400);
  const report = await readPeriodReport(getServices(context).db, range);
  return { values, error: null, report };
}

/** '1 December 2026 – 3 December 2026', or one day alone. */
const daysText = ({ from, to }: { from: string; to: string }) =>
  from === to ? formatLongDate(from) : `${formatLongDate(from)} – ${formatLongDate(to)}`;

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { values, error, report } = loaderData;
  const mayExport = useStaffCan("exports.download");
  const csvHref = (part: CsvReport) =>
    mayExport && report
      ? `/admin/reports/export?report=${part}&${reportSearch(report.channels.range)}`
      : undefined;
  const totals = report?.channels.totals;
  return (
    <>
      <AdminPageHeader
        title="Reports"
        description="Sales by period, channel, product, category, staff member and payment method, compared with the period before."
      />
      <ReportPeriodForm values={values} />
      {error && (
        <p
          role="alert"
          className="mb-6 border border-red-800/30 bg-red-50 p-4 text-sm text-red-900"
        >
          {error}
        </p>
      )}
      {report && totals && (
        <section aria-labelledby="report-heading" className="space-y-5">
          <div>
            <h2 id="report-heading" className="font-display text-2xl text-espresso">
              {daysText(report.channels.range)}
            </h2>
            <p className="text-xs text-taupe">Compared with {daysText(report.channels.before)}</p>
          </div>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              label="Sales"
              value={formatPrice(totals.now.sales)}
              hint={`${changeText(totals.now.sales, totals.before.sales)} on ${formatPrice(totals.before.sales)}`}
            />
            <StatCard
              label="Orders"
              value={totals.now.orders.toLocaleString("en-KE")}
              hint={`${changeText(totals.now.orders, totals.before.orders)} on ${totals.before.orders.toLocaleString("en-KE")}`}
            />
            <StatCard label="Average order" value={formatPrice(averageOrder(totals.now))} />
            <StatCard label="Discounts" value={formatPrice(totals.now.discounts)} />
          </div>
          <ReportBreakdowns report={report} csvHref={csvHref} />
          <p className="text-xs text-taupe">
            {salesCountedNote} By the Nairobi day placed; a product&apos;s sales are at the prices
            its lines sold for, before an order&apos;s discount. Money by method is by the day it
            was received or given back.
          </p>
        </section>
      )}
    </>
  );
}
