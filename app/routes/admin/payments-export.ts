import { parsePaymentDayQuery } from "#contracts/admin-payments.ts";
import { exportPaymentsCsv, paymentCsvFileName } from "#server/payments/reconciliation-export.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/payments-export";

/**
 * GET /admin/payments/export?day=YYYY-MM-DD&state=… (decision 020): the view's payments as
 * 'payments-{day}.csv', streamed as it is read; a malformed day or state exports today's or all.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const query = parsePaymentDayQuery(url.searchParams);
  return new Response(exportPaymentsCsv(getServices(context).db, query), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${paymentCsvFileName(query)}"`,
      "Cache-Control": "no-store",
    },
  });
}
