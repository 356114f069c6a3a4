import { and, asc, desc, notInArray, type SQL } from "drizzle-orm";
import { suggestionLimits, type ProductSuggestion } from "../../contracts/search";
import type { Db } from "../db/client";
import { product } from "../db/schema";
import {
  documentPrefixMatch,
  documentRank,
  nameCloseness,
  namePrefixMatch,
  nameTypoMatch,
  type SearchTerms,
} from "./search-terms";

/**
 * Word-prefix matches ranked per tier: enough for a good top 5, few enough that a broad prefix
 * such as 'ro' (thousands of matches among 10,000 products) stays within the issue 3 budget.
 */
const prefixCandidates = 50;
/** Shorter texts are prefixes being typed, not misspelt words: no typo search for them. */
const typoMinLength = 4;

const columns = { id: product.id, name: product.name, category: product.category };

type Tier = (db: Db, terms: SearchTerms, notSeen: SQL | undefined) => Promise<ProductSuggestion[]>;

/** Of the first candidates matching `where`, the best 5 by `rank` (then by name). */
function bestCandidates(db: Db, where: SQL | undefined, rank: SQL<number>) {
  const hits = db
    .select({ ...columns, rank: rank.as("rank") })
    .from(product)
    .where(where)
    .limit(prefixCandidates)
    .as("hits");
  return db
    .select({ id: hits.id, name: hits.name, category: hits.category })
    .from(hits)
    .orderBy(desc(hits.rank), asc(hits.name), asc(hits.id))
    .limit(suggestionLimits.products);
}

/** Names with a word starting with every typed word, closest first. */
const namePrefixTier: Tier = (db, terms, notSeen) =>
  bestCandidates(db, and(namePrefixMatch(terms), notSeen), nameCloseness(terms));

/** Names close to the text despite typos, closest first. */
const nameTypoTier: Tier = async (db, terms, notSeen) =>
  terms.text.length < typoMinLength
    ? []
    : db
        .select(columns)
        .from(product)
        .where(and(nameTypoMatch(terms), notSeen))
        .orderBy(desc(nameCloseness(terms)), asc(product.name), asc(product.id))
        .limit(suggestionLimits.products);

/** Category or description words starting with every typed word, best full-text rank first. */
const documentTier: Tier = (db, terms, notSeen) =>
  bestCandidates(db, and(documentPrefixMatch(terms), notSeen), documentRank(terms));

/** Name matches first (issue 3); a later tier runs only while fewer than 5 are found. */
const tiers: Tier[] = [namePrefixTier, nameTypoTier, documentTier];

/**
 * Up to 5 product suggestions (SPEC §9): names with words starting with the typed words, then
 * names despite typos, then category and description matches.
 */
export async function suggestProducts(db: Db, terms: SearchTerms): Promise<ProductSuggestion[]> {
  const found: ProductSuggestion[] = [];
  for (const tier of tiers) {
    if (found.length >= suggestionLimits.products) break;
    const seenIds = found.map((p) => p.id);
    found.push(
      ...(await tier(db, terms, seenIds.length ? notInArray(product.id, seenIds) : undefined)),
    );
  }
  return found.slice(0, suggestionLimits.products);
}
