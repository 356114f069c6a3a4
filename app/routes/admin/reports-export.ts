import { data } from "react-router";
import { csvReports } from "#contracts/report-page.ts";
import { parseReportRange } from "#contracts/reports.ts";
import { csvDownload, csvStream } from "#server/http/csv-download.ts";
import { reportCsv } from "#server/reports/report-csv.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/reports-export";

/**
 * GET /admin/reports/export?report=channels|products|categories|staff|payments&period=…[&from=&to=]
 * (docs/decisions/078-reports.md, 080-reports-by-product.md, 081-reports-by-staff-and-payment.md):
 * one report as '{sales-by-channel|sales-by-product|sales-by-category|sales-by-staff|
 * money-by-payment-method}-{from}-to-{to}.csv'; sales by channel when `report` is none of them. 400 with the reason for a range the page refuses.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const range = parseReportRange(url.searchParams);
  if ("error" in range) throw data(range.error, { status: 400 });
  const asked = url.searchParams.get("report");
  const report = csvReports.find((known) => known === asked) ?? "channels";
  const csv = await reportCsv(getServices(context).db, report, range);
  const batches = (async function* () {
    yield csv.records;
  })();
  return csvDownload(
    csvStream(csv.columns, batches),
    `${csv.name}-${range.from}-to-${range.to}.csv`,
  );
}
