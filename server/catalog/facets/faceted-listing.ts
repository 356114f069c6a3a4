import { and } from "drizzle-orm";
import type { FacetName, FacetPanel, FacetPick } from "#contracts/facets.ts";
import type { Db } from "../../db/client";
import { listingBase, type ProductFilter } from "../product-queries";
import { facetCounts, type FacetCountKey } from "./facet-counts";
import { facetGroups } from "./facet-groups";
import {
  facetVocabulary,
  resolveFacets,
  type FacetVocabulary,
  type ResolvedFacets,
} from "./facet-vocabulary";

/** What a facet panel's counts are counted within: category, brand, search and price. */
export type FacetBase = Pick<
  ProductFilter,
  "category" | "brandId" | "search" | "minPrice" | "maxPrice"
>;

/** Counts per facet value, as facet-counts.ts gives them. */
export type FacetCountMap = Map<FacetCountKey, number>;

/**
 * Keeps facet counts by a key until the catalogue changes (CatalogueReads.facetCounts,
 * decision 059); without one, every panel is counted afresh.
 */
export type KeepFacetCounts = (
  key: string,
  load: () => Promise<FacetCountMap>,
) => Promise<FacetCountMap>;

/**
 * Where a faceted listing's reads are kept until the catalogue changes (CatalogueReads,
 * decision 059): its counts by key, and the brands and notes its values are named by.
 */
export interface FacetKeeper {
  facetCounts: KeepFacetCounts;
  /** @throws a database error. */
  facetVocabulary(): Promise<FacetVocabulary>;
}

/** Reads everything afresh: a keeper for tests and scripts that keep nothing. */
export function freshFacetReads(db: Db): FacetKeeper {
  return { facetCounts: (_key, load) => load(), facetVocabulary: () => facetVocabulary(db) };
}

/** A listing's facets ready to query: the picks kept, and the panel to compute once listed. */
export interface FacetedQuery extends ResolvedFacets {
  /** The panel's counts within `base` (decision 059), kept by the keeper. */
  panel(base: FacetBase, isOnSale: boolean): Promise<FacetPanel>;
}

/** The key of one panel's counts: its base, the sale choice and the chosen values, in order. */
function countsKey(base: FacetBase, isOnSale: boolean, filter: ResolvedFacets["filter"]): string {
  const chosen = Object.entries(filter)
    .filter(([, values]) => values && values.length > 0)
    .map(([facet, values]) => [facet, [...(values ?? [])].sort()] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  const { category, brandId, search, minPrice, maxPrice } = base;
  return JSON.stringify([category, brandId, search, minPrice, maxPrice, isOnSale, chosen]);
}

/**
 * Reads the shop's brands and notes, keeps a URL's known picks, and gives the query of its
 * facet panel (one query over the product rows, server/catalog/facets/facet-counts.ts). A `fixed`
 * facet is the page's own (a brand page's brand, decision 057): its picks are dropped and its
 * group is not shown. `keeper` keeps the counts and vocabulary until the catalogue changes
 * (decision 059).
 */
export async function facetedQuery(
  db: Db,
  picks: FacetPick[],
  fixed?: FacetName,
  keeper: FacetKeeper = freshFacetReads(db),
): Promise<FacetedQuery> {
  const vocabulary = await keeper.facetVocabulary();
  const resolved = resolveFacets(
    picks.filter((pick) => pick.facet !== fixed),
    vocabulary,
  );
  return {
    ...resolved,
    async panel(base, isOnSale) {
      const counts = await keeper.facetCounts(countsKey(base, isOnSale, resolved.filter), () =>
        facetCounts(db, and(...listingBase(base)), resolved.filter, isOnSale),
      );
      const panel = facetGroups(counts, resolved.picks, vocabulary);
      return { ...panel, groups: panel.groups.filter((group) => group.facet !== fixed) };
    },
  };
}
