import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import {
  adminCategoryNames,
  categorySlug,
  homeCategoryNames,
  sliderCategoryNames,
} from "#contracts/categories.ts";
import type { Db } from "../client";
import { factSlug } from "#contracts/perfume.ts";
import { brand, note } from "../perfume-schema";
import { appMeta, category, product, productSize } from "../schema";
import { demoProducts } from "./demo-catalogue";
import { demoDeliveryZones } from "./demo-delivery";
import { deliveryZone } from "../delivery-schema";
import { demoBrandId, demoBrands, demoNoteName } from "./demo-perfume-facts";
import { demoProductImageUrl, type DemoProduct } from "./demo-product";

const dayMs = 86_400_000;
/** app_meta key marking a database whose demo catalogue was seeded (or must never be). */
export const demoSeededKey = "demo_seeded_at";
/** app_meta key marking a database whose demo products have their perfume facts. */
const demoFactsKey = "demo_facts_at";

/** Every category of SPEC §2/§3 with where it shows; home and slider cards get an image. */
export function categoryRows(): (typeof category.$inferInsert)[] {
  const names = [...new Set<string>([...sliderCategoryNames, ...adminCategoryNames])];
  return names.map((name, index) => {
    const isInSlider = (sliderCategoryNames as readonly string[]).includes(name);
    return {
      name,
      slug: categorySlug(name),
      imageUrl: isInSlider ? `/media/categories/${categorySlug(name)}-480.webp` : null,
      sortOrder: index,
      isOnHome: (homeCategoryNames as readonly string[]).includes(name),
      isInSlider,
      isInAdmin: (adminCategoryNames as readonly string[]).includes(name),
    };
  });
}

/** The demo brands' rows. */
export function demoBrandRows(): (typeof brand.$inferInsert)[] {
  return demoBrands.map(({ name, story }) => ({
    id: demoBrandId(name),
    name,
    slug: factSlug(name),
    story,
  }));
}

/** Every note the demo catalogue names, once, as the vocabulary's first entries. */
export function demoNoteRows(): (typeof note.$inferInsert)[] {
  const rows = new Map<string, string>();
  for (const { facts } of demoProducts) {
    for (const name of [...facts.notes.top, ...facts.notes.heart, ...facts.notes.base])
      rows.set(factSlug(name), demoNoteName(name));
  }
  return [...rows].map(([slug, name]) => ({ slug, name }));
}

/** A demo product's perfume facts as its row's columns (docs/decisions/057-perfume-facts.md). */
export function demoFactColumns(demo: DemoProduct) {
  const { facts } = demo;
  return {
    brandId: demoBrandId(facts.brand),
    concentration: facts.concentration,
    families: facts.families,
    topNotes: facts.notes.top.map(factSlug),
    heartNotes: facts.notes.heart.map(factSlug),
    baseNotes: facts.notes.base.map(factSlug),
  };
}

function productRow(demo: DemoProduct, now: Date): typeof product.$inferInsert {
  const createdAt = new Date(now.getTime() - demo.ageDays * dayMs);
  return {
    ...demoFactColumns(demo),
    id: demo.id,
    name: demo.name,
    description: demo.description,
    // The database sets the listing's price and availability from the sizes (decision 040).
    price: demo.sizes[0]!.price,
    category: demo.category,
    gender: demo.gender,
    isBestSeller: demo.isBestSeller,
    imageUrl: demoProductImageUrl(demo.id),
    imageFileName: `${demo.id}-800.webp`,
    createdAt,
    updatedAt: createdAt,
  };
}

/** A demo product's size rows; a size's id is its product's and its position. */
export function demoSizeRows(demo: DemoProduct): (typeof productSize.$inferInsert)[] {
  return demo.sizes.map((size, position) => ({
    id: `${demo.id}-${position}`,
    productId: demo.id,
    position,
    ...size,
  }));
}

/**
 * Seeds the categories, the notes vocabulary and (unless `products` is false: DEMO_CATALOGUE)
 * the demo brands, products and delivery zones (decision 082), once per database: a marker row in app_meta, written in the same
 * transaction, keeps a later start (or a shop that deleted the demo products) from seeding again.
 * Returns whether it seeded.
 */
export async function seedDemoCatalogueOnce(
  db: Db,
  log: Logger,
  { products = true, now = new Date() }: { products?: boolean; now?: Date } = {},
): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    const marker = await tx
      .insert(appMeta)
      .values({ key: demoSeededKey, value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (marker.length === 0) return false;
    await tx.insert(appMeta).values({ key: demoFactsKey, value: now.toISOString() });
    await tx.insert(category).values(categoryRows()).onConflictDoNothing();
    await tx.insert(note).values(demoNoteRows()).onConflictDoNothing();
    if (!products) return true;
    await tx.insert(brand).values(demoBrandRows()).onConflictDoNothing();
    await tx.insert(product).values(demoProducts.map((demo) => productRow(demo, now)));
    await tx.insert(productSize).values(demoProducts.flatMap(demoSizeRows));
    // Decision 082: the demo shop delivers by zone and to two pickup points.
    await tx
      .insert(deliveryZone)
      .values([...demoDeliveryZones])
      .onConflictDoNothing();
    return true;
  });
  if (seeded && products) log.info({ products: demoProducts.length }, "seeded the demo catalogue");
  else if (seeded) log.info("started an empty catalogue: DEMO_CATALOGUE is false");
  else await giveDemoProductsTheirFactsOnce(db, log, now);
  return seeded;
}

/**
 * A shop seeded before products had perfume facts (migration 0028): the demo products it still
 * has get their brand, concentration, families and notes, once (a marker as above); a product
 * staff already gave a brand is left as it is.
 */
async function giveDemoProductsTheirFactsOnce(db: Db, log: Logger, now: Date): Promise<void> {
  const updated = await db.transaction(async (tx) => {
    const marker = await tx
      .insert(appMeta)
      .values({ key: demoFactsKey, value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (marker.length === 0) return 0;
    const kept = await tx
      .select({ id: product.id })
      .from(product)
      .where(
        and(
          inArray(
            product.id,
            demoProducts.map((demo) => demo.id),
          ),
          isNull(product.brandId),
        ),
      );
    if (kept.length === 0) return 0;
    await tx.insert(brand).values(demoBrandRows()).onConflictDoNothing();
    await tx.insert(note).values(demoNoteRows()).onConflictDoNothing();
    const keptIds = new Set(kept.map((row) => row.id));
    for (const demo of demoProducts.filter((demo) => keptIds.has(demo.id)))
      await tx.update(product).set(demoFactColumns(demo)).where(eq(product.id, demo.id));
    return keptIds.size;
  });
  if (updated > 0) log.info({ products: updated }, "gave the demo products their perfume facts");
}
