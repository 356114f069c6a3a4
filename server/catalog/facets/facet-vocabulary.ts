import { asc } from "drizzle-orm";
import type { FacetPick } from "#contracts/facets.ts";
import type { Note } from "#contracts/perfume.ts";
import type { Db } from "../../db/client";
import { brand, note } from "../../db/perfume-schema";
import type { FacetFilter } from "./facet-conditions";

/** The shop's brands and notes, by which facet values are named and checked. */
export interface FacetVocabulary {
  brands: { id: string; slug: string; name: string }[];
  notes: Note[];
}

/** Reads the brands and notes (decision 057: small vocabularies staff extend), by name. */
export async function facetVocabulary(db: Db): Promise<FacetVocabulary> {
  const [brands, notes] = await Promise.all([
    db
      .select({ id: brand.id, slug: brand.slug, name: brand.name })
      .from(brand)
      .orderBy(asc(brand.name)),
    db.select({ slug: note.slug, name: note.name }).from(note).orderBy(asc(note.name)),
  ]);
  return { brands, notes };
}

/** A URL's facet picks kept (unknown brands and notes dropped) and as the database reads them. */
export interface ResolvedFacets {
  picks: FacetPick[];
  filter: FacetFilter;
}

/**
 * Drops the picks naming a brand or note the shop does not have (a URL's unknown values are
 * ignored) and maps brand slugs to ids.
 */
export function resolveFacets(picks: FacetPick[], vocabulary: FacetVocabulary): ResolvedFacets {
  const brandIds = new Map(vocabulary.brands.map((row) => [row.slug, row.id]));
  const noteSlugs = new Set(vocabulary.notes.map((row) => row.slug));
  const kept = picks.filter(
    (pick) =>
      (pick.facet !== "brand" || brandIds.has(pick.value)) &&
      (pick.facet !== "note" || noteSlugs.has(pick.value)),
  );
  const filter: FacetFilter = {};
  for (const pick of kept) {
    const value = pick.facet === "brand" ? brandIds.get(pick.value)! : pick.value;
    (filter[pick.facet] ??= []).push(value);
  }
  return { picks: kept, filter };
}
