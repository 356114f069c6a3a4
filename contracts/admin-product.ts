// zod/mini: this schema also checks the Add Product form in the browser, where bytes count.
import { z } from "zod/mini";
import { adminCategoryNames } from "./categories";
import type { ProductCard, ProductSize } from "./product";
import { productNameMaxLength } from "./product-name";
import { uploadedImageUrlPattern } from "./product-upload";
import { recordId } from "./record-id";
import { storable } from "./storable-text";

/** SPEC §5 Add Product messages, one per field. */
export const productFormTexts = {
  name: "Product name is required",
  sizes: "Quantity is required",
  tooManySizes: "Enter at most 3 quantities",
  price: "Valid price is required",
  description: "Description is required",
  category: "Category is required",
  image: "Product image is required",
  stockLevel: "Stock level must be a whole number of 0 or more",
  compareAtPrice: "Compare-at price must be higher than the price",
  saved: "Product added successfully!",
} as const;

/** The answer to a change of a product the shop does not have. */
export const productNotFound = "Product not found";

/** SPEC §8 alerts on the Update Products page and the product lists. */
export const productAdminTexts = {
  updateFailed: "Failed to update product. Please try again.",
  stockStatusFailed: "Failed to update stock status. Please try again.",
  loadFailed: "Failed to load products. Please try again.",
} as const;

/** SPEC §3/§9: a product has at most 3 sizes. */
export const maxSizes = 3;

/** Product genders (SPEC §3), unisex first as the default. */
export const genderOptions = ["unisex", "women", "men"] as const satisfies ProductCard["gender"][];

/** How the add-product form names each gender (SPEC §3). */
export const genderLabels: Record<(typeof genderOptions)[number], string> = {
  unisex: "Unisex",
  women: "Women",
  men: "Men",
};

/** The highest price an admin may set, in whole KSh. */
export const maxPriceKsh = 10_000_000;

/** A required field; `label` names it when it holds a character the shop does not store. */
const requiredText = (label: string, max: number, error: string, { isMultiline = false } = {}) =>
  z
    .string({ error })
    .check(z.trim(), storable(label, { isMultiline }), z.minLength(1, { error }), z.maxLength(max));

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

/** Sizes typed as space-separated text ('30ml 50ml 100ml'), 1 to 3 labels (SPEC §3/§5). */
const SizesSchema = z.pipe(
  z.pipe(
    // Tabs and line breaks only separate labels, like spaces.
    z.string({ error: productFormTexts.sizes }).check(storable("Quantity", { isMultiline: true })),
    z.transform((text) => text.split(/\s+/).filter(Boolean)),
  ),
  z
    .array(z.string().check(z.maxLength(20)))
    .check(
      z.minLength(1, { error: productFormTexts.sizes }),
      z.maxLength(maxSizes, { error: productFormTexts.tooManySizes }),
    ),
);

/** The Add Product fields an admin types (SPEC §3 admin form state), without the image. */
export const ProductDetailsSchema = z.object({
  name: requiredText("Product name", productNameMaxLength, productFormTexts.name),
  sizes: SizesSchema,
  price: PriceSchema,
  description: requiredText("Description", 5000, productFormTexts.description, {
    isMultiline: true,
  }),
  category: z.enum(adminCategoryNames, { error: productFormTexts.category }),
  gender: z._default(z.enum(genderOptions), "unisex"),
  inStock: z._default(z.boolean(), true),
  isBestSeller: z._default(z.boolean(), false),
});

/**
 * A new product as the Add Product page sends it (SPEC §4 add-product flow): the details and
 * the URL POST /storage/upload returned for its image.
 */
export const ProductCreateSchema = z.extend(ProductDetailsSchema, {
  imageUrl: z
    .string({ error: productFormTexts.image })
    .check(z.regex(uploadedImageUrlPattern, { error: productFormTexts.image })),
});

/** A stock level as typed: blank = not tracked (null), else a whole number from 0. */
const StockLevelSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((text) => text.trim()),
  ),
  z.pipe(
    z.string().check(z.regex(/^\d{0,7}$/, { error: productFormTexts.stockLevel })),
    z.transform((text) => (text === "" ? null : Number(text))),
  ),
);

const productId = recordId(productNotFound);

/** A compare-at price as typed: blank = not on sale (null), else a price (PriceSchema). */
const CompareAtPriceSchema = z.union([
  z.pipe(
    z.string().check(z.regex(/^\s*$/)),
    z.transform(() => null),
  ),
  PriceSchema,
]);

/** Whether a size's compare-at price, when set, is above its price (DESIGN §5). */
export const isCompareAtAbovePrice = (size: { price: number; compareAtPrice: number | null }) =>
  size.compareAtPrice === null || size.compareAtPrice > size.price;

/**
 * A change on the Update Products page (SPEC §2): an inline edit of one size's price and stock
 * level, or a quick 'Mark Out' / 'Mark In' of one size (`sizeId`) or of every size of the
 * product (no `sizeId`).
 */
export const ProductUpdateSchema = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("edit"),
      productId,
      sizeId: recordId(productNotFound),
      price: PriceSchema,
      compareAtPrice: z._default(CompareAtPriceSchema, null),
      stockLevel: StockLevelSchema,
    })
    .check(
      z.refine(isCompareAtAbovePrice, {
        error: productFormTexts.compareAtPrice,
        path: ["compareAtPrice"],
      }),
    ),
  z.object({
    intent: z.literal("stock"),
    productId,
    sizeId: z.optional(recordId(productNotFound)),
    inStock: z.pipe(
      z.enum(["true", "false"]),
      z.transform((text) => text === "true"),
    ),
  }),
]);

/** The form's fields as typed, before parsing. */
export type ProductFormValues = z.input<typeof ProductDetailsSchema>;
/** A valid new product: sizes as a list, price in whole KSh. */
export type ProductCreateInput = z.output<typeof ProductCreateSchema>;

/** The fields that can carry a message, in the order they show on the page. */
export type ProductFormField = "image" | "name" | "sizes" | "price" | "description" | "category";

/** The first message of each field a parse failed on. */
export function productFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<ProductFormField, string>> {
  const errors: Partial<Record<ProductFormField, string>> = {};
  for (const issue of issues) {
    const key = issue.path[0] === "imageUrl" ? "image" : (issue.path[0] as ProductFormField);
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A size as the admin lists show it: the shop's fields, its SKU and stock level (null = untracked). */
export interface AdminProductSize extends ProductSize {
  sku: string | null;
  stockLevel: number | null;
}

/** A product as the admin lists show it: a card's fields, each size with its SKU and stock. */
export interface AdminProduct extends Omit<ProductCard, "sizes"> {
  sizes: AdminProductSize[];
}

/** SPEC §2 Add Product stats. */
export interface ProductStats {
  total: number;
  inStock: number;
  outOfStock: number;
}
