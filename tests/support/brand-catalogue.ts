import type { Db } from "#server/db/client.ts";
import { insertProducts } from "./factories";
import { insertBrands, insertNotes } from "./perfume-factories";

// Made days apart, so "newest first" is theirs to tell.
const daysAgo = (days: number) => new Date(Date.UTC(2026, 10, 30 - days));

/**
 * The brand pages' catalogue: four brands (one written in lower case), six notes and six
 * products whose shared families and notes order their similar scents — dusk-oud, oud-night
 * (shares 5), cedar-walk (2, newer), sold-oud (6, out of stock), sea-salt (none) and fig-candle
 * (no facts at all).
 */
export async function insertBrandCatalogue(db: Db): Promise<void> {
  const [malindi, kilima] = await insertBrands(
    db,
    ["Maison Malindi", "kilima Parfums", "Atelier Lamu", "Zanzi"],
    "Oud and resin from the old Swahili port.",
  );
  await insertNotes(db, ["Bergamot", "Rose", "Oud", "Sandalwood", "Vanilla", "Cedar"]);
  await insertProducts(db, [
    {
      id: "dusk-oud",
      name: "dusk oud",
      brandId: malindi,
      concentration: "edp",
      families: ["woody", "amber"],
      topNotes: ["bergamot"],
      heartNotes: ["rose", "oud"],
      baseNotes: ["sandalwood", "vanilla"],
      createdAt: daysAgo(1),
    },
    // Shares woody, amber, oud, sandalwood, vanilla: 5.
    {
      id: "oud-night",
      name: "oud night",
      brandId: kilima,
      families: ["woody", "amber"],
      baseNotes: ["oud", "sandalwood", "vanilla"],
      createdAt: daysAgo(5),
    },
    // Shares woody, sandalwood: 2; newer than oud-night.
    {
      id: "cedar-walk",
      name: "cedar walk",
      brandId: malindi,
      families: ["woody"],
      baseNotes: ["sandalwood", "cedar"],
      createdAt: daysAgo(2),
    },
    // Shares the most of all (6), but none of its sizes is in stock.
    {
      id: "sold-oud",
      name: "sold oud",
      brandId: malindi,
      inStock: false,
      families: ["woody", "amber"],
      heartNotes: ["rose", "oud"],
      baseNotes: ["sandalwood", "vanilla"],
      createdAt: daysAgo(0),
    },
    // Shares nothing.
    {
      id: "sea-salt",
      name: "sea salt",
      brandId: kilima,
      families: ["fresh", "aquatic"],
      createdAt: daysAgo(3),
    },
    // No facts at all: a candle.
    { id: "fig-candle", name: "fig candle", category: "Home Fragrances", createdAt: daysAgo(4) },
  ]);
}
