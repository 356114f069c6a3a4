import type { ScentFamily } from "./demo-notes";

/**
 * What the demo catalogue says by hand about one product; the rest (id, sku, price, sizes, stock,
 * description, look) is composed from it deterministically in demo-catalogue.ts.
 */
export interface ProductLine {
  name: string;
  gender: "men" | "women" | "unisex";
  family: ScentFamily;
  isBestSeller?: boolean;
  /** The note the name promises ("Lavender Linen" → "lavender"); the description leads with it. */
  feature?: string;
  /** What the product is, where the category alone does not say (Body Care, Others). */
  form?: ProductForm;
  /** Pins the price (whole KSh) or sizes where the form's defaults do not fit. */
  price?: number;
  sizes?: string[];
  /** A hand-written description, for the few products a composed one would not suit. */
  description?: string;
}

export type ProductForm =
  | "perfume"
  | "extrait"
  | "cologne"
  | "perfume-oil"
  | "mystery"
  | "diffuser"
  | "room-spray"
  | "car"
  | "body-oil"
  | "body-butter"
  | "body-scrub"
  | "body-wash"
  | "hand-cream"
  | "shave-cream"
  | "lotion"
  | "mist"
  | "candle"
  | "discovery-set";
