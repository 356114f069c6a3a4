import type { AdminCategoryName } from "#contracts/categories.ts";
import type { DemoProduct, PricedDemoProduct } from "./demo-product";
import type { ProductLine } from "./demo-line";
import { describeHomeOrBody } from "./demo-descriptions-home-body";
import { describePerfume } from "./demo-descriptions-perfume";
import { concentrationOf, formOf, formTraits, priceFor, sizePrice } from "./demo-forms";
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
import { demoPerfumeFacts } from "./demo-perfume-facts";
import { seededRng, stableId } from "./demo-random";
import { withStockAndSales } from "./demo-stock";
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

function isDeep(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 0.3 + ((n >> 8) & 255) * 0.59 + (n & 255) * 0.11 < 90;
}

function buildProduct(
  line: ProductLine,
  category: AdminCategoryName,
  sku: string,
): PricedDemoProduct {
  const rng = seededRng(line.name);
  const form = formOf(line, category);
  const traits = formTraits[form];
  const family = scentFamilies[line.family];
  const labels = line.sizes ?? [...rng.pick(traits.sizeLadders)];
  const notes = chooseNotes(line.family, line.feature, rng);
  const pairedPerfume = lorisPerfumeLines.find((p) => line.name.startsWith(`${p.name} `))?.name;
  const concentration = perfumeForms.has(form) ? concentrationOf(line, form, category) : null;
  const description =
    line.description ??
    (concentration !== null
      ? describePerfume({ line, concentration, notes, rng })
      : describeHomeOrBody({
          line,
          form,
          notes,
          sizes: labels,
          isNiche: category === "Niche Diffusers",
          pairedPerfume,
          rng,
        }));
  const backdrops = deepBackdropCategories.has(category)
    ? family.backdrops
    : family.backdrops.filter((colour) => !isDeep(colour));
  const smallest = labels[0] ?? "";
  const price = line.price ?? priceFor(category, form, smallest, rng.next(), line.family === "oud");
  return {
    id: stableId(line.name),
    name: line.name,
    description,
    category,
    gender: line.gender,
    sizes: labels.map((label) => ({
      label,
      price: sizePrice(price, smallest, label),
      sku: labels.length === 1 ? sku : `${sku}-${label.replace(/\W/g, "").toUpperCase()}`,
    })),
    isBestSeller: line.isBestSeller ?? false,
    ageDays: rng.int(0, 400),
    look: {
      shape: rng.pick(traits.shapes[line.gender]),
      liquid: rng.pick(family.liquids),
      accent: rng.pick(family.accents),
      backdrop: rng.pick(backdrops),
    },
    facts: demoPerfumeFacts({ line, category, form, concentration, notes }),
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

  const seen = new Set<string>();
  for (const product of products) {
    if (seen.has(product.id)) throw new Error(`demo catalogue: duplicate id for ${product.name}`);
    seen.add(product.id);
    if (product.sizes.length < 1 || product.sizes.length > 3)
      throw new Error(`demo catalogue: ${product.name} needs 1 to 3 sizes`);
  }
  return withStockAndSales(products);
}

/** The demo catalogue: ~140 fictional products covering every admin category (SPEC §2/§3). */
export const demoProducts: DemoProduct[] = buildCatalogue();
