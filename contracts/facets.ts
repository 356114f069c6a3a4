import type { ProductCard } from "./product";

/**
 * The listing's facets (docs/decisions/057-perfume-facts.md), in the fixed order of a cleaned
 * URL: each a URL parameter, repeatable; values of one facet are OR-ed, facets AND-ed.
 */
export const facetNames = [
  "brand",
  "family",
  "note",
  "concentration",
  "size",
  "gender",
  "in_stock",
] as const;

export type FacetName = (typeof facetNames)[number];

/** One value chosen in one facet, as the URL writes it ("family", "woody"). */
export interface FacetPick {
  facet: FacetName;
  value: string;
}

/** Values per facet kept from a URL; the rest are ignored, so a huge URL stays cheap. */
export const facetValuesMax = 20;

/** One-tap price presets (max_price, whole KSh) and the texts they show. */
export const pricePresets = [3_000, 5_000, 10_000] as const;

const isFacetName = (name: string): name is FacetName => facetNames.some((facet) => facet === name);

/**
 * The facet values of a query string or form, in their order (so the last one is the last
 * chosen), repeats dropped and at most `facetValuesMax` per facet; `isKnown` keeps the values
 * worth reading (contracts/facet-query.ts checks them against the vocabularies).
 */
export function readFacetPicks(
  params: URLSearchParams,
  isKnown: (facet: FacetName, value: string) => boolean = () => true,
): FacetPick[] {
  const picks: FacetPick[] = [];
  const perFacet = new Map<FacetName, Set<string>>();
  for (const [name, raw] of params) {
    if (!isFacetName(name)) continue;
    const value = raw.trim().toLowerCase();
    const seen = perFacet.get(name) ?? new Set<string>();
    if (seen.size >= facetValuesMax || seen.has(value) || !isKnown(name, value)) continue;
    seen.add(value);
    perFacet.set(name, seen);
    picks.push({ facet: name, value });
  }
  return picks;
}

/** The values chosen in one facet. */
export function valuesOf(picks: readonly FacetPick[], facet: FacetName): string[] {
  return picks.filter((pick) => pick.facet === facet).map((pick) => pick.value);
}

/** Whether a value is chosen. */
export function isPicked(picks: readonly FacetPick[], facet: FacetName, value: string): boolean {
  return picks.some((pick) => pick.facet === facet && pick.value === value);
}

/** The picks with one value added (at the end: the last chosen) or removed. */
export function togglePick(picks: readonly FacetPick[], pick: FacetPick): FacetPick[] {
  return isPicked(picks, pick.facet, pick.value)
    ? picks.filter((item) => item.facet !== pick.facet || item.value !== pick.value)
    : [...picks, pick];
}

/** The picks in a cleaned URL's fixed order: by facet, then by value (sizes by number). */
export function canonicalPicks(picks: readonly FacetPick[]): FacetPick[] {
  return facetNames.flatMap((facet) =>
    valuesOf(picks, facet)
      .sort(facet === "size" ? (a, b) => Number(a) - Number(b) : undefined)
      .map((value) => ({ facet, value })),
  );
}

/** One value of a facet as the panel shows it: how many products choosing it would give. */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

/** A facet as the panel shows it; `legend` names its fieldset. */
export interface FacetGroup {
  facet: FacetName;
  legend: string;
  values: FacetValue[];
}

/** A listing's facets: the groups to show, and how many products 'Sale' would give. */
export interface FacetPanel {
  groups: FacetGroup[];
  saleCount: number;
}

/** A chosen value's name as its chip shows it ("Woody", "50 ml"), from the panel. */
export function pickLabel(panel: FacetPanel, pick: FacetPick): string {
  const group = panel.groups.find((item) => item.facet === pick.facet);
  return group?.values.find((item) => item.value === pick.value)?.label ?? pick.value;
}

/** The home page's search results narrowed by facets and price, with their facet panel. */
export interface FacetedSearchResults {
  products: ProductCard[];
  total: number;
  panel: FacetPanel;
  /** The facet values kept from the URL, in the order chosen. */
  picks: FacetPick[];
  /** Price bounds from the URL, whole KSh. */
  minPrice?: number;
  maxPrice?: number;
}
