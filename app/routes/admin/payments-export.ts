import { parsePaymentDayQuery } from "#contracts/admin-payments.ts";
import {
  exportPaymentsCsv,
  paymentCsvFileName,
} from "#server/payments/reconciliation/reconciliation-export.ts";
import { csvDownload } from "#server/http/csv-download.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/payments-export";

/**
 * GET /admin/payments/export?day=YYYY-MM-DD&state=… (decision 056): the view's payments as
 * 'payments-{day}.csv' — the whole day's with its order refunds, below 0 (decision 076) —
 * streamed as it is read; a malformed day or state exports today's or all.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const query = parsePaymentDayQuery(url.searchParams);
  return csvDownload(exportPaymentsCsv(getServices(context).db, query), paymentCsvFileName(query));
}
