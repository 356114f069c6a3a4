import {
  maxPriceAtLeastMin,
  priceFilterMax,
  productSorts,
  type ProductSort,
} from "#contracts/product.ts";
import type { ProductListQuery } from "#contracts/product-list-query.ts";
import { canonicalPicks, readFacetPicks, type FacetPick } from "#contracts/facets.ts";

/** The filters a shopper edits on /all-products; prices in whole KSh, undefined = no bound. */
export interface ListingFilters {
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Only the products with a size on sale (?sale=true, DESIGN §5). */
  isOnSale: boolean;
  /** The facet values chosen, in the order chosen (decision 057). */
  picks: FacetPick[];
  sort: ProductSort;
}

const clampPrice = (value: number) => Math.min(Math.max(0, Math.round(value)), priceFilterMax);

/** Reads a price field: blank = no bound, anything else clamped to 0…30,000 KSh. */
export function readPrice(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? clampPrice(value) : undefined;
}

const isProductSort = (value: unknown): value is ProductSort =>
  productSorts.some((sort) => sort === value);

/** A form's text fields as URL parameters, in the form's order. */
export function textFields(fields: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of fields) if (typeof value === "string") params.append(name, value);
  return params;
}

/**
 * The filters the listing's form holds now (the browser's values, which a shopper may have
 * changed before the page was live); the category is the form's hidden field.
 */
export function filtersInForm(form: HTMLFormElement): ListingFilters {
  const fields = new FormData(form);
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === "string" ? value : "";
  };
  const sort = fields.get("sort");
  return {
    category: text("category") || undefined,
    minPrice: readPrice(text("min_price")),
    maxPrice: readPrice(text("max_price")),
    isOnSale: text("sale") === "true",
    picks: readFacetPicks(textFields(fields)),
    sort: isProductSort(sort) ? sort : "newest",
  };
}

/** The filters shown by a parsed /all-products query and its kept facet picks. */
export function filtersOf(query: ProductListQuery, picks: FacetPick[]): ListingFilters {
  return {
    category: query.category,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    isOnSale: query.sale,
    picks,
    sort: query.sort,
  };
}

/**
 * The query string for filters (SPEC §2 parameter names), keeping a search; the page is left
 * out so a change of filter starts again at page 1. A max below the min is written raised to
 * it (SPEC §5), as the server reads it and the fields then show it.
 */
export function filtersToSearch(filters: ListingFilters, search?: string): string {
  const params = new URLSearchParams();
  const maxPrice = maxPriceAtLeastMin(filters.minPrice, filters.maxPrice);
  if (search) params.set("search", search);
  if (filters.category) params.set("category", filters.category);
  for (const pick of filters.picks) params.append(pick.facet, pick.value);
  if (filters.minPrice !== undefined) params.set("min_price", String(filters.minPrice));
  if (maxPrice !== undefined) params.set("max_price", String(maxPrice));
  if (filters.isOnSale) params.set("sale", "true");
  if (filters.sort !== "newest") params.set("sort", filters.sort);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * A listing's cleaned query string (decision 057): the picks in their fixed order, unknown
 * values left out, and the page when past the first.
 */
export function canonicalSearch(query: ProductListQuery, picks: FacetPick[], page: number): string {
  const params = new URLSearchParams(
    filtersToSearch(filtersOf(query, canonicalPicks(picks)), query.search),
  );
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The query string of the same listing at another page. */
export function pageSearch(searchParams: URLSearchParams, page: number): string {
  const params = new URLSearchParams(searchParams);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * 'Clear All Filters' (SPEC §2): no category, price bounds, sale or facets, newest first; a
 * search stays.
 */
export const clearedFilters: ListingFilters = {
  category: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  isOnSale: false,
  picks: [],
  sort: "newest",
};
