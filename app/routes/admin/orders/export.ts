import { parseAdminOrderQuery } from "#contracts/admin-order-query.ts";
import { exportOrdersCsv, orderCsvFileName } from "#server/orders/order-export.ts";
import { csvDownload } from "#server/http/csv-download.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/export";

/**
 * GET /admin/orders/export?tab=ongoing|delivered (plus the list's search, status and sort):
 * the view's orders as '{tab}-orders.csv' (SPEC §2/§9), streamed as it is read.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const query = parseAdminOrderQuery(url.searchParams);
  return csvDownload(exportOrdersCsv(getServices(context).db, query), orderCsvFileName(query.tab));
}
