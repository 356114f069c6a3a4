import { and, type SQL } from "drizzle-orm";
import type { FacetName, FacetPanel, FacetPick } from "#contracts/facets.ts";
import type { Db } from "../../db/client";
import { facetCounts } from "./facet-counts";
import { facetGroups } from "./facet-groups";
import { facetVocabulary, resolveFacets, type ResolvedFacets } from "./facet-vocabulary";

/** A listing's facets ready to query: the picks kept, and the panel to compute once listed. */
export interface FacetedQuery extends ResolvedFacets {
  /** The panel's counts within `base` (category, search, price, brand; decision 057). */
  panel(base: SQL[], isOnSale: boolean): Promise<FacetPanel>;
}

/**
 * Reads the shop's brands and notes, keeps a URL's known picks, and gives the query of its
 * facet panel (one query over the product rows, server/catalog/facets/facet-counts.ts). A `fixed`
 * facet is the page's own (a brand page's brand, decision 057): its picks are dropped and its
 * group is not shown.
 */
export async function facetedQuery(
  db: Db,
  picks: FacetPick[],
  fixed?: FacetName,
): Promise<FacetedQuery> {
  const vocabulary = await facetVocabulary(db);
  const resolved = resolveFacets(
    picks.filter((pick) => pick.facet !== fixed),
    vocabulary,
  );
  return {
    ...resolved,
    async panel(base, isOnSale) {
      const counts = await facetCounts(db, and(...base), resolved.filter, isOnSale);
      const panel = facetGroups(counts, resolved.picks, vocabulary);
      return { ...panel, groups: panel.groups.filter((group) => group.facet !== fixed) };
    },
  };
}
