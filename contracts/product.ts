/** A product as listings show it (SPEC §2 product card). `price` is whole KSh, VAT included. */
export interface ProductCard {
  id: string;
  name: string;
  price: number;
  /** null = 'Uncategorized' (SPEC §3). */
  category: string | null;
  gender: "men" | "women" | "unisex";
  inStock: boolean;
  isBestSeller: boolean;
  /** Size labels, the spec's "quantities" (DESIGN §4). */
  sizes: string[];
  image: string | null;
}

/** A product as its page and the details modal show it. */
export interface ProductDetail extends ProductCard {
  description: string;
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
/** SPEC §9: all-products page size. */
export const productPageSize = 18;
