import { and, asc, desc, eq, exists, or } from "drizzle-orm";
import { suggestionLimits } from "#contracts/search.ts";
import type { Db } from "../db/client";
import { category, product } from "../db/schema";
import { listedProduct } from "../catalog/product-columns";
import { shortNameCloseness, shortNameMatch, type SearchTerms } from "./search-terms";

/**
 * Up to 3 category names matching the terms by word prefix or despite typos ('difusers' →
 * Diffusers), closest first (SPEC §9). Only categories a shopper can browse: the home and
 * slider names, and categories that hold products, never one staff hid (decision 062).
 */
export async function suggestCategories(db: Db, terms: SearchTerms): Promise<string[]> {
  const isBrowsable = or(
    eq(category.isOnHome, true),
    eq(category.isInSlider, true),
    exists(
      db
        .select({ id: product.id })
        .from(product)
        .where(and(listedProduct, eq(product.category, category.name))),
    ),
  );
  const rows = await db
    .select({ name: category.name })
    .from(category)
    .where(and(shortNameMatch(category.name, terms), isBrowsable, eq(category.isHidden, false)))
    .orderBy(desc(shortNameCloseness(category.name, terms)), asc(category.sortOrder))
    .limit(suggestionLimits.categories);
  return rows.map((row) => row.name);
}
