import { parseAdminOrderQuery } from "#contracts/admin-order-query.ts";
import { exportOrdersCsv, orderCsvFileName } from "#server/orders/order-export.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/orders-export";

/**
 * GET /admin/orders/export?tab=ongoing|delivered (plus the list's search, status and sort):
 * the view's orders as '{tab}-orders.csv' (SPEC §2/§9), streamed as it is read.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const query = parseAdminOrderQuery(url.searchParams);
  return new Response(exportOrdersCsv(getServices(context).db, query), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${orderCsvFileName(query.tab)}"`,
      "Cache-Control": "no-store",
    },
  });
}
