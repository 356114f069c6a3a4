import { genderFacetValues } from "#contracts/facet-query.ts";
import {
  isPicked,
  valuesOf,
  type FacetGroup,
  type FacetName,
  type FacetPanel,
  type FacetPick,
  type FacetValue,
} from "#contracts/facets.ts";
import { concentrations, scentFamilies } from "#contracts/perfume.ts";
import type { FacetCountKey } from "./facet-counts";
import type { FacetVocabulary } from "./facet-vocabulary";

/** The notes shown: the most found, plus any chosen (decision 057: a long vocabulary). */
export const shownNotesMax = 12;

type Counts = Map<FacetCountKey, number>;

const valuesFrom = (
  counts: Counts,
  facet: FacetName,
  items: readonly { value: string; label: string; key?: string }[],
): FacetValue[] =>
  items.map(({ value, label, key }) => ({
    value,
    label,
    count: counts.get(`${facet}:${key ?? value}`) ?? 0,
  }));

function noteValues(counts: Counts, picks: FacetPick[], vocabulary: FacetVocabulary) {
  const all = valuesFrom(
    counts,
    "note",
    vocabulary.notes.map((note) => ({ value: note.slug, label: note.name })),
  );
  const top = all
    .filter((item) => item.count > 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, shownNotesMax);
  const chosen = all.filter((item) => isPicked(picks, "note", item.value) && !top.includes(item));
  return [...top, ...chosen];
}

function sizeValues(counts: Counts, picks: FacetPick[]) {
  const sizes = new Set(valuesOf(picks, "size").map(Number));
  for (const key of counts.keys()) if (key.startsWith("size:")) sizes.add(Number(key.slice(5)));
  return valuesFrom(
    counts,
    "size",
    [...sizes].sort((a, b) => a - b).map((ml) => ({ value: String(ml), label: `${ml} ml` })),
  );
}

/**
 * The facet panel of a listing from its counts: brands by name, families and concentrations
 * in their vocabulary's order, the top notes, sizes by millilitres; a facet with nothing to
 * offer is left out.
 */
export function facetGroups(
  counts: Counts,
  picks: FacetPick[],
  vocabulary: FacetVocabulary,
): FacetPanel {
  const groups: FacetGroup[] = [
    {
      facet: "brand",
      legend: "Brand",
      values: valuesFrom(
        counts,
        "brand",
        vocabulary.brands.map((row) => ({ value: row.slug, label: row.name, key: row.id })),
      ),
    },
    {
      facet: "family",
      legend: "Scent family",
      values: valuesFrom(
        counts,
        "family",
        scentFamilies.map((family) => ({ value: family.slug, label: family.label })),
      ),
    },
    { facet: "note", legend: "Notes", values: noteValues(counts, picks, vocabulary) },
    {
      facet: "concentration",
      legend: "Concentration",
      values: valuesFrom(
        counts,
        "concentration",
        concentrations.map((item) => ({ value: item.slug, label: item.label })),
      ),
    },
    { facet: "size", legend: "Size", values: sizeValues(counts, picks) },
    {
      facet: "gender",
      legend: "Gender",
      values: valuesFrom(
        counts,
        "gender",
        genderFacetValues.map((item) => ({ value: item.slug, label: item.label })),
      ),
    },
    {
      facet: "in_stock",
      legend: "Availability",
      values: valuesFrom(counts, "in_stock", [{ value: "1", label: "In stock" }]),
    },
  ];
  return {
    groups: groups.filter((group) =>
      group.values.some((item) => item.count > 0 || isPicked(picks, group.facet, item.value)),
    ),
    saleCount: counts.get("sale:1") ?? 0,
  };
}
