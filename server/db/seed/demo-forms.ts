import type { AdminCategoryName } from "#contracts/categories.ts";
import type { ProductLine, ProductForm } from "./demo-line";
import type { ProductLook } from "./demo-product";

type Shape = ProductLook["shape"];

/** What a form implies: the size ladders it is sold in and the shapes it may be drawn as. */
interface FormTraits {
  sizeLadders: readonly (readonly string[])[];
  shapes: { women: readonly Shape[]; men: readonly Shape[]; unisex: readonly Shape[] };
}

const same = (shapes: readonly Shape[]) => ({ women: shapes, men: shapes, unisex: shapes });

export const formTraits: Record<ProductForm, FormTraits> = {
  perfume: {
    sizeLadders: [["30ml", "50ml", "100ml"], ["50ml", "100ml"], ["30ml", "100ml"], ["100ml"]],
    shapes: {
      women: ["flacon", "round", "faceted", "tall"],
      men: ["square", "tall", "faceted"],
      unisex: ["tall", "square", "round", "flacon"],
    },
  },
  extrait: {
    sizeLadders: [["50ml"], ["50ml", "100ml"], ["30ml", "75ml"], ["75ml"]],
    shapes: {
      women: ["faceted", "flacon"],
      men: ["square", "faceted"],
      unisex: ["faceted", "square"],
    },
  },
  cologne: {
    sizeLadders: [["100ml", "200ml"], ["50ml", "100ml", "200ml"], ["100ml"]],
    shapes: same(["tall", "square"]),
  },
  "perfume-oil": {
    sizeLadders: [["12ml"], ["6ml", "12ml"], ["12ml", "30ml"]],
    shapes: same(["attar"]),
  },
  mystery: { sizeLadders: [["50ml"], ["100ml"]], shapes: same(["gift-box"]) },
  diffuser: {
    sizeLadders: [["100ml", "200ml"], ["200ml"], ["100ml", "200ml", "500ml"]],
    shapes: same(["reed-diffuser"]),
  },
  "room-spray": { sizeLadders: [["100ml"], ["100ml", "250ml"]], shapes: same(["mist-spray"]) },
  car: { sizeLadders: [["10ml"], ["8ml"]], shapes: same(["car-vent"]) },
  "body-oil": { sizeLadders: [["50ml", "100ml"], ["100ml"]], shapes: same(["pump"]) },
  "body-butter": { sizeLadders: [["200g"]], shapes: same(["jar"]) },
  "body-scrub": { sizeLadders: [["250g"]], shapes: same(["jar"]) },
  "body-wash": { sizeLadders: [["250ml", "500ml"], ["250ml"]], shapes: same(["pump"]) },
  "hand-cream": { sizeLadders: [["50ml"], ["30ml", "75ml"]], shapes: same(["tube"]) },
  "shave-cream": { sizeLadders: [["100ml"]], shapes: same(["tube"]) },
  lotion: { sizeLadders: [["250ml"], ["250ml", "400ml"]], shapes: same(["pump", "tube"]) },
  mist: {
    sizeLadders: [["100ml"], ["100ml", "250ml"], ["50ml", "100ml"]],
    shapes: same(["mist-spray"]),
  },
  candle: { sizeLadders: [["200g"], ["200g", "400g"]], shapes: same(["candle"]) },
  "discovery-set": { sizeLadders: [["5 x 2ml"]], shapes: same(["gift-box"]) },
};

/** The form a product has when its line does not say. */
const categoryForms: Partial<Record<AdminCategoryName, ProductForm>> = {
  "Loris Perfumes": "perfume",
  Frequence: "perfume",
  "Niche Perfumes": "extrait",
  Cologne: "cologne",
  Dmar: "perfume-oil",
  "Mystery Perfume": "mystery",
  Diffusers: "diffuser",
  "Niche Diffusers": "diffuser",
  "Room Spray": "room-spray",
  "Auto Perfumes": "car",
  Lotion: "lotion",
  Mist: "mist",
};

export function formOf(line: ProductLine, category: AdminCategoryName): ProductForm {
  const form = line.form ?? categoryForms[category];
  if (!form) throw new Error(`demo catalogue: ${line.name} in ${category} needs a form`);
  return form;
}

/** A price band in whole KSh for a reference size; other sizes scale sub-linearly. */
interface PriceBand {
  refSize: number;
  min: number;
  max: number;
}

