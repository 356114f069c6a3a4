import { or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { cutSearchText } from "#contracts/search.ts";
import { product } from "../db/schema";

/** At most this many words of a search take part in the full-text query. */
const maxWords = 8;

/**
 * A shopper's search text made safe for SQL: only its words (letters, marks and digits, so
 * '%', '_', quotes, backslashes and emoji never reach a query's syntax) go into the texts
 * below, and those travel as bound parameters.
 */
export interface SearchTerms {
  /** The words joined by spaces, lower case: what pg_trgm compares with names. */
  text: string;
  /** 'oud:* & roy:*': every word as a word prefix (DESIGN §2 full-text search). */
  prefixes: string;
}

/** The search terms of `input`, or undefined when it holds no letter or digit. */
export function toSearchTerms(input: string): SearchTerms | undefined {
  const text = cutSearchText(input).normalize("NFC").toLowerCase();
  const words = (text.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? []).slice(0, maxWords);
  if (words.length === 0) return undefined;
  return { text: words.join(" "), prefixes: words.map((word) => `${word}:*`).join(" & ") };
}

/*
 * In the conditions below the typed value sits in a sub-select: the planner then cannot weigh
 * it against the column statistics, so planning stays cheap (no similarity computed against
 * every common value) and the plan is the same index scan for every text, never a sequential
 * scan picked for a text that looks common (decision 005's budget).
 */
const prefixQuery = (terms: SearchTerms) => sql`(select to_tsquery('simple', ${terms.prefixes}))`;

/** Every word starts a word of the name (product_name_vector_idx). */
export function namePrefixMatch(terms: SearchTerms): SQL {
  return sql`${product.nameVector} @@ ${prefixQuery(terms)}`;
}

/**
 * The text is close to whole words of the name despite small typos: pg_trgm's strict word
 * similarity at its default threshold, 0.5 ('lavander' ~ 'Lavender'; product_name_trigram_idx).
 */
export function nameTypoMatch(terms: SearchTerms): SQL {
  return sql`${product.name} %>> (select ${terms.text}::text)`;
}

/**
 * Every word starts a word of the name, category, perfume words or description
 * (product_search_vector_idx; docs/decisions/058-search-perfume-words.md).
 */
export function documentPrefixMatch(terms: SearchTerms): SQL {
  return sql`${product.searchVector} @@ ${prefixQuery(terms)}`;
}

/** How much of the text the name holds, 0…1 (pg_trgm word_similarity): ranks name matches. */
export function nameCloseness(terms: SearchTerms): SQL<number> {
  return sql<number>`word_similarity(${terms.text}, ${product.name})`;
}

/**
 * Full-text rank of the whole document; name words weigh most (A), then category and perfume
 * words (B), then the description (C).
 */
export function documentRank(terms: SearchTerms): SQL<number> {
  return sql<number>`ts_rank(${product.searchVector}, to_tsquery('simple', ${terms.prefixes}))`;
}

/**
 * A short name of a small table (a category, brand or note) matching the terms: its words start
 * with every typed word, or it is close to the text despite typos ('difusers' → Diffusers,
 * 'vanila' → Vanilla). Such tables are small: no index needed.
 */
export function shortNameMatch(name: AnyColumn, terms: SearchTerms): SQL {
  return or(
    sql`to_tsvector('simple', ${name}) @@ to_tsquery('simple', ${terms.prefixes})`,
    sql`${terms.text} <<% ${name}`,
  )!;
}

/** How much of the text a short name holds, 0…1 (pg_trgm word_similarity): closest first. */
export function shortNameCloseness(name: AnyColumn, terms: SearchTerms): SQL<number> {
  return sql<number>`word_similarity(${terms.text}, ${name})`;
}
