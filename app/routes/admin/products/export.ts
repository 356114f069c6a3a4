import { catalogueCsvFileName, exportCatalogueCsv } from "#server/catalog/csv/catalogue-export.ts";
import { csvDownload } from "#server/http/csv-download.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/export";

/**
 * GET /admin/products/export: every product with its sizes as 'catalogue.csv', streamed as it
 * is read (docs/decisions/063-catalogue-csv.md).
 */
export function loader({ context }: Route.LoaderArgs) {
  return csvDownload(exportCatalogueCsv(getServices(context).db), catalogueCsvFileName);
}
