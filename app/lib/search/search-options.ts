import { suggestionLimits, type ProductSuggestion } from "#contracts/search.ts";
import type { SuggestionsState } from "./use-search-suggestions";

/** One choice in the search panel: a recent search, a product or a category. */
export type SearchOption =
  | { kind: "recent"; text: string }
  | { kind: "product"; product: ProductSuggestion }
  | { kind: "category"; name: string };

/**
 * The panel's options (SPEC §2 Header): recent searches while the box is blank, otherwise up
 * to 5 products then up to 3 categories once suggestions have arrived.
 */
export function searchOptionsOf(
  state: SuggestionsState,
  text: string,
  recent: readonly string[],
): SearchOption[] {
  if (text.trim() === "") return recent.map((search) => ({ kind: "recent", text: search }));
  if (state.status !== "ready") return [];
  const { products, categories } = state.suggestions;
  return [
    ...products
      .slice(0, suggestionLimits.products)
      .map((product): SearchOption => ({ kind: "product", product })),
    ...categories
      .slice(0, suggestionLimits.categories)
      .map((name): SearchOption => ({ kind: "category", name })),
  ];
}

/** What screen readers hear when the panel changes: how many options it holds. */
export function announcementOf(count: number, isRecent: boolean): string {
  if (isRecent) return count > 0 ? `${count} recent search${count === 1 ? "" : "es"}` : "";
  if (count === 0) return "No suggestions available";
  return `${count} suggestion${count === 1 ? "" : "s"} available`;
}
