import { useEffect, useState } from "react";
import { isSuggestible, noSuggestions, type SearchSuggestions } from "#contracts/search.ts";

/** Typing pauses this long (ms) before suggestions are requested. */
export const suggestionDebounceMs = 200;

/** What the suggestions panel shows for the current text. */
export type SuggestionsState =
  { status: "idle" } | { status: "loading" } | { status: "ready"; suggestions: SearchSuggestions };

/**
 * Suggestions for `text` (SPEC §2 Header): none for 1 trimmed character or fewer; otherwise
 * requested from /search/suggestions once typing pauses. An answer shows only while it belongs
 * to the current text, and a newer text aborts the older request, so a slow answer never
 * replaces a newer one. A failed request is logged and shows as no matches (SPEC §8).
 */
export function useSearchSuggestions(text: string): SuggestionsState {
  const query = text.trim();
  const isActive = isSuggestible(query);
  const [answer, setAnswer] = useState<{ query: string; suggestions: SearchSuggestions }>();

  useEffect(() => {
    if (!isActive) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/search/suggestions?q=${encodeURIComponent(query)}`, { signal: controller.signal })
        .then((response) => {
          if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
          return response.json() as Promise<SearchSuggestions>;
        })
        .then((suggestions) => setAnswer({ query, suggestions }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn("Could not load search suggestions", error);
          setAnswer({ query, suggestions: noSuggestions });
        });
    }, suggestionDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, isActive]);

  if (!isActive) return { status: "idle" };
  if (answer?.query !== query) return { status: "loading" };
  return { status: "ready", suggestions: answer.suggestions };
}
