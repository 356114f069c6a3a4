import type { FacetPick } from "#contracts/facets.ts";
import { parseFacetPicks } from "#contracts/facet-query.ts";
import type { Db } from "../../db/client";
import type { FacetFilter } from "../facets/facet-conditions";
import { facetVocabulary, resolveFacets, type FacetVocabulary } from "../facets/facet-vocabulary";

/** The admin product lists' facet filters: what the URL chose, and the brands and notes to offer. */
export interface AdminProductFacets {
  /** The picks kept (unknown brands and notes dropped), in the URL's order. */
  picks: FacetPick[];
  /** The picks as listAdminProducts reads them. */
  filter: FacetFilter;
  vocabulary: FacetVocabulary;
}

/**
 * The storefront's facets (brand, family, note, concentration, size, gender, in stock) read from
 * an admin list's URL, by the same rules as the shop's listings (decision 059): unknown values
 * dropped, at most 20 per facet. Reads the vocabularies fresh: staff see a brand the moment they
 * add it.
 */
export async function adminProductFacets(
  db: Db,
  params: URLSearchParams,
): Promise<AdminProductFacets> {
  const vocabulary = await facetVocabulary(db);
  return { ...resolveFacets(parseFacetPicks(params), vocabulary), vocabulary };
}
