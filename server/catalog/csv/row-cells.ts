import type { z } from "zod/mini";
import {
  catalogueImportLimits,
  csvListSeparator,
  productCsvColumns,
} from "#contracts/catalogue-csv.ts";
import { categoryNameMaxLength } from "#contracts/admin-category.ts";
import { concentrations, scentFamilies, withParentFamilies } from "#contracts/perfume.ts";
import type { ScentFamily } from "#contracts/perfume.ts";
import { perfumeFactFields } from "#contracts/perfume-form.ts";
import { genderOptions } from "#contracts/product-form-texts.ts";
import { productNameMaxLength } from "#contracts/product-name.ts";
import {
  CompareAtPriceSchema,
  PriceSchema,
  SkuSchema,
  StockLevelSchema,
} from "#contracts/size-fields.ts";
import { hasUnstorableCharacter } from "#contracts/text-characters.ts";
import type { CsvRecord } from "./csv-records";

/** Why a cell is refused; thrown while reading a row and caught once per row. */
class CellProblem extends Error {}

const refuse = (column: string, reason: string): never => {
  throw new CellProblem(`${column}: ${reason}`);
};

/** A text cell, trimmed: required or not, at most `max` characters, no control characters. */
function text(column: string, cell: string, max: number, { required = false, multiline = false }) {
  const value = cell.trim();
  if (required && value === "") refuse(column, "required");
  if (value.length > max) refuse(column, `at most ${max} characters`);
  if (hasUnstorableCharacter(value, { isMultiline: multiline })) {
    refuse(column, "contains characters that are not allowed");
  }
  return value;
}

/** A cell through a contract's schema, its message as the reason. */
function parsed<T>(column: string, schema: z.ZodMiniType<T>, cell: string): T {
  const result = schema.safeParse(cell);
  return result.success
    ? result.data
    : refuse(column, result.error.issues[0]?.message ?? "invalid");
}

const list = (cell: string) =>
  cell
    .split(csvListSeparator)
    .map((item) => item.trim())
    .filter(Boolean);

/** A vocabulary's entry named by its slug, label or short name, any case. */
function named<Slug extends string>(
  entries: readonly { slug: Slug; label: string; short?: string }[],
  column: string,
  cell: string,
): Slug {
  const wanted = cell.trim().toLowerCase();
  const found = entries.find((entry) =>
    [entry.slug, entry.label, entry.short].some((name) => name?.toLowerCase() === wanted),
  );
  return (
    found?.slug ??
    refuse(column, `"${cell.trim()}" is not one of ${entries.map((e) => e.label).join(", ")}`)
  );
}

/** One layer's note names, `|`-separated, through the product form's own checks. */
const notes = (column: string, cell: string) =>
  parsed(column, perfumeFactFields.topNotes, list(cell).join(","));

const yesNo: Record<string, boolean> = {
  "": false,
  no: false,
  false: false,
  yes: true,
  true: true,
};

/** The product cells of a product's first row (decision 063), each checked as the product form does. */
function productCells(cells: CsvRecord["cells"]) {
  const gender = cells.Gender.trim().toLowerCase() || "unisex";
  const bestSeller = yesNo[cells["Best seller"].trim().toLowerCase()];
  const photos = list(cells.Photos);
  if (photos.length > catalogueImportLimits.photosPerProduct) {
    refuse("Photos", `at most ${catalogueImportLimits.photosPerProduct} per product`);
  }
  return {
    name: text("Name", cells.Name, productNameMaxLength, { required: true }),
    description: text("Description", cells.Description, 5000, { required: true, multiline: true }),
    // Checked against the shop's categories with the product (import-plan.ts).
    category: text("Category", cells.Category, categoryNameMaxLength, { required: true }),
    gender:
      genderOptions.find((option) => option === gender) ?? refuse("Gender", "unisex, women or men"),
    isBestSeller: bestSeller ?? refuse("Best seller", "yes or no"),
    brandName: text("Brand", cells.Brand, 60, {}) || null,
    concentration: cells.Concentration.trim()
      ? named(concentrations, "Concentration", cells.Concentration)
      : null,
    families: withParentFamilies(
      list(cells.Families).map((family): ScentFamily => named(scentFamilies, "Families", family)),
    ),
    topNotes: notes("Top notes", cells["Top notes"]),
    heartNotes: notes("Heart notes", cells["Heart notes"]),
    baseNotes: notes("Base notes", cells["Base notes"]),
    photos: photos.map((photo) => text("Photos", photo, 500, {})),
  };
}

/** A product's cells as the import reads them from its first row. */
export type ProductCells = ReturnType<typeof productCells>;

/** A size's cells: prices in whole KSh, a blank SKU null, a blank stock not tracked (null). */
function sizeCells(cells: CsvRecord["cells"]) {
  const price = parsed("Price (KSh)", PriceSchema, cells["Price (KSh)"]);
  const compareAtPrice = parsed(
    "Compare-at price (KSh)",
    CompareAtPriceSchema,
    cells["Compare-at price (KSh)"],
  );
  if (compareAtPrice !== null && compareAtPrice <= price) {
    refuse("Compare-at price (KSh)", "must be higher than the price");
  }
  return {
    label: text("Size", cells.Size, 20, { required: true }),
    price,
    compareAtPrice,
    sku: parsed("SKU", SkuSchema, cells.SKU),
    stockLevel: parsed("Stock", StockLevelSchema, cells.Stock),
  };
}

/** A size's cells as the import reads them. */
export type SizeCells = ReturnType<typeof sizeCells>;

/** A row read: its handle, its product's cells when it carries them, its size's. */
export interface ImportRow {
  row: number;
  handle: string;
  product: ProductCells | null;
  size: SizeCells;
}

const handlePattern = /^[A-Za-z0-9._-]+$/;

/**
 * One CSV row checked cell by cell (decision 063): the handle (letters, digits, '.', '_', '-'),
 * the product's cells when the row carries any (a product's first row must), the size's.
 * @returns the row read, or its handle and the first refused cell's reason ("Price (KSh): …").
 */
export function readImportRow({
  row,
  cells,
}: CsvRecord): ImportRow | { row: number; handle: string; reason: string } {
  try {
    const handle = text("Handle", cells.Handle, catalogueImportLimits.handleLength, {
      required: true,
    });
    if (!handlePattern.test(handle)) refuse("Handle", "letters, digits, '.', '_' or '-' only");
    const hasProduct = productCsvColumns.some((column) => cells[column].trim() !== "");
    return {
      row,
      handle,
      product: hasProduct ? productCells(cells) : null,
      size: sizeCells(cells),
    };
  } catch (error) {
    if (error instanceof CellProblem)
      return { row, handle: cells.Handle.trim(), reason: error.message };
    throw error;
  }
}
