import { pickLabel, type FacetedSearchResults } from "#contracts/facets.ts";
import { ActiveFilters } from "../listing/active-filters";
import { FacetForm } from "../listing/facet-form";
import { clearedFilters, type ListingFilters } from "../../lib/listing/listing-filters";
import { useSyncedFilters } from "../../lib/listing/use-synced-filters";
import { ProductGridSection } from "./product-grid-section";

interface SearchResultsSectionProps {
  search: string;
  /** undefined while loading: skeleton cards show instead. */
  results?: FacetedSearchResults;
}

const emptyLink =
  "mt-4 inline-block text-xs tracking-[0.15em] uppercase underline underline-offset-4";

/**
 * Home with ?search= (SPEC §2): the products matching the search, most relevant first, 8 at
 * first and 12 more per 'View Collection', or an empty state naming the search; the facets
 * narrow them on the same address (decision 057).
 */
export function SearchResultsSection({ search, results }: SearchResultsSectionProps) {
  const total = results?.total;
  const fromUrl: ListingFilters = {
    ...clearedFilters,
    minPrice: results?.minPrice,
    maxPrice: results?.maxPrice,
    picks: results?.picks ?? [],
  };
  const { filters, apply, linkTo } = useSyncedFilters(fromUrl, search, "/");
  const lastPick = filters.picks.at(-1);
  const isNarrowed = filters.picks.length > 0 || filters.maxPrice !== undefined;
  return (
    <ProductGridSection
      id="search-results"
      title={`Results for “${search}”`}
      tagline={
        total === undefined
          ? "Searching the collection…"
          : `${total} ${total === 1 ? "product" : "products"} found`
      }
      emptyText={
        isNarrowed
          ? "No products match your filters."
          : `No products match “${search}”. Try a fragrance name, a note or a category.`
      }
      param="results"
      grid={results}
      aside={
        results &&
        (results.panel.groups.length > 0 || isNarrowed) && (
          <FacetForm
            panel={results.panel}
            total={results.total}
            filters={filters}
            search={search}
            path="/"
            apply={apply}
            linkTo={linkTo}
          />
        )
      }
      toolbar={
        results && (
          <div className="mb-6 empty:hidden">
            <ActiveFilters filters={filters} panel={results.panel} linkTo={linkTo} />
          </div>
        )
      }
      emptyActions={
        isNarrowed && (
          <div className="flex justify-center gap-6">
            {lastPick && results && (
              <a {...linkTo({ picks: filters.picks.slice(0, -1) })} className={emptyLink}>
                Remove “{pickLabel(results.panel, lastPick)}”
              </a>
            )}
            <a {...linkTo(clearedFilters)} className={emptyLink}>
              Clear All Filters
            </a>
          </div>
        )
      }
    />
  );
}
