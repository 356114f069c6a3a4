import type { Db } from "#server/db/client.ts";
import { appMeta, category, product } from "#server/db/schema.ts";
import { demoProducts } from "#server/db/seed/demo-catalogue.ts";
import { demoProductImageUrl } from "#server/db/seed/demo-product.ts";
import { seededRng } from "#server/db/seed/demo-random.ts";
import { categoryRows, demoSeededKey } from "#server/db/seed/seed-demo.ts";

/** Editions that turn the ~140 demo lines into a large, believable catalogue. */
const editions = [
  "Intense",
  "Nuit",
  "Reserve",
  "Absolu",
  "Lumière",
  "Sport",
  "Cashmere",
  "Noir",
  "Blanc",
  "Private Blend",
  "Coastal",
  "Savanna",
] as const;

const dayMs = 86_400_000;
const batchSize = 500;
/** A tracked level no bench run sells out: every order of the bench takes a unit or two. */
const benchStockLevel = 5_000;

/**
 * `count` products built from the demo lines: each takes a demo line's name plus an edition and
 * a number, a category, gender and image from that line, and the description of another line,
 * so names, categories and descriptions hold the words shoppers search for. Three products in
 * five have a tracked stock level, as in the demo catalogue (server/db/seed/demo-catalogue.ts).
 */
export function benchProductRows(count: number, now = new Date()): (typeof product.$inferInsert)[] {
  const rng = seededRng("bench catalogue");
  return Array.from({ length: count }, (_, i) => {
    const line = demoProducts[i % demoProducts.length]!;
    const other = demoProducts[(i * 7 + 3) % demoProducts.length]!;
    const edition = editions[Math.floor(i / demoProducts.length) % editions.length]!;
    const createdAt = new Date(now.getTime() - rng.int(0, 700) * dayMs);
    return {
      id: `bench${i.toString(36).padStart(5, "0")}`,
      name: `${line.name} ${edition} No. ${Math.floor(i / (demoProducts.length * editions.length)) + 1}`,
      description: rng.chance(0.5) ? line.description : other.description,
      price: Math.max(300, line.price + rng.int(-5, 5) * 100),
      category: line.category,
      gender: line.gender,
      isBestSeller: rng.chance(0.1),
      sizes: line.sizes,
      imageUrl: demoProductImageUrl(line.id),
      stockLevel: i % 5 < 3 ? benchStockLevel : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/**
 * Fills a migrated, empty database with the categories and `count` bench products, marked so
 * that the shop's first start does not add the demo catalogue.
 */
export async function seedBenchCatalogue(
  db: Db,
  count: number,
): Promise<(typeof product.$inferInsert)[]> {
  await db.insert(appMeta).values({ key: demoSeededKey, value: new Date().toISOString() });
  await db.insert(category).values(categoryRows());
  const rows = benchProductRows(count);
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.insert(product).values(rows.slice(start, start + batchSize));
  }
  return rows;
}
