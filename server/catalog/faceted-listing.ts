import { and, type SQL } from "drizzle-orm";
import type { FacetPanel, FacetPick } from "#contracts/facets.ts";
import type { Db } from "../db/client";
import { facetCounts } from "./facet-counts";
import { facetGroups } from "./facet-groups";
import { facetVocabulary, resolveFacets, type ResolvedFacets } from "./facet-vocabulary";

/** A listing's facets ready to query: the picks kept, and the panel to compute once listed. */
export interface FacetedQuery extends ResolvedFacets {
  /** The panel's counts within `base` (category, search, price; decision 057). */
  panel(base: SQL[], isOnSale: boolean): Promise<FacetPanel>;
}

/**
 * Reads the shop's brands and notes, keeps a URL's known picks, and gives the query of its
 * facet panel (one query over the product rows, server/catalog/facet-counts.ts).
 */
export async function facetedQuery(db: Db, picks: FacetPick[]): Promise<FacetedQuery> {
  const vocabulary = await facetVocabulary(db);
  const resolved = resolveFacets(picks, vocabulary);
  return {
    ...resolved,
    async panel(base, isOnSale) {
      const counts = await facetCounts(db, and(...base), resolved.filter, isOnSale);
      return facetGroups(counts, resolved.picks, vocabulary);
    },
  };
}
