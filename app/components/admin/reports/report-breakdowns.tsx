import type { CsvReport, PeriodReport } from "#contracts/report-page.ts";
import { CategoryTable } from "./category-table";
import { ChannelTable } from "./channel-table";
import { MoneyTable } from "./money-table";
import { ProductTable } from "./product-table";
import { ReportSection } from "./report-section";
import { SalesChartView } from "./sales-chart-view";
import { StaffTable } from "./staff-table";

/**
 * The period's breakdowns (docs/decisions/078-reports.md, 080, 081): sales over time (none for
 * one day), by channel, product and size, category, staff member and payment method, each with its CSV link when `csvHref` gives
 * one (staff who may download exports).
 */
export function ReportBreakdowns({
  report,
  csvHref,
}: {
  report: PeriodReport;
  csvHref: (part: CsvReport) => string | undefined;
}) {
  return (
    <>
      {report.chart && (
        <ReportSection title="Sales over time">
          <SalesChartView chart={report.chart} />
        </ReportSection>
      )}
      <ReportSection title="By channel" csvHref={csvHref("channels")}>
        <ChannelTable report={report.channels} />
      </ReportSection>
      <ReportSection title="By product and size" csvHref={csvHref("products")}>
        <ProductTable report={report.products} />
      </ReportSection>
      <ReportSection title="By category" csvHref={csvHref("categories")}>
        <CategoryTable categories={report.products.categories} />
      </ReportSection>
      <ReportSection title="By staff member" csvHref={csvHref("staff")}>
        <StaffTable staff={report.staff} />
      </ReportSection>
      <ReportSection title="By payment method" csvHref={csvHref("payments")}>
        <MoneyTable methods={report.methods} />
      </ReportSection>
    </>
  );
}
