import type { Logger } from "pino";
import {
  adminCategoryNames,
  categorySlug,
  homeCategoryNames,
  sliderCategoryNames,
} from "#contracts/categories.ts";
import type { Db } from "../client";
import { appMeta, category, product, productSize } from "../schema";
import { demoProducts } from "./demo-catalogue";
import { demoProductImageUrl, type DemoProduct } from "./demo-product";

const dayMs = 86_400_000;
/** app_meta key marking a database whose demo catalogue was seeded (or must never be). */
export const demoSeededKey = "demo_seeded_at";

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

function productRow(demo: DemoProduct, now: Date): typeof product.$inferInsert {
  const createdAt = new Date(now.getTime() - demo.ageDays * dayMs);
  return {
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
 * Seeds the categories and the demo catalogue, once per database: a marker row in app_meta,
 * written in the same transaction, keeps a later start (or a shop that deleted the demo
 * products) from seeding again. Returns whether it seeded.
 */
export async function seedDemoCatalogueOnce(
  db: Db,
  log: Logger,
  now = new Date(),
): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    const marker = await tx
      .insert(appMeta)
      .values({ key: demoSeededKey, value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (marker.length === 0) return false;
    await tx.insert(category).values(categoryRows()).onConflictDoNothing();
    await tx.insert(product).values(demoProducts.map((demo) => productRow(demo, now)));
    await tx.insert(productSize).values(demoProducts.flatMap(demoSizeRows));
    return true;
  });
  if (seeded) log.info({ products: demoProducts.length }, "seeded the demo catalogue");
  return seeded;
}
