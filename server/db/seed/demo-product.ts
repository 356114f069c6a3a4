import type { AdminCategoryName } from "#contracts/categories.ts";
import type { DemoPerfumeFacts } from "./demo-perfume-facts";

/**
 * One size of a demo product (DESIGN §5): prices in whole KSh (`compareAtPrice` set while on
 * sale); `stockLevel` null means untracked.
 */
export interface DemoSize {
  label: string;
  price: number;
  compareAtPrice: number | null;
  sku: string;
  stockLevel: number | null;
  inStock: boolean;
}

/**
 * One product of the demo catalogue. `id` is stable across runs (images are named after it:
 * public/media/products/{id}-{width}.webp); `sizes` in the order shown, smallest first;
 * `ageDays` sets created_at that many days before seeding so the "newest" sort has a believable
 * order.
 */
export interface DemoProduct {
  id: string;
  name: string;
  description: string;
  category: AdminCategoryName;
  gender: "men" | "women" | "unisex";
  sizes: DemoSize[];
  isBestSeller: boolean;
  ageDays: number;
  /** What the image script needs to draw the product. */
  look: ProductLook;
  /** Brand, concentration, families and notes (docs/decisions/057-perfume-facts.md). */
  facts: DemoPerfumeFacts;
}

/** Drawing hints for scripts/generate-assets: bottle shape and colours. */
export interface ProductLook {
  shape:
    | "tall"
    | "round"
    | "square"
    | "faceted"
    | "flacon"
    | "attar"
    | "reed-diffuser"
    | "tube"
    | "pump"
    | "jar"
    | "car-vent"
    | "mist-spray"
    | "candle"
    | "gift-box";
  /** CSS colours: liquid/body, cap/accent, backdrop. */
  liquid: string;
  accent: string;
  backdrop: string;
}

/** A demo product before its stock and sales are chosen: each size's label, price and SKU. */
export type PricedDemoProduct = Omit<DemoProduct, "sizes"> & {
  sizes: Pick<DemoSize, "label" | "price" | "sku">[];
};

/** The URL stored as a demo product's image_url: its largest width. */
export function demoProductImageUrl(id: string): string {
  return `/media/products/${id}-800.webp`;
}
