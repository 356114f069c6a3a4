import { readFacetPicks, type FacetName, type FacetPick } from "./facets";
import { concentrations, scentFamilies } from "./perfume";

/** A listing's genders as facet values, with their labels. */
export const genderFacetValues = [
  { slug: "women", label: "Women" },
  { slug: "men", label: "Men" },
  { slug: "unisex", label: "Unisex" },
] as const;

const slugPattern = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;
const familySlugs = new Set<string>(scentFamilies.map((family) => family.slug));
const concentrationSlugs = new Set<string>(concentrations.map((item) => item.slug));
const genderSlugs = new Set<string>(genderFacetValues.map((item) => item.slug));

/** Whether `value` could be a value of `facet`; brands and notes are checked by the server. */
function isWellFormed(facet: FacetName, value: string): boolean {
  switch (facet) {
    case "family":
      return familySlugs.has(value);
    case "concentration":
      return concentrationSlugs.has(value);
    case "gender":
      return genderSlugs.has(value);
    case "size":
      return /^[1-9]\d{0,3}$/.test(value);
    case "in_stock":
      return value === "1";
    default:
      return slugPattern.test(value);
  }
}

/**
 * The facet values of a URL (decision 057), in the order it gives them (so the last one is the
 * last chosen): malformed or unknown-vocabulary values and repeats dropped, at most
 * `facetValuesMax` per facet. Brands and notes are checked against the shop's by the server.
 * Never throws.
 */
export function parseFacetPicks(params: URLSearchParams): FacetPick[] {
  return readFacetPicks(params, isWellFormed);
}
