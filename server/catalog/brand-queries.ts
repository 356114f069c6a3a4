import { asc, count, eq, sql } from "drizzle-orm";
import type { BrandProfile, BrandSummary } from "#contracts/brand.ts";
import type { Db } from "../db/client";
import { brand } from "../db/perfume-schema";
import { product } from "../db/schema";
import { listedProduct } from "./product-columns";

/**
 * Every brand with how many products shoppers may see it has (none counts 0), A–Z by name whatever its case: the
 * /brands page (docs/decisions/057-perfume-facts.md). Counted from product_brand_idx.
 */
export function listBrandSummaries(db: Db): Promise<BrandSummary[]> {
  const productCount = db
    .select({ brandId: product.brandId, total: count().as("total") })
    .from(product)
    .where(listedProduct)
    .groupBy(product.brandId)
    .as("brand_count");
  return db
    .select({
      slug: brand.slug,
      name: brand.name,
      productCount: sql<number>`coalesce(${productCount.total}, 0)`.mapWith(Number),
    })
    .from(brand)
    .leftJoin(productCount, eq(productCount.brandId, brand.id))
    .orderBy(asc(sql`lower(${brand.name})`), asc(brand.name));
}

/** A brand with its page's facts and its id, or undefined when no brand has that slug. */
export async function getBrandBySlug(
  db: Db,
  slug: string,
): Promise<(BrandProfile & { id: string }) | undefined> {
  const [row] = await db
    .select({
      id: brand.id,
      slug: brand.slug,
      name: brand.name,
      story: brand.story,
      logoUrl: brand.logoUrl,
    })
    .from(brand)
    .where(eq(brand.slug, slug))
    .limit(1);
  return row;
}

/** Every brand's slug, for sitemap.xml. */
export function listBrandSlugs(db: Db): Promise<{ slug: string }[]> {
  return db.select({ slug: brand.slug }).from(brand).orderBy(asc(brand.slug));
}
