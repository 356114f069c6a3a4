import { createHash } from "node:crypto";
import {
  catalogueImportLimits,
  catalogueImportTexts,
  photoZipLimits,
  type ImportOutcome,
} from "#contracts/catalogue-csv.ts";
import type { Db } from "#server/db/client.ts";
import { Refusal } from "#server/http/refusal.ts";
import type { MediaStore } from "#server/media/media-store.ts";
import { readImportPhotos } from "./import-photos";
import { readCatalogueCsv } from "./csv-records";
import { planImport } from "./import-plan";
import { writeImportPlan } from "./import-write";
import { readImportRow, type ImportRow } from "./row-cells";
import { groupRows } from "./row-groups";
import { readShopState } from "./shop-state";
import { setStockCause, type StockActor } from "../stock";

/**
 * The import's form may be this large (decision 014's bound): a 10 MB CSV, a 100 MB ZIP of
 * photos and the other fields.
 */
export const catalogueImportBodyLimitBytes =
  catalogueImportLimits.maxBytes + photoZipLimits.maxBytes + 64 * 1024;

/** What a preview answers: the outcome, and the files' SHA-256 (hex) that Confirm sends back. */
export type ImportPreview = ImportOutcome & { digest: string };

/** What staff send: the CSV's bytes and, when photos come with it, the ZIP's. */
export interface ImportFiles {
  csv: Uint8Array;
  zip?: Uint8Array;
}

const digestOf = ({ csv, zip }: ImportFiles) => {
  const hash = createHash("sha256").update(csv);
  if (zip) hash.update("\0zip\0").update(zip);
  return hash.digest("hex");
};

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
 * when `media` is given (Confirm) and nothing refuses; the transaction rolls back on any
 * failure, so an import is written whole or not at all. The ZIP's photos are checked (and, on
 * Confirm with a file without refused rows, stored) before the transaction: a photo stored for
 * an import refused later stays unused in the media store.
 */
async function runImport(
  db: Db,
  { csv, zip }: ImportFiles,
  media: MediaStore | undefined,
  actor: StockActor | null = null,
): Promise<ImportOutcome> {
  const { records, problems } = readCatalogueCsv(csvText(csv));
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
  const isClean = problems.length === 0 && groupProblems.length === 0;
  const photos = await readImportPhotos(zip, groups, isClean ? media : undefined);
  const write = media !== undefined;
  return db.transaction(async (tx) => {
    const plan = planImport(groups, await readShopState(tx, groups, { lock: write }), photos);
    const all = [...problems, ...groupProblems, ...plan.outcome.problems];
    const outcome = { ...plan.outcome, problems: all.sort((a, b) => a.row - b.row) };
    if (write && all.length === 0) {
      await setStockCause(tx, { reason: "correction", actor, reference: "CSV import" });
      await writeImportPlan(tx, plan.writes);
    }
    return outcome;
  });
}

/**
 * What importing the CSV (and its ZIP of photos) would do (docs/decisions/063-catalogue-csv.md):
 * products and sizes to create, change and leave as they are, photos to add, and every refused
 * row with its number (the header is row 1) and reason. Writes and stores nothing, locks nothing.
 * @throws Refusal 400 for a file over 10 MB or not UTF-8 text, or a ZIP refused whole.
 */
export async function previewCatalogueImport(db: Db, files: ImportFiles): Promise<ImportPreview> {
  return { ...(await runImport(db, files, undefined)), digest: digestOf(files) };
}

/**
 * Imports the CSV (and ZIP) staff previewed (decision 063): checked again whole, its photos
 * stored in `media`, then written in one transaction — every product, size and photo list, or,
 * on any refused row or failed write (a SKU taken meanwhile), nothing. Levels changed are
 * 'correction' stock movements by `actor`, referenced 'CSV import' (decision 073).
 * @returns what was written, or the problems that refused it (nothing written).
 * @throws Refusal 409 when `digest` is not the files' (not the ones previewed); 400 as the preview.
 */
export async function importCatalogue(
  db: Db,
  media: MediaStore,
  files: ImportFiles,
  digest: string,
  actor: StockActor | null = null,
): Promise<ImportOutcome> {
  if (digest !== digestOf(files)) throw new Refusal(catalogueImportTexts.changedSinceReview, 409);
  return runImport(db, files, media, actor);
}
