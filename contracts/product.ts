import type { ProductPhoto } from "./product-photos";

/**
 * A size of a product as the shop sells it (DESIGN §5; SPEC's "quantities"): its label ("50ml"),
 * price and compare-at price (whole KSh, VAT included; the compare-at price, when set, is higher
 * and shown struck through), SKU and whether it can be bought.
 */
export interface ProductSize {
  id: string;
  label: string;
  price: number;
  compareAtPrice: number | null;
  /** Its stock-keeping unit, when the shop gave it one. */
  sku: string | null;
  inStock: boolean;
}

/**
 * A product as listings show it (SPEC §2 product card). `price` is the listed price, whole KSh
 * VAT included: the lowest in-stock size's (DESIGN §5); `inStock` whether any size is.
 */
export interface ProductCard {
  id: string;
  name: string;
  price: number;
  /** null = 'Uncategorized' (SPEC §3). */
  category: string | null;
  gender: "men" | "women" | "unisex";
  inStock: boolean;
  isBestSeller: boolean;
  /** Its 1–3 sizes in the order the admin typed them (the spec's "quantities", DESIGN §4). */
  sizes: ProductSize[];
  image: string | null;
}

/**
 * A product as its page and the details modal show it: with its photos in order, the primary
 * (its card's `image`) first (docs/decisions/060-product-photos.md).
 */
export interface ProductDetail extends ProductCard {
  description: string;
  photos: ProductPhoto[];
}

/**
 * Widths product images are stored at, as `/media/products/{base}-{width}.webp` (the demo
 * images and uploads alike); a product's image URL names the widest (app/lib/product/product-image.ts).
 */
export const productImageWidths = [240, 480, 800] as const;

/** The three listing sorts of SPEC §2; newest is the default. */
export const productSorts = ["newest", "price-high-to-low", "price-low-to-high"] as const;
export type ProductSort = (typeof productSorts)[number];

/** SPEC §9: the price filter's range in KSh. */
export const priceFilterMax = 30_000;

/**
 * SPEC §5: the max price is at least the min; a max below the min is raised to it. Whole KSh,
 * undefined = no bound. The one rule for the query the server reads and the URL the page writes.
 */
export function maxPriceAtLeastMin(
  minPrice: number | undefined,
  maxPrice: number | undefined,
): number | undefined {
  return minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice
    ? minPrice
    : maxPrice;
}

/** SPEC §9: all-products page size. */
export const productPageSize = 18;
