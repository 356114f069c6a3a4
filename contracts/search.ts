// No zod here: the header's search box imports this module on every page (decision 011).
import type { BrandLink, Note } from "./perfume";
import { stripUnstorableCharacters } from "./text-characters";

/**
 * SPEC §9: at most 5 product and 3 category suggestions; and at most 3 brands and 3 notes
 * (docs/decisions/058-search-perfume-words.md).
 */
export const suggestionLimits = { products: 5, categories: 3, brands: 3, notes: 3 } as const;

/**
 * Longest search text matched, in characters; longer input is cut, never refused, so a pasted
 * paragraph still searches (500-character strings are safe).
 */
export const searchTextMaxLength = 100;

/** SPEC §5: suggestions only for more than 1 trimmed character (an emoji counts as one). */
export function isSuggestible(text: string): boolean {
  return Array.from(text.trim()).length > 1;
}

/**
 * Trims `text` and cuts it to searchTextMaxLength characters; control characters and lone
 * surrogates become spaces, as a pasted search is meant (decision 016).
 */
export function cutSearchText(text: string): string {
  const storable = stripUnstorableCharacters(text).trim();
  return Array.from(storable).slice(0, searchTextMaxLength).join("").trim();
}

/** One product suggestion: enough to show its row and open its page. */
export interface ProductSuggestion {
  id: string;
  name: string;
  /** null = 'Uncategorized' (SPEC §3). */
  category: string | null;
  /** The listed price, whole KSh: the lowest in-stock size's (DESIGN §5). */
  price: number;
  /** Its sizes differ in price: shown as "From KSh …". */
  isFrom: boolean;
}

/** The suggestions resource's JSON answer (SPEC §2 Header). */
export interface SearchSuggestions {
  products: ProductSuggestion[];
  /** Category names, each shown as 'Category: {name}'. */
  categories: string[];
  /** Brands, each shown as 'Brand: {name}', opening /brands/{slug}. */
  brands: BrandLink[];
  /** Notes, each shown as 'Note: {name}', opening /all-products?note={slug}. */
  notes: Note[];
}

/** Suggestions for a text that matches nothing. */
export const noSuggestions: SearchSuggestions = {
  products: [],
  categories: [],
  brands: [],
  notes: [],
};
