import type { Db } from "#server/db/client.ts";
import { category } from "#server/db/schema.ts";
import { categoryRows } from "#server/db/seed/seed-demo.ts";
import { insertProducts } from "./factories";

/**
 * A small catalogue for search tests: the categories of SPEC §2/§3 and products whose names,
 * categories and descriptions hold the words the tests type.
 */
export async function insertSearchCatalogue(db: Db): Promise<void> {
  await db.insert(category).values(categoryRows());
  await insertProducts(db, [
    { id: "oud-royale", name: "Oud Royale", category: "Niche Perfumes", price: 28000 },
    { id: "oud-safari", name: "Oud Safari", category: "Niche Perfumes", price: 9000 },
    { id: "amber-oud", name: "Amber Oud", category: "Loris Perfumes", price: 4500 },
    {
      id: "cedar",
      name: "Cedar Night",
      category: "Cologne",
      gender: "men",
      description: "Cedar, vetiver and a whisper of oud.",
    },
    {
      id: "lavender-linen",
      name: "Lavender Linen",
      category: "Diffusers",
      description: "Fresh linen on a line.",
    },
    { id: "lavender-mist", name: "Lavender Hour Mist", category: "Mist", price: 1200 },
    {
      id: "fern",
      name: "Stone Fern",
      category: "Cologne",
      gender: "men",
      description: "Aromatic lavender over oakmoss.",
    },
    {
      id: "rose",
      name: "Rose de Karen",
      category: "Loris Perfumes",
      gender: "women",
      description: "Damask rose and lychee.",
    },
    {
      id: "mystery",
      name: "Mystery Box",
      category: "Mystery Perfume",
      description: "A rose or an oud: the house chooses.",
    },
    { id: "car", name: "Road Amber", category: "Auto Perfumes", price: 500 },
    ...Array.from({ length: 7 }, (_, i) => ({
      id: `musk-${i + 1}`,
      name: `White Musk No. ${i + 1}`,
      category: "Body Care",
      description: "Clean musk.",
    })),
  ]);
}
