import { and, asc, desc, eq, exists, sql, type AnyColumn } from "drizzle-orm";
import type { BrandLink, Note } from "#contracts/perfume.ts";
import { suggestionLimits } from "#contracts/search.ts";
import type { Db } from "../db/client";
import { brand, note } from "../db/perfume-schema";
import { product } from "../db/schema";
import { listedProduct } from "../catalog/product-columns";
import { shortNameCloseness, shortNameMatch, type SearchTerms } from "./search-terms";

/** Of names equally close, the shortest is most nearly the text: Vanilla, then Madagascar vanilla. */
const shortestFirst = (name: AnyColumn) => asc(sql`char_length(${name})`);

/**
 * Up to 3 brands whose names match the terms, closest first, then shortest, then A–Z; only
 * brands with a product, so every one leads to a page with something to buy
 * (docs/decisions/058-search-perfume-words.md).
 */
export async function suggestBrands(db: Db, terms: SearchTerms): Promise<BrandLink[]> {
  const hasProducts = exists(
    db
      .select({ id: product.id })
      .from(product)
      .where(and(listedProduct, eq(product.brandId, brand.id))),
  );
  return db
    .select({ slug: brand.slug, name: brand.name })
    .from(brand)
    .where(and(shortNameMatch(brand.name, terms), hasProducts))
    .orderBy(
      desc(shortNameCloseness(brand.name, terms)),
      shortestFirst(brand.name),
      asc(brand.name),
    )
    .limit(suggestionLimits.brands);
}

/**
 * Up to 3 notes of the vocabulary whose names match the terms, closest first, then shortest,
 * then A–Z; only notes some product names (product_note_slugs_idx), so the note filter they
 * open lists something (docs/decisions/058-search-perfume-words.md).
 */
export async function suggestNotes(db: Db, terms: SearchTerms): Promise<Note[]> {
  const isNamed = exists(
    db
      .select({ id: product.id })
      .from(product)
      .where(and(listedProduct, sql`${product.noteSlugs} @> array[${note.slug}]`)),
  );
  return db
    .select({ slug: note.slug, name: note.name })
    .from(note)
    .where(and(shortNameMatch(note.name, terms), isNamed))
    .orderBy(desc(shortNameCloseness(note.name, terms)), shortestFirst(note.name), asc(note.name))
    .limit(suggestionLimits.notes);
}
