import type { ProductSort } from "#contracts/product.ts";
import type { ProductListQuery } from "#contracts/product-list-query.ts";

/** The filters a shopper edits on /all-products; prices in whole KSh, undefined = no bound. */
export interface ListingFilters {
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  sort: ProductSort;
}

/** The filters shown by a parsed /all-products query. */
export function filtersOf(query: ProductListQuery): ListingFilters {
  return {
    category: query.category,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    sort: query.sort,
  };
}

/**
 * The query string for filters (SPEC §2 parameter names), keeping a search; the page is left
 * out so a change of filter starts again at page 1.
 */
export function filtersToSearch(filters: ListingFilters, search?: string): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (filters.category) params.set("category", filters.category);
  if (filters.minPrice !== undefined) params.set("min_price", String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set("max_price", String(filters.maxPrice));
  if (filters.sort !== "newest") params.set("sort", filters.sort);
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
