import { and, asc, count, desc, or, sql, type SQL } from "drizzle-orm";
import type { ProductCard } from "#contracts/product.ts";
import { noSuggestions, type SearchSuggestions } from "#contracts/search.ts";
import { listedProduct, productCardColumns } from "../catalog/product-columns";
import type { Db } from "../db/client";
import { product } from "../db/schema";
import { suggestCategories } from "./category-suggestion-queries";
import { suggestBrands, suggestNotes } from "./fact-suggestion-queries";
import { suggestProducts } from "./product-suggestion-queries";
import {
  documentPrefixMatch,
  documentRank,
  nameCloseness,
  namePrefixMatch,
  nameTypoMatch,
  toSearchTerms,
} from "./search-terms";

/**
 * Suggestions for the header search box (SPEC §2 Header, §9): up to 5 products (id, name,
 * category), name matches first, then those whose perfume words match; up to 3 category names,
 * 3 brands and 3 notes (docs/decisions/058-search-perfume-words.md). Case-insensitive and
 * tolerant of small typos in names; any text is safe, and one without a letter or digit
 * suggests nothing.
 */
export async function suggestSearch(db: Db, text: string): Promise<SearchSuggestions> {
  const terms = toSearchTerms(text);
  if (!terms) return noSuggestions;
  const [products, categories, brands, notes] = await Promise.all([
    suggestProducts(db, terms),
    suggestCategories(db, terms),
    suggestBrands(db, terms),
    suggestNotes(db, terms),
  ]);
  return { products, categories, brands, notes };
}

/**
 * The SQL condition for products matching a search (SPEC §2, §5): every word starts a word of
 * the name, category, perfume words (brand, concentration, families, notes: decision 058) or
 * description, or the name matches despite typos. A text without a letter or digit matches
 * nothing.
 */
export function searchCondition(text: string): SQL {
  const terms = toSearchTerms(text);
  if (!terms) return sql`false`;
  return or(documentPrefixMatch(terms), nameTypoMatch(terms))!;
}

/**
 * The first `limit` products matching `text`, most relevant first (name matches, then the
 * closest names, then full-text rank, then best sellers), and how many match in all;
 * `narrowing` (facets, price) ANDs more conditions.
 */
export async function searchProducts(
  db: Db,
  text: string,
  limit: number,
  narrowing: SQL[] = [],
): Promise<{ products: ProductCard[]; total: number }> {
  const terms = toSearchTerms(text);
  if (!terms) return { products: [], total: 0 };
  const where = and(listedProduct, searchCondition(text), ...narrowing);
  const [products, totals] = await Promise.all([
    db
      .select(productCardColumns)
      .from(product)
      .where(where)
      .orderBy(
        desc(or(namePrefixMatch(terms), nameTypoMatch(terms))!),
        desc(nameCloseness(terms)),
        desc(documentRank(terms)),
        desc(product.isBestSeller),
        asc(product.name),
        asc(product.id),
      )
      .limit(limit),
    db.select({ total: count() }).from(product).where(where),
  ]);
  return { products, total: totals[0]?.total ?? 0 };
}
