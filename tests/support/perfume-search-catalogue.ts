import type { Db } from "#server/db/client.ts";
import { category } from "#server/db/schema.ts";
import { categoryRows } from "#server/db/seed/seed-demo.ts";
import { insertProducts } from "./factories";
import { insertBrands, insertNotes } from "./perfume-factories";

/**
 * A small catalogue for searches by perfume words: products whose brand, concentration,
 * families and notes hold the words the tests type, and name matches for some of those words.
 * No description names a perfume word. Kilima Parfums and Tuberose have no product.
 */
export async function insertPerfumeSearchCatalogue(db: Db): Promise<void> {
  await db.insert(category).values(categoryRows());
  const [malindi, lamu] = await insertBrands(db, [
    "Maison Malindi",
    "Atelier Lamu",
    "Kilima Parfums",
  ]);
  await insertNotes(db, [
    "Vanilla",
    "Oud",
    "Bergamot",
    "Rose",
    "Tuberose",
    "Sea Salt",
    "Madagascar Vanilla",
  ]);
  await insertProducts(db, [
    { id: "vanilla-dusk", name: "Vanilla Dusk", description: "A soft evening scent." },
    { id: "woody-trail", name: "Woody Trail", description: "A walk at dusk." },
    {
      id: "noir",
      name: "Noir Absolu",
      description: "Deep and slow.",
      brandId: malindi,
      concentration: "extrait",
      families: ["woody", "amber"],
      heartNotes: ["rose"],
      baseNotes: ["vanilla", "oud"],
    },
    {
      id: "tide",
      name: "Coastal Tide",
      description: "Morning on the shore.",
      brandId: lamu,
      concentration: "edp",
      families: ["fresh", "aquatic"],
      topNotes: ["bergamot", "sea-salt"],
    },
    {
      id: "velvet",
      name: "Velvet Night",
      description: "For late dinners.",
      brandId: lamu,
      concentration: "edt",
      families: ["floral"],
      heartNotes: ["rose"],
      baseNotes: ["madagascar-vanilla"],
    },
    { id: "candle", name: "Plain Candle", category: "Others", description: "It burns well." },
  ]);
}
