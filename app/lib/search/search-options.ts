import type { BrandLink, Note } from "#contracts/perfume.ts";
import { suggestionLimits, type ProductSuggestion } from "#contracts/search.ts";
import type { SuggestionsState } from "./use-search-suggestions";

/** One choice in the search panel: a recent search, a product, a brand, a note or a category. */
export type SearchOption =
  | { kind: "recent"; text: string }
  | { kind: "product"; product: ProductSuggestion }
  | { kind: "brand"; brand: BrandLink }
  | { kind: "note"; note: Note }
  | { kind: "category"; name: string };

/**
 * The panel's options (SPEC §2 Header): recent searches while the box is blank, otherwise up
 * to 5 products, then up to 3 brands, 3 notes (docs/decisions/058-search-perfume-words.md) and
 * 3 categories once suggestions have arrived.
 */
export function searchOptionsOf(
  state: SuggestionsState,
  text: string,
  recent: readonly string[],
): SearchOption[] {
  if (text.trim() === "") return recent.map((search) => ({ kind: "recent", text: search }));
  if (state.status !== "ready") return [];
  const { products, brands, notes, categories } = state.suggestions;
  return [
    ...products
      .slice(0, suggestionLimits.products)
      .map((product): SearchOption => ({ kind: "product", product })),
    ...brands
      .slice(0, suggestionLimits.brands)
      .map((brand): SearchOption => ({ kind: "brand", brand })),
    ...notes.slice(0, suggestionLimits.notes).map((note): SearchOption => ({ kind: "note", note })),
    ...categories
      .slice(0, suggestionLimits.categories)
      .map((name): SearchOption => ({ kind: "category", name })),
  ];
}

/**
 * The page a chosen suggestion opens: the product's page, the brand's page (/brands/{slug}), the
 * listing of products with the note (/all-products?note={slug}) or of the category. A recent
 * search has none: choosing it searches again.
 */
export function optionHref(option: Exclude<SearchOption, { kind: "recent" }>): string {
  switch (option.kind) {
    case "product":
      return `/product/${encodeURIComponent(option.product.id)}`;
    case "brand":
      return `/brands/${encodeURIComponent(option.brand.slug)}`;
    case "note":
      return `/all-products?note=${encodeURIComponent(option.note.slug)}`;
    case "category":
      return `/all-products?category=${encodeURIComponent(option.name)}`;
  }
}

/** What screen readers hear when the panel changes: how many options it holds. */
export function announcementOf(count: number, isRecent: boolean): string {
  if (isRecent) return count > 0 ? `${count} recent search${count === 1 ? "" : "es"}` : "";
  if (count === 0) return "No suggestions available";
  return `${count} suggestion${count === 1 ? "" : "s"} available`;
}
