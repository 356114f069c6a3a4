import Papa from "papaparse";
import { action } from "#app/routes/admin/products/import.tsx";
import { loader as exportLoader } from "#app/routes/admin/products/export.ts";
import { catalogueCsvColumns } from "#contracts/catalogue-csv.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { routeArgs } from "./route-call";

const url = "https://loris.example/admin/products/import";

/** What a test sends with a CSV: a ZIP of photos, the environment (DATA_DIR for media). */
export interface ImportExtras {
  zip?: Uint8Array<ArrayBuffer>;
  env?: Record<string, string>;
}

/** Posts a CSV (and a ZIP) to the import as the page does (multipart), as Preview or Confirm. */
export async function postImport(
  database: DatabaseHandle,
  csv: string | Uint8Array<ArrayBuffer>,
  intent: "preview" | "confirm",
  digest = "",
  { zip, env }: ImportExtras = {},
) {
  const form = new FormData();
  form.set("csv", new File([csv], "catalogue.csv", { type: "text/csv" }));
  if (zip) form.set("photos", new File([zip], "photos.zip", { type: "application/zip" }));
  form.set("intent", intent);
  form.set("digest", digest);
  const result = await action(
    routeArgs(database, new Request(url, { method: "POST", body: form }), { env }),
  );
  if ("init" in result) return { status: result.init?.status, ...result.data } as const;
  return { status: 200, ...result } as const;
}

/** An import's answer. */
export type ImportAnswer = Awaited<ReturnType<typeof postImport>>;

/** Previews `csv`, then confirms it with the preview's digest; both answers. */
export async function importCsv(database: DatabaseHandle, csv: string, extras?: ImportExtras) {
  const preview = await postImport(database, csv, "preview", "", extras);
  const digest = "digest" in preview ? preview.digest : "";
  return { preview, confirmed: await postImport(database, csv, "confirm", digest, extras) };
}

/** The outcome of an answer that has one. @throws naming the refusal otherwise. */
export const outcomeOf = (answer: ImportAnswer) => {
  if (!("outcome" in answer)) throw new Error(`refused: ${JSON.stringify(answer)}`);
  return answer.outcome;
};

/** The catalogue as GET /admin/products/export answers it. */
export async function exportCsv(database: DatabaseHandle) {
  const response = exportLoader(
    routeArgs(database, new Request("https://loris.example/admin/products/export")),
  );
  return response.text();
}

/** A CSV row by column; blank where it says nothing. */
export type Row = Partial<Record<(typeof catalogueCsvColumns)[number], string | number>>;

/** A CSV of the catalogue's columns from `rows`, blank where a row says nothing. */
export const csvOf = (rows: Row[]) =>
  Papa.unparse([
    [...catalogueCsvColumns],
    ...rows.map((row) => catalogueCsvColumns.map((column) => row[column] ?? "")),
  ]);

/** A new product's first row with believable cells; override what the test is about. */
export const newRow = (handle: string, sku: string, overrides: Row = {}): Row => ({
  Handle: handle,
  Name: `Import ${handle}`,
  Description: "Cedar and tea.",
  Category: "Loris Perfumes",
  Gender: "unisex",
  Concentration: "Eau de Parfum",
  Families: "Woody|Fresh",
  "Top notes": "Bergamot|Black tea",
  Size: "50ml",
  "Price (KSh)": 2500,
  SKU: sku,
  Stock: 10,
  ...overrides,
});
