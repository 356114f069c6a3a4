import type { Db } from "#server/db/client.ts";
import { brand, note } from "#server/db/perfume-schema.ts";
import { appMeta, category, product, productSize } from "#server/db/schema.ts";
import { demoProducts } from "#server/db/seed/demo-catalogue.ts";
import { demoProductImageUrl } from "#server/db/seed/demo-product.ts";
import { demoDeliveryZones } from "#server/db/seed/demo-delivery.ts";
import { deliveryZone } from "#server/db/delivery-schema.ts";
import { seededRng } from "#server/db/seed/demo-random.ts";
import {
  categoryRows,
  demoBrandRows,
  demoFactColumns,
  demoNoteRows,
  demoSeededKey,
} from "#server/db/seed/seed-demo.ts";

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

/** A bench product's row and its size rows (DESIGN §5). */
export type BenchProduct = typeof product.$inferInsert & {
  sizes: (typeof productSize.$inferInsert)[];
};

/**
 * A bench product's perfume facts: its line's brand, concentration and families, and 6 to 12
 * notes — its line's, then another line's in the same layers (decision 057).
 */
function benchFacts(
  line: (typeof demoProducts)[number],
  other: (typeof demoProducts)[number],
  extra: number,
) {
  const own = demoFactColumns(line);
  const more = demoFactColumns(other);
  const add = (layer: string[], from: string[], count: number) => [
    ...new Set([...layer, ...from.slice(0, count)]),
  ];
  return {
    ...own,
    topNotes: add(own.topNotes, more.topNotes, Math.ceil(extra / 3)),
    heartNotes: add(own.heartNotes, more.heartNotes, Math.ceil(extra / 3)),
    baseNotes: add(own.baseNotes, more.baseNotes, Math.floor(extra / 3)),
  };
}

/**
 * `count` products built from the demo lines: each takes a demo line's name plus an edition and
 * a number, a category, gender, sizes, image and perfume facts from that line (each size's price
 * moved by the same few hundred shillings, a few notes of another line added), and the
 * description of another line, so names, categories and descriptions hold the words shoppers
 * search for. Three products in five have tracked stock levels, as in the demo catalogue
 * (server/db/seed/demo-catalogue.ts).
 */
export function benchProductRows(count: number, now = new Date()): BenchProduct[] {
  const rng = seededRng("bench catalogue");
  // A stream of its own, so the facts leave the prices and dates of earlier benches as they were.
  const factsRng = seededRng("bench facts");
  return Array.from({ length: count }, (_, i) => {
    const line = demoProducts[i % demoProducts.length]!;
    const other = demoProducts[(i * 7 + 3) % demoProducts.length]!;
    const edition = editions[Math.floor(i / demoProducts.length) % editions.length]!;
    const createdAt = new Date(now.getTime() - rng.int(0, 700) * dayMs);
    const id = `bench${i.toString(36).padStart(5, "0")}`;
    const shift = rng.int(-5, 5) * 100;
    const sizes = line.sizes.map((size, position) => ({
      id: `${id}-${position}`,
      productId: id,
      label: size.label,
      position,
      price: Math.max(300, size.price + shift),
      stockLevel: i % 5 < 3 ? benchStockLevel : null,
    }));
    return {
      ...benchFacts(line, other, factsRng.int(0, 5)),
      id,
      name: `${line.name} ${edition} No. ${Math.floor(i / (demoProducts.length * editions.length)) + 1}`,
      description: rng.chance(0.5) ? line.description : other.description,
      price: sizes[0]!.price,
      category: line.category,
      gender: line.gender,
      isBestSeller: rng.chance(0.1),
      sizes,
      imageUrl: demoProductImageUrl(line.id),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/**
 * Fills a migrated, empty database with the categories, the demo brands and notes, the demo
 * delivery zones (the checkout offers them, decision 082), and `count` bench products, marked so
 * that the shop's first start does not add the demo catalogue.
 */
export async function seedBenchCatalogue(db: Db, count: number): Promise<BenchProduct[]> {
  await db.insert(appMeta).values({ key: demoSeededKey, value: new Date().toISOString() });
  await db.insert(category).values(categoryRows());
  await db.insert(brand).values(demoBrandRows());
  await db.insert(note).values(demoNoteRows());
  await db.insert(deliveryZone).values([...demoDeliveryZones]);
  const rows = benchProductRows(count);
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    await db.insert(product).values(batch.map(({ sizes: _sizes, ...row }) => row));
    await db.insert(productSize).values(batch.flatMap((row) => row.sizes));
  }
  return rows;
}
