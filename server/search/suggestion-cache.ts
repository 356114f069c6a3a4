import { LRUCache } from "lru-cache";
import type { SearchSuggestions } from "#contracts/search.ts";
import type { Db } from "../db/client";
import { catalogChangedChannel, type Listen } from "../db/notifications";
import { suggestSearch } from "./product-search-queries";
import { toSearchTerms } from "./search-terms";

/** Bounds of a SuggestionCache. */
export interface SuggestionCacheLimits {
  /** Most normalised texts kept (each answer is well under 1 KB); least recently used go first. */
  maxEntries: number;
  /** An answer older than this (ms) is asked again: a safety net for a lost notification. */
  maxAgeMs: number;
}

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

const noSuggestions: SearchSuggestions = { products: [], categories: [] };

/**
 * Suggestions kept per normalised text ('Oud  ROYAL' and 'oud royal' are one entry) in this
 * process, cleared on every `catalog_changed` notification, so a change made through any
 * process clears every process's answers (issue 15). Concurrent asks for one text share one
 * query; an answer whose query began before a clear is handed back but not kept.
 * @throws what suggestSearch throws (a database error); nothing is kept then.
 */
export async function createSuggestionCache(
  db: Db,
  listen: Listen,
  limits: SuggestionCacheLimits = defaultSuggestionCacheLimits,
): Promise<SuggestionCache> {
  const kept = new LRUCache<string, SearchSuggestions>({
    max: limits.maxEntries,
    ttl: limits.maxAgeMs,
  });
  const asking = new Map<string, Promise<SearchSuggestions>>();
  let generation = 0;
  await listen(catalogChangedChannel, () => {
    generation += 1;
    kept.clear();
    asking.clear();
  });

  const ask = (key: string): Promise<SearchSuggestions> => {
    const askedIn = generation;
    const answer = suggestSearch(db, key).then((suggestions) => {
      if (askedIn === generation) kept.set(key, suggestions);
      return suggestions;
    });
    asking.set(key, answer);
    const forget = () => {
      if (asking.get(key) === answer) asking.delete(key);
    };
    answer.then(forget, forget);
    return answer;
  };

  return {
    suggest: (text) => {
      const key = toSearchTerms(text)?.text;
      if (!key) return Promise.resolve(noSuggestions);
      const suggestions = kept.get(key);
      if (suggestions) return Promise.resolve(suggestions);
      return asking.get(key) ?? ask(key);
    },
    get size() {
      return kept.size;
    },
  };
}
