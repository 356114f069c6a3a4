import type { AdminCategoryName } from "#contracts/categories.ts";

/**
 * One product of the demo catalogue. `id` is stable across runs (images are named after it:
 * public/media/products/{id}-{width}.webp); `price` is whole KSh for the smallest size;
 * `stockLevel` null means untracked; `ageDays` sets created_at that many days before seeding
 * so the "newest" sort has a believable order.
 */
export interface DemoProduct {
  id: string;
  name: string;
  description: string;
  price: number;
  category: AdminCategoryName;
  gender: "men" | "women" | "unisex";
  sizes: string[];
  isBestSeller: boolean;
  inStock: boolean;
  stockLevel: number | null;
  sku: string;
  ageDays: number;
  /** What the image script needs to draw the product. */
  look: ProductLook;
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

/** The URL stored as a demo product's image_url: its largest width. */
export function demoProductImageUrl(id: string): string {
  return `/media/products/${id}-800.webp`;
}
