import { and, arrayOverlaps, asc, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { ProductCard } from "#contracts/product.ts";
import {
  noteLayers,
  type Concentration,
  type Note,
  type PerfumeFacts,
  type ScentFamily,
} from "#contracts/perfume.ts";
import { noteNames } from "./note-names";
import type { Db } from "../db/client";
import { brand } from "../db/perfume-schema";
import { product } from "../db/schema";
import { listedProduct, productCardColumns } from "./product-columns";

/** How many cards the product page's Similar scents and More from {brand} show at most. */
export const relatedProductsLimit = 6;

/**
 * A product's perfume facts as its page shows them (docs/decisions/057-perfume-facts.md): its
 * brand's link, concentration, families and the names of its notes by layer, in the order staff
 * gave them; a note slug the vocabulary no longer has is left out. Undefined when there is no
 * product with that id. Two reads: the product row with its brand, then its notes by slug.
 */
export async function getPerfumeFacts(
  db: Db,
  productId: string,
): Promise<PerfumeFacts | undefined> {
  const [row] = await db
    .select({
      brandSlug: brand.slug,
      brandName: brand.name,
      concentration: product.concentration,
      families: product.families,
      top: product.topNotes,
      heart: product.heartNotes,
      base: product.baseNotes,
    })
    .from(product)
    .leftJoin(brand, eq(product.brandId, brand.id))
    .where(eq(product.id, productId))
    .limit(1);
  if (!row) return undefined;
  const slugs = [...row.top, ...row.heart, ...row.base];
  const names = await noteNames(db, slugs);
  const named = (layer: string[]): Note[] =>
    layer.flatMap((slug) => {
      const name = names.get(slug);
      return name === undefined ? [] : [{ slug, name }];
    });
  return {
    brand: row.brandSlug && row.brandName ? { slug: row.brandSlug, name: row.brandName } : null,
    // The database checks both against the vocabulary (migration 0028).
    concentration: row.concentration as Concentration | null,
    families: row.families as ScentFamily[],
    notes: { top: named(row.top), heart: named(row.heart), base: named(row.base) },
  };
}

/**
 * How many of `families` and `notes` a product carries, added up: one `= any` test per fact on
 * the row's arrays (twice as fast as intersecting them with unnest, measured over 10,000).
 */
const sharedFacts = (families: readonly string[], notes: readonly string[]) =>
  sql.join(
    [
      ...families.map((family) => sql`(${family} = any(${product.families}))::int`),
      ...notes.map((slug) => sql`(${slug} = any(${product.noteSlugs}))::int`),
    ],
    sql` + `,
  );

/**
 * Up to `limit` other products that share families or notes with a product of these `facts`:
 * those in stock first, then the ones sharing the most (families and notes shared, added up),
 * then the newest; none when the facts name neither. Only products sharing one or more are
 * scored: through the GIN indexes on `families` and `note_slugs` (migration 0028) when few do;
 * when most of the catalogue does (a broad family such as Fresh), PostgreSQL rightly reads the
 * table instead — about 17 ms over 10,000 products of the demo's facts.
 */
export async function listSimilarScents(
  db: Db,
  productId: string,
  facts: Pick<PerfumeFacts, "families" | "notes">,
  limit = relatedProductsLimit,
): Promise<ProductCard[]> {
  const families = facts.families;
  const notes = noteLayers.flatMap((layer) => facts.notes[layer.slug].map((each) => each.slug));
  if (families.length === 0 && notes.length === 0) return [];
  const overlaps = [
    families.length > 0 ? arrayOverlaps(product.families, families) : undefined,
    notes.length > 0 ? arrayOverlaps(product.noteSlugs, notes) : undefined,
  ];
  return db
    .select(productCardColumns)
    .from(product)
    .where(and(listedProduct, ne(product.id, productId), or(...overlaps)))
    .orderBy(
      desc(product.inStock),
      desc(sharedFacts(families, notes)),
      desc(product.createdAt),
      asc(product.id),
    )
    .limit(limit);
}

/**
 * Up to `limit` other products of the brand with slug `brandSlug`, in stock first, then the
 * newest: read through product_brand_idx (migration 0028).
 */
export function listMoreFromBrand(
  db: Db,
  productId: string,
  brandSlug: string,
  limit = relatedProductsLimit,
): Promise<ProductCard[]> {
  const brandId = db.select({ id: brand.id }).from(brand).where(eq(brand.slug, brandSlug));
  return db
    .select(productCardColumns)
    .from(product)
    .where(and(listedProduct, inArray(product.brandId, brandId), ne(product.id, productId)))
    .orderBy(desc(product.inStock), desc(product.createdAt), asc(product.id))
    .limit(limit);
}

/** The product page's related rows: Similar scents and More from {brand}. */
export interface RelatedProducts {
  similar: ProductCard[];
  moreFromBrand: ProductCard[];
}

/** Both related rows of a product with these `facts`, read side by side. */
export async function listRelatedProducts(
  db: Db,
  productId: string,
  facts: PerfumeFacts,
): Promise<RelatedProducts> {
  const [similar, moreFromBrand] = await Promise.all([
    listSimilarScents(db, productId, facts),
    facts.brand ? listMoreFromBrand(db, productId, facts.brand.slug) : [],
  ]);
  return { similar, moreFromBrand };
}
