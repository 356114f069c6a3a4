import { noSuggestions, type SearchSuggestions } from "#contracts/search.ts";
import { createCatalogueMemo, type CatalogueMemoLimits } from "../catalog/catalogue-memo";
import type { Db } from "../db/client";
import type { Listen } from "../db/notifications";
import { suggestSearch } from "./product-search-queries";
import { toSearchTerms } from "./search-terms";

/** Bounds of a SuggestionCache: each answer is well under 1 KB. */
export type SuggestionCacheLimits = CatalogueMemoLimits<SearchSuggestions>;

/** About 5 MB at most: every text shoppers type in a busy hour, well inside the memory budget. */
export const defaultSuggestionCacheLimits: SuggestionCacheLimits = {
  maxEntries: 10_000,
  maxAgeMs: 5 * 60_000,
};

/** The header's suggestions, answered from memory when the same text was asked before. */
export interface SuggestionCache {
  /** suggestSearch's answer for `text` (SPEC §2 Header, §9), from memory when kept. */
  suggest(text: string): Promise<SearchSuggestions>;
  /** Texts kept now. */
  readonly size: number;
}

/**
 * Suggestions kept per normalised text ('Oud  ROYAL' and 'oud royal' are one entry) in this
 * process, cleared on every `catalog_changed` notification, so a change made through any
 * process clears every process's answers (decision 022). Concurrent asks for one text share one
 * query; an answer whose query began before a clear is handed back but not kept
 * (server/catalog/catalogue-memo.ts). Resolves once this process listens for changes.
 * @throws what LISTEN throws; `suggest` throws what suggestSearch throws (a database error), and
 * nothing is kept then.
 */
export async function createSuggestionCache(
  db: Db,
  listen: Listen,
  limits: SuggestionCacheLimits = defaultSuggestionCacheLimits,
): Promise<SuggestionCache> {
  const memo = createCatalogueMemo<SearchSuggestions>(listen, limits);
  await memo.listening();
  return {
    suggest: (text) => {
      const key = toSearchTerms(text)?.text;
      if (!key) return Promise.resolve(noSuggestions);
      return memo.read(key, () => suggestSearch(db, key));
    },
    get size() {
      return memo.size;
    },
  };
}
