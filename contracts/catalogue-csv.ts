import { maxProductPhotos } from "./product-photo-texts";

/**
 * The catalogue CSV (docs/decisions/063-catalogue-csv.md): one row per size, the product's cells
 * on its first row, `|` between the items of a list cell. The export writes these columns in
 * this order; an import must have each of them once, in any order.
 */
export const catalogueCsvColumns = [
  "Handle",
  "Name",
  "Description",
  "Category",
  "Gender",
  "Best seller",
  "Brand",
  "Concentration",
  "Families",
  "Top notes",
  "Heart notes",
  "Base notes",
  "Photos",
  "Size",
  "Price (KSh)",
  "Compare-at price (KSh)",
  "SKU",
  "Stock",
] as const;

export type CatalogueCsvColumn = (typeof catalogueCsvColumns)[number];

/** The columns of a product (on its first row), the rest being its size's. */
export const productCsvColumns = catalogueCsvColumns.slice(1, 13);

/** Between the items of a list cell (families, notes, photos). */
export const csvListSeparator = "|";

/** The import's bounds (decision 063): file bytes, rows, a handle's length, photos a product. */
export const catalogueImportLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 5_000,
  handleLength: 64,
  photosPerProduct: maxProductPhotos,
} as const;

/**
 * The ZIP of photos sent with a CSV (decision 063): its bytes, its entries, and the bytes its
 * photos inflate to; each photo at most SPEC §9's 5 MB (maxImageBytes) uncompressed.
 */
export const photoZipLimits = {
  maxBytes: 100 * 1024 * 1024,
  maxEntries: 500,
  maxTotalBytes: 200 * 1024 * 1024,
} as const;

/** How many products or sizes an import creates, changes and leaves as they are. */
export interface ImportCounts {
  created: number;
  changed: number;
  unchanged: number;
}

/** A refused row: its number as a spreadsheet shows it (the header is row 1) and why. */
export interface RowProblem {
  row: number;
  reason: string;
}

/** What an import would do (or did): counts, and every refused row (none when it can be written). */
export interface ImportOutcome {
  products: ImportCounts;
  sizes: ImportCounts;
  /** Photos the ZIP adds to products. */
  photos: number;
  problems: RowProblem[];
}

/** The import page's texts (SPEC §8's tone). */
export const catalogueImportTexts = {
  noFile: "Choose a CSV file to import",
  tooLarge: (bytes: number) =>
    `This CSV is ${(bytes / (1024 * 1024)).toFixed(1)} MB: the import takes at most 10 MB. Split it and import each part.`,
  notCsv: "This file is not a CSV: save the sheet as CSV (UTF-8) and choose it again",
  zipTooLarge: (bytes: number) =>
    `This ZIP is ${(bytes / (1024 * 1024)).toFixed(1)} MB: the import takes at most 100 MB of photos. Split it and import each part.`,
  zipTooLargeInflated:
    "The ZIP of photos unpacks to more than 200 MB: split it and import each part",
  zipRefused: (reason: string) => `The ZIP of photos cannot be read: ${reason}`,
  changedSinceReview: "This file is not the one previewed: preview it again before importing",
  refused: "Nothing was imported: fix these rows and preview the file again",
  failed: "Nothing was imported: the catalogue could not be written. Please try again.",
} as const;
