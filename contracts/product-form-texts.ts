import type { ProductCard } from "./product";

/** SPEC §3/§9: Add Product takes at most 3 quantities typed (Edit product: maxListedSizes). */
export const maxSizes = 3;

/**
 * The most sizes a product sells at once on Edit product (docs/decisions/061-product-life-cycle.md):
 * SPEC §3's "up to 3" stays on Add Product's typed quantities.
 */
export const maxListedSizes = 20;

/** The Edit product sizes editor's messages (decision 061). */
export const sizeListTexts = {
  none: "Add at least one size",
  tooMany: `A product can have at most ${maxListedSizes} sizes`,
  label: "Size label is required (up to 20 characters)",
  repeatedLabel: "Each size needs its own label",
  changedElsewhere:
    "The sizes were changed elsewhere meanwhile: reload the page and make your change again",
} as const;

/** Product genders (SPEC §3), unisex first as the default. */
export const genderOptions = ["unisex", "women", "men"] as const satisfies ProductCard["gender"][];

/**
 * How the Add Product form names each gender (SPEC §3): with the limit above, apart from the
 * schemas of admin-product.ts, which the form loads on first use (decision 053).
 */
export const genderLabels: Record<(typeof genderOptions)[number], string> = {
  unisex: "Unisex",
  women: "Women",
  men: "Men",
};

/** SPEC §5 Add Product messages, one per field, and those of a size's own fields (DESIGN §5). */
export const productFormTexts = {
  /** The alert's summary before the refused fields' labels (decision 052). */
  refused: "Some product details need another look",
  name: "Product name is required",
  sizes: "Quantity is required",
  tooManySizes: "Enter at most 3 quantities",
  repeatedSize: "Enter each quantity once",
  price: "Valid price is required",
  description: "Description is required",
  category: "Category is required",
  image: "Product image is required",
  stockLevel: "Stock level must be a whole number of 0 or more",
  compareAtPrice: "Compare-at price must be higher than the price",
  sku: "SKU: up to 40 letters, digits, '-', '_' or '.'",
  repeatedSku: "Each size needs its own SKU",
  saved: "Product added successfully!",
} as const;

/**
 * SPEC §8 alerts on the Update Products page and the product lists: apart from the schemas of
 * admin-product.ts, so that a list without a form does not load zod (decision 053).
 */
export const productAdminTexts = {
  updateFailed: "Failed to update product. Please try again.",
  stockStatusFailed: "Failed to update stock status. Please try again.",
  loadFailed: "Failed to load products. Please try again.",
} as const;
