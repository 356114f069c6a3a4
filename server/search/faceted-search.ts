import { parseFacetPicks } from "#contracts/facet-query.ts";
import type { FacetedSearchResults } from "#contracts/facets.ts";
import { parseProductListQuery } from "#contracts/product-list-query.ts";
import { facetConditions } from "../catalog/facets/facet-conditions";
import { facetedQuery, type FacetKeeper } from "../catalog/facets/faceted-listing";
import { listingBase } from "../catalog/product-queries";
import type { Db } from "../db/client";
import { searchProducts } from "./product-search-queries";

/** No results and no facets: what a failed search shows (SPEC §8). */
export const noSearchResults: FacetedSearchResults = {
  products: [],
  total: 0,
  panel: { groups: [], saleCount: 0 },
  picks: [],
};

/**
 * The first `limit` products matching `search` (SPEC §2 home ?search=) that have the URL's
 * facets and price, and the facet counts within the search's matches (decision 057), kept by
 * `keeper` until the catalogue changes (decision 059).
 */
export async function searchWithFacets(
  db: Db,
  search: string,
  params: URLSearchParams,
  limit: number,
  keeper?: FacetKeeper,
): Promise<FacetedSearchResults> {
  const { min_price: minPrice, max_price: maxPrice } = parseProductListQuery(params);
  const faceted = await facetedQuery(db, parseFacetPicks(params), undefined, keeper);
  const prices = listingBase({ minPrice, maxPrice });
  const [found, panel] = await Promise.all([
    searchProducts(db, search, limit, [...prices, ...facetConditions(faceted.filter).values()]),
    faceted.panel({ search, minPrice, maxPrice }, false),
  ]);
  return { ...found, panel, picks: faceted.picks, minPrice, maxPrice };
}
