import type { AdminCategoryName } from "#contracts/categories.ts";
import type { DemoProduct } from "./demo-product";
import type { ProductLine } from "./demo-line";
import { describeHomeOrBody } from "./demo-descriptions-home-body";
import { describePerfume } from "./demo-descriptions-perfume";
import { concentrationOf, formOf, formTraits, priceFor } from "./demo-forms";
import {
  autoPerfumeLines,
  bodyCareLines,
  diffuserLines,
  lotionLines,
  mistLines,
  nicheDiffuserLines,
  otherLines,
  roomSprayLines,
} from "./demo-lines-home-body";
import {
  cologneLines,
  dmarLines,
  frequenceLines,
  lorisPerfumeLines,
  mysteryLines,
  nichePerfumeLines,
} from "./demo-lines-perfume";
import { scentFamilies } from "./demo-notes";
import { hashString, seededRng, stableId } from "./demo-random";
import { chooseNotes } from "./demo-text";

/** Every demo product line, by admin category (SPEC §3); order sets the SKU numbers. */
const sections: ReadonlyArray<readonly [AdminCategoryName, readonly ProductLine[]]> = [
  ["Loris Perfumes", lorisPerfumeLines],
  ["Frequence", frequenceLines],
  ["Niche Perfumes", nichePerfumeLines],
  ["Cologne", cologneLines],
  ["Dmar", dmarLines],
  ["Mystery Perfume", mysteryLines],
  ["Diffusers", diffuserLines],
  ["Niche Diffusers", nicheDiffuserLines],
  ["Room Spray", roomSprayLines],
  ["Auto Perfumes", autoPerfumeLines],
  ["Body Care", bodyCareLines],
  ["Lotion", lotionLines],
  ["Mist", mistLines],
  ["Others", otherLines],
];

/** Categories whose pictures may sit on a deep backdrop; the rest stay light and airy. */
const deepBackdropCategories = new Set<AdminCategoryName>([
  "Niche Perfumes",
  "Niche Diffusers",
  "Dmar",
  "Mystery Perfume",
]);

const perfumeForms = new Set(["perfume", "extrait", "cologne", "perfume-oil"]);

/** How many products are out of stock, and how many are in stock but below 5 (SPEC §9). */
const outOfStockCount = 8;
const lowStockCount = 8;

function isDeep(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 0.3 + ((n >> 8) & 255) * 0.59 + (n & 255) * 0.11 < 90;
}

function buildProduct(
  line: ProductLine,
  category: AdminCategoryName,
  sku: string,
): Omit<DemoProduct, "inStock" | "stockLevel"> {
  const rng = seededRng(line.name);
  const form = formOf(line, category);
  const traits = formTraits[form];
  const family = scentFamilies[line.family];
  const sizes = line.sizes ?? [...rng.pick(traits.sizeLadders)];
  const notes = chooseNotes(line.family, line.feature, rng);
  const pairedPerfume = lorisPerfumeLines.find((p) => line.name.startsWith(`${p.name} `))?.name;
  const description =
    line.description ??
    (perfumeForms.has(form)
      ? describePerfume({ line, concentration: concentrationOf(line, form, category), notes, rng })
      : describeHomeOrBody({
          line,
          form,
          notes,
          sizes,
          isNiche: category === "Niche Diffusers",
          pairedPerfume,
          rng,
        }));
  const backdrops = deepBackdropCategories.has(category)
    ? family.backdrops
    : family.backdrops.filter((colour) => !isDeep(colour));
  return {
    id: stableId(line.name),
    name: line.name,
    description,
    price:
      line.price ?? priceFor(category, form, sizes[0] ?? "", rng.next(), line.family === "oud"),
    category,
    gender: line.gender,
    sizes,
    isBestSeller: line.isBestSeller ?? false,
    sku,
    ageDays: rng.int(0, 400),
    look: {
      shape: rng.pick(traits.shapes[line.gender]),
      liquid: rng.pick(family.liquids),
      accent: rng.pick(family.accents),
      backdrop: rng.pick(backdrops),
    },
  };
}

function buildCatalogue(): DemoProduct[] {
  const skuCounters = { women: 0, men: 0, unisex: 0 };
  const products = sections.flatMap(([category, lines]) =>
    lines.map((line) => {
      const number = ++skuCounters[line.gender];
      const sku = `LOR-${line.gender.charAt(0).toUpperCase()}-${String(number).padStart(4, "0")}`;
      return buildProduct(line, category, sku);
    }),
  );

  // Stock is chosen across the whole catalogue so the counts are exact: a stable shuffle by name
  // picks the out-of-stock and low-stock products; the rest are tracked (10–60) or untracked.
  const byStockOrder = [...products].sort(
    (a, b) => hashString(`${a.name}#stock`) - hashString(`${b.name}#stock`),
  );
  const stockOf = new Map(
    byStockOrder.map((product, index) => {
      const rng = seededRng(`${product.name}#level`);
      if (index < outOfStockCount) return [product.id, { inStock: false, stockLevel: 0 }];
      if (index < outOfStockCount + lowStockCount)
        return [product.id, { inStock: true, stockLevel: rng.int(1, 4) }];
      return [product.id, { inStock: true, stockLevel: rng.chance(0.6) ? rng.int(10, 60) : null }];
    }),
  );

  const seen = new Set<string>();
  return products.map((product) => {
    if (seen.has(product.id)) throw new Error(`demo catalogue: duplicate id for ${product.name}`);
    seen.add(product.id);
    if (product.sizes.length < 1 || product.sizes.length > 3)
      throw new Error(`demo catalogue: ${product.name} needs 1 to 3 sizes`);
    const stock = stockOf.get(product.id) ?? { inStock: true, stockLevel: null };
    return { ...product, ...stock };
  });
}

/** The demo catalogue: ~140 fictional products covering every admin category (SPEC §2/§3). */
export const demoProducts: DemoProduct[] = buildCatalogue();
