import { and, asc, desc, notInArray, type SQL } from "drizzle-orm";
import { hasPriceRange } from "#contracts/product-sizes.ts";
import { suggestionLimits, type ProductSuggestion } from "#contracts/search.ts";
import type { Db } from "../db/client";
import { product } from "../db/schema";
import { listedProduct } from "../catalog/product-columns";
import {
  documentPrefixMatch,
  documentRank,
  nameCloseness,
  namePrefixMatch,
  nameTypoMatch,
  type SearchTerms,
} from "./search-terms";

/**
 * Matches ranked per tier: enough for a good top 5, few enough that a broad prefix such as
 * 'ro' (thousands of matches among 10,000 products) stays within decision 005's budget.
 */
const tierCandidates = 50;
/** Shorter texts are prefixes being typed, not misspelt words: no typo search for them. */
const typoMinLength = 4;

const columns = {
  id: product.id,
  name: product.name,
  category: product.category,
  price: product.price,
  // The product's own copy of its sizes (migration 0019), for "From KSh …".
  sizes: product.listedSizes,
};

/** One tier of suggestions, given those found by the tiers before it. */
type Tier = (
  db: Db,
  terms: SearchTerms,
  found: ProductSuggestion[],
) => Promise<ProductSuggestion[]>;

const notFound = (found: ProductSuggestion[]) =>
  found.length > 0
    ? notInArray(
        product.id,
        found.map((p) => p.id),
      )
    : undefined;

/** Of the first candidates matching `where`, the best 5 by `rank`, then best sellers, then name. */
async function bestCandidates(
  db: Db,
  where: SQL | undefined,
  rank: SQL<number>,
): Promise<ProductSuggestion[]> {
  const hits = db
    .select({ ...columns, rank: rank.as("rank"), isBestSeller: product.isBestSeller })
    .from(product)
    .where(and(listedProduct, where))
    .limit(tierCandidates)
    .as("hits");
  const rows = await db
    .select({
      id: hits.id,
      name: hits.name,
      category: hits.category,
      price: hits.price,
      sizes: hits.sizes,
    })
    .from(hits)
    .orderBy(desc(hits.rank), desc(hits.isBestSeller), asc(hits.name), asc(hits.id))
    .limit(suggestionLimits.products);
  return rows.map(({ sizes, ...suggestion }) => ({
    ...suggestion,
    isFrom: hasPriceRange({ sizes }),
  }));
}

/** Names with a word starting with every typed word, closest first. */
const namePrefixTier: Tier = (db, terms) =>
  bestCandidates(db, namePrefixMatch(terms), nameCloseness(terms));

/**
 * Names close to the text despite typos, closest first: only when no word of any product starts
 * with the typed words (then the shopper is not misspelling), and for 4 characters or more.
 * The trigram search is the dearest tier, so it runs last.
 */
const nameTypoTier: Tier = async (db, terms, found) =>
  found.length > 0 || terms.text.length < typoMinLength
    ? []
    : bestCandidates(db, nameTypoMatch(terms), nameCloseness(terms));

/**
 * Category, perfume (brand, concentration, family, note: decision 058) or description words
 * starting with every typed word, best full-text rank first.
 */
const documentTier: Tier = (db, terms, found) =>
  bestCandidates(db, and(documentPrefixMatch(terms), notFound(found)), documentRank(terms));

/** Name matches first; a later tier runs only while fewer than 5 are found. */
const tiers: Tier[] = [namePrefixTier, documentTier, nameTypoTier];

/**
 * Up to 5 product suggestions (SPEC §9): names with words starting with the typed words, then
 * category, perfume-word and description matches; when nothing starts with them, names despite
 * typos.
 */
export async function suggestProducts(db: Db, terms: SearchTerms): Promise<ProductSuggestion[]> {
  const found: ProductSuggestion[] = [];
  for (const tier of tiers) {
    if (found.length >= suggestionLimits.products) break;
    found.push(...(await tier(db, terms, found)));
  }
  return found.slice(0, suggestionLimits.products);
}
