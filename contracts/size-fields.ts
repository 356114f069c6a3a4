// zod/mini: these schemas also check the admin's forms in the browser, where bytes count.
import { z } from "zod/mini";
import { productFormTexts } from "./product-form-texts";

/** A price as typed ('1500', '1,500'): a whole number of KSh above 0 (SPEC §5). */
export const PriceSchema = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()], { error: productFormTexts.price }),
    z.transform((value) => String(value).replace(/[\s,]/g, "")),
  ),
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,7}$/, { error: productFormTexts.price })),
    z.transform(Number),
  ),
);

/** A price that may be left blank (null), else a whole number of KSh above 0 (SPEC §5). */
const OptionalPrice = z.pipe(
  z.pipe(
    z.string({ error: productFormTexts.price }),
    z.transform((text) => text.replace(/[\s,]/g, "")),
  ),
  z.pipe(
    z.string().check(z.regex(/^(|[1-9]\d{0,7})$/, { error: productFormTexts.price })),
    z.transform((text) => (text === "" ? null : Number(text))),
  ),
);

/** A price a size may leave blank (null: the product's Price). */
export const OptionalPriceSchema = OptionalPrice;

/** A compare-at price as typed: blank = not on sale (null), else a price (PriceSchema). */
export const CompareAtPriceSchema = OptionalPrice;

/** A stock level as typed: blank = not tracked (null), else a whole number from 0. */
export const StockLevelSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((text) => text.trim()),
  ),
  z.pipe(
    z.string().check(z.regex(/^\d{0,7}$/, { error: productFormTexts.stockLevel })),
    z.transform((text) => (text === "" ? null : Number(text))),
  ),
);

/** A SKU as typed: blank = none (null), else up to 40 letters, digits, '-', '_' or '.'. */
export const SkuSchema = z.pipe(
  z.string().check(z.trim(), z.regex(/^[A-Za-z0-9._-]{0,40}$/, { error: productFormTexts.sku })),
  z.transform((sku) => sku || null),
);

/** Whether a size's compare-at price, when set, is above its price (DESIGN §5). */
export const isCompareAtAbovePrice = (size: { price: number; compareAtPrice: number | null }) =>
  size.compareAtPrice === null || size.compareAtPrice > size.price;

/**
 * A size's own fields on Add Product, as typed (DESIGN §5): a blank price is the product's
 * Price; a blank compare-at price is not on sale, a blank stock level not tracked, a blank SKU
 * none.
 */
export const SizeDetailsSchema = z.object({
  price: z._default(OptionalPriceSchema, null),
  compareAtPrice: z._default(CompareAtPriceSchema, null),
  stockLevel: z._default(StockLevelSchema, null),
  sku: z._default(SkuSchema, null),
});

/** A size's own fields as typed, before parsing. */
export type SizeDetailsValues = { [Field in keyof z.input<typeof SizeDetailsSchema>]-?: string };
/** A size's own fields parsed: prices in whole KSh, null where left blank. */
export type SizeDetails = z.output<typeof SizeDetailsSchema>;

/** A new size as Add Product creates it: its label, prices (whole KSh), stock level and SKU. */
export interface NewSize {
  label: string;
  price: number;
  compareAtPrice: number | null;
  stockLevel: number | null;
  sku: string | null;
}

/** The sizes typed on Add Product: each label with its own fields, its price the product's when blank. */
export function newSizes(
  labels: readonly string[],
  price: number,
  details: readonly SizeDetails[],
): NewSize[] {
  return labels.map((label, position) => {
    const own = details[position];
    return {
      label,
      price: own?.price ?? price,
      compareAtPrice: own?.compareAtPrice ?? null,
      stockLevel: own?.stockLevel ?? null,
      sku: own?.sku ?? null,
    };
  });
}

/** Where a size field's message goes: ["sizeDetails", position, field]. */
type IssuePath = ["sizes"] | ["sizeDetails", number, keyof SizeDetails];

/**
 * The messages of sizes that do not go together (DESIGN §5): a label typed twice, a compare-at
 * price not above the size's price, a SKU given to two sizes.
 */
export function sizeProblems(sizes: readonly NewSize[]): { path: IssuePath; message: string }[] {
  const problems: { path: IssuePath; message: string }[] = [];
  const labels = sizes.map((size) => size.label);
  if (new Set(labels).size < labels.length) {
    problems.push({ path: ["sizes"], message: productFormTexts.repeatedSize });
  }
  sizes.forEach((size, position) => {
    if (!isCompareAtAbovePrice(size)) {
      const path: IssuePath = ["sizeDetails", position, "compareAtPrice"];
      problems.push({ path, message: productFormTexts.compareAtPrice });
    }
    if (size.sku && sizes.findIndex((other) => other.sku === size.sku) < position) {
      problems.push({
        path: ["sizeDetails", position, "sku"],
        message: productFormTexts.repeatedSku,
      });
    }
  });
  return problems;
}