const categoryPrices: Partial<Record<AdminCategoryName, PriceBand>> = {
  "Loris Perfumes": { refSize: 30, min: 2800, max: 4500 },
  Frequence: { refSize: 30, min: 1800, max: 2900 },
  "Niche Perfumes": { refSize: 50, min: 14000, max: 24000 },
  Cologne: { refSize: 100, min: 2600, max: 4200 },
  Dmar: { refSize: 12, min: 2800, max: 4500 },
  "Mystery Perfume": { refSize: 50, min: 4000, max: 5500 },
  Diffusers: { refSize: 100, min: 2500, max: 3800 },
  "Niche Diffusers": { refSize: 200, min: 8500, max: 12500 },
  "Room Spray": { refSize: 100, min: 1200, max: 1800 },
  "Auto Perfumes": { refSize: 10, min: 600, max: 1200 },
  Lotion: { refSize: 250, min: 1500, max: 2400 },
  Mist: { refSize: 100, min: 750, max: 1300 },
};

/** Body Care and Others hold several kinds of product, priced by kind. */
const formPrices: Partial<Record<ProductForm, PriceBand>> = {
  "body-oil": { refSize: 50, min: 1600, max: 2400 },
  "body-butter": { refSize: 200, min: 1800, max: 2600 },
  "body-scrub": { refSize: 250, min: 1500, max: 2200 },
  "body-wash": { refSize: 250, min: 1200, max: 1700 },
  "hand-cream": { refSize: 50, min: 950, max: 1400 },
  "shave-cream": { refSize: 100, min: 1300, max: 1800 },
  candle: { refSize: 200, min: 2400, max: 3400 },
  "discovery-set": { refSize: 10, min: 3200, max: 3800 },
};

/** Nearest "shelf" price: KSh 50 steps under 2,000, 100 under 10,000, then 500. */
function roundShelfPrice(price: number): number {
  const step = price < 2000 ? 50 : price < 10000 ? 100 : 500;
  return Math.round(price / step) * step;
}

/** A size label's amount ("100ml" → 100, "5 x 2ml" → 2); NaN when it has none. */
const amountOf = (label: string) => Number.parseFloat(label.replace(/^.*x\s*/, ""));

/**
 * The price in whole KSh of a size from its product's smallest: a larger bottle costs more,
 * less per ml (amount ratio to the power 0.6, as shops price perfume); a size without a
 * readable amount costs the same. At most KSh 29,500, inside the price filter's range.
 */
export function sizePrice(smallestPrice: number, smallestLabel: string, label: string): number {
  const ratio = amountOf(label) / amountOf(smallestLabel);
  if (!Number.isFinite(ratio) || ratio <= 1) return smallestPrice;
  return Math.min(29500, roundShelfPrice(smallestPrice * ratio ** 0.6));
}

/**
 * A compare-at price `percentOff` above `price`, rounded to a shelf price: what the size cost
 * before its sale (the sale takes at least 1 shilling off).
 */
export function compareAtPriceFor(price: number, percentOff: number): number {
  return Math.max(price + 1, roundShelfPrice(price / (1 - percentOff / 100)));
}

/** Price in whole KSh for the smallest size; `position` in [0, 1) places it in the band. */
export function priceFor(
  category: AdminCategoryName,
  form: ProductForm,
  smallestSize: string,
  position: number,
  isOud: boolean,
): number {
  const band = formPrices[form] ?? categoryPrices[category];
  if (!band) throw new Error(`demo catalogue: no price band for ${category} / ${form}`);
  const amount = amountOf(smallestSize) || band.refSize;
  const sizeFactor = form === "discovery-set" ? 1 : (amount / band.refSize) ** 0.6;
  const raw = (band.min + (band.max - band.min) * position) * sizeFactor * (isOud ? 1.15 : 1);
  return Math.min(29500, roundShelfPrice(raw));
}

/** The concentration named in a perfume's description. */
export function concentrationOf(line: ProductLine, form: ProductForm, category: AdminCategoryName) {
  const light = ["fresh", "citrus", "aquatic"].includes(line.family);
  if (form === "extrait") return light ? "Eau de Parfum" : "Extrait de Parfum";
  if (form === "cologne") return "Eau de Cologne";
  if (form === "perfume-oil") return "perfume oil";
  if (category === "Frequence" || line.gender === "men")
    return light ? "Eau de Toilette" : "Eau de Parfum";
  return "Eau de Parfum";
}
