import { isDeepStrictEqual } from "node:util";
import type { RowProblem } from "#contracts/catalogue-csv.ts";
import type { ImportRow, ProductCells } from "./row-cells";

/** The rows sharing one handle: one product, its cells from its first row, a size per row. */
export interface RowGroup {
  handle: string;
  /** The first row's number, where the product's own problems are reported. */
  row: number;
  product: ProductCells;
  rows: ImportRow[];
}

/**
 * The file's rows as products (decision 063): rows sharing a handle are one product, whose first
 * row carries its cells and whose later rows leave them blank or repeat them. Refuses, by row, a
 * handle whose first row has no Name, a later row whose product cells differ, a SKU on two rows
 * and a size label twice in one product. A refused row leaves its product out of the groups.
 */
export function groupRows(rows: readonly ImportRow[]): {
  groups: RowGroup[];
  problems: RowProblem[];
} {
  const problems: RowProblem[] = [];
  const byHandle = new Map<string, ImportRow[]>();
  for (const row of rows) {
    const own = byHandle.get(row.handle);
    if (own) own.push(row);
    else byHandle.set(row.handle, [row]);
  }
  const skuRows = new Map<string, number>();
  const groups: RowGroup[] = [];
  for (const [handle, own] of byHandle) {
    const [first] = own;
    if (!first) continue;
    const before = problems.length;
    const refuse = (row: number, reason: string) => problems.push({ row, reason });
    if (!first.product) {
      refuse(
        first.row,
        `Handle ${handle}: its first row needs the product's Name, Description and Category`,
      );
    }
    const labels = new Map<string, number>();
    for (const row of own) {
      if (row !== first && row.product && !isDeepStrictEqual(row.product, first.product)) {
        refuse(
          row.row,
          `Product cells differ from row ${first.row}: leave them blank on a product's later rows`,
        );
      }
      const label = row.size.label.toLowerCase();
      const labelRow = labels.get(label);
      if (labelRow) refuse(row.row, `Size ${row.size.label} is also on row ${labelRow}`);
      else labels.set(label, row.row);
      const { sku } = row.size;
      const skuRow = sku === null ? undefined : skuRows.get(sku);
      if (skuRow) refuse(row.row, `SKU ${sku} is also on row ${skuRow}`);
      else if (sku !== null) skuRows.set(sku, row.row);
    }
    if (problems.length === before && first.product) {
      groups.push({ handle, row: first.row, product: first.product, rows: own });
    }
  }
  return { groups, problems };
}
