import { Form, Link, useSearchParams } from "react-router";
import { facetNames, valuesOf, type FacetName, type FacetPick } from "#contracts/facets.ts";
import { genderFacetValues } from "#contracts/facet-query.ts";
import { concentrations, scentFamilies } from "#contracts/perfume.ts";

/** The shop's brands and notes to choose from (server/catalog/admin/admin-product-facets.ts). */
export interface AdminFacetChoices {
  brands: { slug: string; name: string }[];
  notes: { slug: string; name: string }[];
}

const selectClass =
  "mt-1 h-11 w-full border border-stone bg-white/70 px-3 text-sm tracking-normal text-ink normal-case outline-none focus:border-gold";

/** The list parameters the filters keep as they are (the facets are the form's own). */
const keptParams = ["search", "category", "stock", "archived", "view"] as const;

function FacetSelect({
  facet,
  label,
  picks,
  options,
}: {
  facet: FacetName;
  label: string;
  picks: FacetPick[];
  options: readonly { slug: string; label: string }[];
}) {
  return (
    <label className="text-xs tracking-[0.12em] text-taupe uppercase">
      {label}
      <select name={facet} defaultValue={valuesOf(picks, facet)[0] ?? ""} className={selectClass}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The storefront's facets as filters on an admin product list (decision 059): brand, scent
 * family, note, concentration and gender, one value each, in a GET form that keeps the list's
 * search, category, Low stock, Archived and view, so it works without scripts and a filtered list can be
 * linked. Open while any facet is chosen.
 */
export function ProductFacetFilters({
  picks,
  choices,
}: {
  picks: FacetPick[];
  choices: AdminFacetChoices;
}) {
  const [searchParams] = useSearchParams();
  const cleared = new URLSearchParams(searchParams);
  for (const facet of facetNames) cleared.delete(facet);
  cleared.delete("page");
  const option = ({ slug, name }: { slug: string; name: string }) => ({ slug, label: name });
  return (
    <details open={picks.length > 0} className="mb-6 border border-stone/70 bg-white/40">
      <summary className="cursor-pointer px-4 py-3 text-xs tracking-[0.15em] text-ink uppercase">
        Filters{picks.length > 0 ? ` (${picks.length})` : ""}
      </summary>
      <Form
        method="get"
        className="grid gap-4 border-t border-stone/70 p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        {keptParams.map((name) => {
          const value = searchParams.get(name);
          return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
        })}
        <FacetSelect
          facet="brand"
          label="Brand"
          picks={picks}
          options={choices.brands.map(option)}
        />
        <FacetSelect facet="family" label="Scent family" picks={picks} options={scentFamilies} />
        <FacetSelect facet="note" label="Note" picks={picks} options={choices.notes.map(option)} />
        <FacetSelect
          facet="concentration"
          label="Concentration"
          picks={picks}
          options={concentrations}
        />
        <FacetSelect facet="gender" label="Gender" picks={picks} options={genderFacetValues} />
        <div className="flex items-center gap-4 sm:col-span-2 lg:col-span-5">
          <button
            type="submit"
            className="h-11 border border-espresso bg-espresso px-6 text-xs tracking-[0.15em] text-ivory uppercase"
          >
            Apply filters
          </button>
          {picks.length > 0 && (
            <Link
              to={`?${cleared.toString()}`}
              className="text-xs tracking-[0.15em] text-ink uppercase underline underline-offset-4"
            >
              Clear filters
            </Link>
          )}
        </div>
      </Form>
    </details>
  );
}
