// zod/mini: this schema also checks the Add Product form in the browser, where bytes count.
import { z } from "zod/mini";
import { issuesByName, refusalOf, type FormRefusal } from "./form-refusal";
import type { ProductCard, ProductSize } from "./product";
import { productNameMaxLength } from "./product-name";
import { ProductPhotosSchema } from "./product-photos";
import { perfumeFactFields } from "./perfume-form";
import type { PerfumeFactChoices } from "./perfume-form-texts";
import { genderOptions, maxSizes, productFormTexts } from "./product-form-texts";
import { recordId } from "./record-id";
import {
  CompareAtPriceSchema,
  isCompareAtAbovePrice,
  newSizes,
  PriceSchema,
  SizeDetailsSchema,
  sizeProblems,
  StockLevelSchema,
} from "./size-fields";
import { SizeListSchema } from "./size-list";
import { storable } from "./storable-text";

export { productFormTexts } from "./product-form-texts";

/**
 * What the product form offers: the brands and notes (decision 057) and the categories staff
 * keep for products, in the shop's order (docs/decisions/062-staff-categories.md).
 */
export interface ProductFormChoices extends PerfumeFactChoices {
  categories: string[];
}

/** The answer to a change of a product the shop does not have. */
export const productNotFound = "Product not found";

/** A required field; `label` names it when it holds a character the shop does not store. */
const requiredText = (label: string, max: number, error: string, { isMultiline = false } = {}) =>
  z
    .string({ error })
    .check(z.trim(), storable(label, { isMultiline }), z.minLength(1, { error }), z.maxLength(max));

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

/**
 * The Add Product fields an admin types (SPEC §3 admin form state), without the image: SPEC's
 * fields, then each size's own (`sizeDetails`, by position; DESIGN §5).
 */
export const ProductDetailsSchema = z
  .object({
    name: requiredText("Product name", productNameMaxLength, productFormTexts.name),
    sizes: SizesSchema,
    price: PriceSchema,
    description: requiredText("Description", 5000, productFormTexts.description, {
      isMultiline: true,
    }),
    // One of the categories staff keep (docs/decisions/062-staff-categories.md): the server checks.
    category: requiredText("Category", 200, productFormTexts.category),
    gender: z._default(z.enum(genderOptions), "unisex"),
    inStock: z._default(z.boolean(), true),
    isBestSeller: z._default(z.boolean(), false),
    sizeDetails: z._default(z.array(SizeDetailsSchema).check(z.maxLength(maxSizes)), []),
    ...perfumeFactFields,
  })
  .check((ctx) => {
    const { sizes, price, sizeDetails } = ctx.value;
    for (const { path, message } of sizeProblems(newSizes(sizes, price, sizeDetails))) {
      ctx.issues.push({ code: "custom", message, input: ctx.value, path });
    }
  });

/**
 * A new product as the Add Product page sends it (SPEC §4 add-product flow): the details and
 * its photos, each with the URL POST /storage/upload returned (decision 060).
 */
export const ProductCreateSchema = z.pipe(
  z.extend(ProductDetailsSchema, { photos: ProductPhotosSchema }),
  z.transform(({ sizes, price, sizeDetails, ...product }) => ({
    ...product,
    sizes: newSizes(sizes, price, sizeDetails),
  })),
);

const productId = recordId(productNotFound);

/**
 * Edit product (a posted form, SPEC §2 Admin area): the name, description, category, gender,
 * best-seller mark ('true' when ticked, absent when not), perfume facts, photos
 * (`photos[0].url`, `photos[0].alt`, … in order, decision 060) and sizes on sale of a product
 * (`sizes[0].label`…, contracts/size-list.ts; absent leaves them as they are:
 * docs/decisions/061-product-life-cycle.md).
 */
export const ProductEditSchema = z.object({
  name: ProductDetailsSchema.shape.name,
  description: ProductDetailsSchema.shape.description,
  category: ProductDetailsSchema.shape.category,
  gender: ProductDetailsSchema.shape.gender,
  isBestSeller: z.pipe(
    z.optional(z.string()),
    z.transform((ticked) => ticked === "true"),
  ),
  ...perfumeFactFields,
  photos: ProductPhotosSchema,
  sizes: z.optional(SizeListSchema),
});

/** A valid product edit: its text, mark, perfume facts (note names per layer), photos and sizes. */
export type ProductEditInput = z.output<typeof ProductEditSchema>;

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

export { isCompareAtAbovePrice, PriceSchema };
/** A valid new product: its sizes with their prices (whole KSh), stock levels and SKUs. */
export type ProductCreateInput = z.output<typeof ProductCreateSchema>;

/**
 * A refused Add Product form (decision 052): each refused field's own message by its name —
 * `image` for the photos as a list or a photo's upload, `photos[0].alt` for a photo's alt text
 * (decision 060), `sizeDetails[0].price` for a size's own field — under one summary.
 */
export function productRefusal(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FormRefusal {
  const named = issues.map((issue) =>
    issue.path[0] === "photos" && issue.path[2] !== "alt" ? { ...issue, path: ["image"] } : issue,
  );
  return {
    summary: productFormTexts.refused,
    fields: refusalOf(issuesByName(named), productFormTexts.refused).fields,
  };
}

/**
 * A size as the admin lists show it: the shop's fields, its stock level (null = untracked) and
 * how many shoppers wait for it to be back (docs/decisions/066-back-in-stock-alerts.md).
 */
export interface AdminProductSize extends ProductSize {
  stockLevel: number | null;
  waiting: number;
}

/**
 * A product as the admin lists show it: a card's fields, each size on sale with its SKU and
 * stock, and when it was archived (null while sold: docs/decisions/061-product-life-cycle.md).
 */
export interface AdminProduct extends Omit<ProductCard, "sizes"> {
  sizes: AdminProductSize[];
  archivedAt: Date | null;
}

/** SPEC §2 Add Product stats. */
export interface ProductStats {
  total: number;
  inStock: number;
  outOfStock: number;
}
