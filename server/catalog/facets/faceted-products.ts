import { parseFacetPicks } from "#contracts/facet-query.ts";
import type { FacetPanel, FacetPick } from "#contracts/facets.ts";
import { productPageSize } from "#contracts/product.ts";
import type { ProductListQuery } from "#contracts/product-list-query.ts";
import type { Db } from "../../db/client";
import { facetedQuery, type FacetKeeper } from "./faceted-listing";
import { listProducts, type ProductPage } from "../product-queries";

/** A faceted listing page's data: its query, the picks kept, a page of cards and the panel. */
export interface FacetedProducts {
  query: ProductListQuery;
  picks: FacetPick[];
  listing: ProductPage;
  panel: FacetPanel;
}

/**
 * A page of 18 products for a listing's query and facets (SPEC §2, decision 057) and its facet
 * panel, counted within the same base: category, search and price, and on a brand's page
 * (`brandId`) that brand, whose facet is then fixed (its picks dropped, its group hidden).
 * `keeper` keeps the counts and vocabulary until the catalogue changes (decision 059).
 */
export async function listFacetedProducts(
  db: Db,
  query: ProductListQuery,
  params: URLSearchParams,
  { brandId, keeper }: { brandId?: string; keeper?: FacetKeeper } = {},
): Promise<FacetedProducts> {
  const faceted = await facetedQuery(
    db,
    parseFacetPicks(params),
    brandId ? "brand" : undefined,
    keeper,
  );
  const base = {
    brandId,
    category: query.category,
    search: query.search,
    minPrice: query.min_price,
    maxPrice: query.max_price,
  };
  const [listing, panel] = await Promise.all([
    listProducts(db, {
      ...base,
      isOnSale: query.sale,
      facets: faceted.filter,
      sort: query.sort,
      page: query.page,
      pageSize: productPageSize,
    }),
    faceted.panel(base, query.sale),
  ]);
  return { query, picks: faceted.picks, listing, panel };
}
