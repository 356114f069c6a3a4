import { createHash } from "node:crypto";
import {
  catalogueImportLimits,
  catalogueImportTexts,
  type ImportOutcome,
} from "#contracts/catalogue-csv.ts";
import type { Db } from "#server/db/client.ts";
import { Refusal } from "#server/http/refusal.ts";
import { readCatalogueCsv } from "./csv-records";
import { planImport } from "./import-plan";
import { writeImportPlan } from "./import-write";
import { readImportRow, type ImportRow } from "./row-cells";
import { groupRows } from "./row-groups";
import { readShopState } from "./shop-state";

/** The import's form may be this large: a 10 MB CSV and its other fields (decision 014's bound). */
export const catalogueImportBodyLimitBytes = catalogueImportLimits.maxBytes + 64 * 1024;

/** What a preview answers: the outcome, and the file's SHA-256 (hex) that Confirm sends back. */
export type ImportPreview = ImportOutcome & { digest: string };

const digestOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The file's text: at most 10 MB of UTF-8. @throws Refusal 400 otherwise. */
function csvText(bytes: Uint8Array): string {
  if (bytes.byteLength > catalogueImportLimits.maxBytes) {
    throw new Refusal(catalogueImportTexts.tooLarge(bytes.byteLength), 400);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new Refusal(catalogueImportTexts.notCsv, 400);
  }
}

/**
 * Checks the whole file and plans it against the shop within one transaction, writing the plan
 * when `write` and nothing refuses; the transaction rolls back on any failure, so an import is
 * written whole or not at all.
 */
async function runImport(db: Db, bytes: Uint8Array, write: boolean): Promise<ImportOutcome> {
  const { records, problems } = readCatalogueCsv(csvText(bytes));
  const rows: ImportRow[] = [];
  const refusedHandles = new Set<string>();
  for (const record of records) {
    const read = readImportRow(record);
    if ("reason" in read) {
      problems.push({ row: read.row, reason: read.reason });
      refusedHandles.add(read.handle);
    } else rows.push(read);
  }
  // A product with a refused row is not checked further: its other rows are not to blame.
  const { groups, problems: groupProblems } = groupRows(
    rows.filter((row) => !refusedHandles.has(row.handle)),
  );
  return db.transaction(async (tx) => {
    const plan = planImport(groups, await readShopState(tx, groups, { lock: write }));
    const all = [...problems, ...groupProblems, ...plan.outcome.problems];
    const outcome = { ...plan.outcome, problems: all.sort((a, b) => a.row - b.row) };
    if (write && all.length === 0) await writeImportPlan(tx, plan.writes);
    return outcome;
  });
}

/**
 * What importing the CSV `bytes` would do (docs/decisions/063-catalogue-csv.md): products and
 * sizes to create, change and leave as they are, and every refused row with its number (the
 * header is row 1) and reason. Writes nothing.
 * @throws Refusal 400 for a file over 10 MB or not UTF-8 text.
 */
export async function previewCatalogueImport(db: Db, bytes: Uint8Array): Promise<ImportPreview> {
  return { ...(await runImport(db, bytes, false)), digest: digestOf(bytes) };
}

/**
 * Imports the CSV `bytes` staff previewed (decision 063): checked again whole, then written in
 * one transaction — every product and size, or, on any refused row or failed write (a SKU taken
 * meanwhile), nothing.
 * @returns what was written, or the problems that refused it (nothing written).
 * @throws Refusal 409 when `digest` is not the file's (not the one previewed); 400 as the preview.
 */
export async function importCatalogue(
  db: Db,
  bytes: Uint8Array,
  digest: string,
): Promise<ImportOutcome> {
  if (digest !== digestOf(bytes)) throw new Refusal(catalogueImportTexts.changedSinceReview, 409);
  return runImport(db, bytes, true);
}
