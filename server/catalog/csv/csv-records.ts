import Papa from "papaparse";
import {
  catalogueCsvColumns,
  catalogueImportLimits,
  type CatalogueCsvColumn,
  type RowProblem,
} from "#contracts/catalogue-csv.ts";
import { formulaCell } from "#server/orders/spreadsheet-cell.ts";

/** A data row's cells by column, and its number as a spreadsheet shows it (header = 1). */
export interface CsvRecord {
  row: number;
  cells: Record<CatalogueCsvColumn, string>;
}

/** The file's readable rows and the problems of the others (row 1 for the header's). */
export interface CsvRecords {
  records: CsvRecord[];
  problems: RowProblem[];
}

/** A cell the export escaped as text ('=…, '+…, OWASP CSV injection) read back as it was. */
const unescaped = (cell: string) =>
  cell.startsWith("'") && formulaCell.test(cell.slice(1)) ? cell.slice(1) : cell;

/** The header's problems: each catalogue column needed once, no other. */
function headerProblems(header: readonly string[]): RowProblem[] {
  const known = new Set<string>(catalogueCsvColumns);
  const reasons = [
    ...catalogueCsvColumns
      .filter((column) => !header.includes(column))
      .map((column) => `Column "${column}" is missing`),
    ...header
      .filter((name, index) => header.indexOf(name) !== index)
      .map((name) => `Column "${name}" appears twice`),
    ...header
      .filter((name) => !known.has(name))
      .map((name) => `Column "${name}" is not one the import knows`),
  ];
  return reasons.map((reason) => ({ row: 1, reason }));
}

/**
 * The CSV's records by column (papaparse, comma-separated; a leading byte order mark dropped, blank rows
 * skipped but counted, so each keeps the number a spreadsheet shows it under). Refuses, with
 * row numbers, a header that is not the catalogue's (decision 063), a quote left open, a row with
 * more or fewer cells than the header and more than `catalogueImportLimits.maxRows` rows.
 */
export function readCatalogueCsv(text: string): CsvRecords {
  // Commas always: guessing would take a file whose list cells hold many '|' for '|'-separated.
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    delimiter: ",",
    skipEmptyLines: false,
  });
  const [rawHeader = [], ...rows] = parsed.data;
  const header = rawHeader.map((name) => name.trim());
  const problems = headerProblems(header);
  if (problems.length > 0) return { records: [], problems };
  const problemRows = new Set<number>();
  for (const error of parsed.errors) {
    const row = (error.row ?? 0) + 1;
    if (!problemRows.has(row)) problems.push({ row, reason: `Cannot be read: ${error.message}` });
    problemRows.add(row);
  }
  const records: CsvRecord[] = [];
  rows.forEach((cells, index) => {
    const row = index + 2;
    if (problemRows.has(row) || cells.every((cell) => cell.trim() === "")) return;
    if (cells.length !== header.length) {
      problems.push({
        row,
        reason: `Has ${cells.length} cells where the header has ${header.length}`,
      });
      return;
    }
    const byColumn = Object.fromEntries(header.map((name, i) => [name, unescaped(cells[i] ?? "")]));
    records.push({ row, cells: byColumn as CsvRecord["cells"] });
  });
  if (records.length > catalogueImportLimits.maxRows) {
    const reason = `The file has ${records.length} rows: the import takes at most ${catalogueImportLimits.maxRows}`;
    return { records: [], problems: [{ row: 1, reason }] };
  }
  return { records, problems };
}
