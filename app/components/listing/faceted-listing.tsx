import { useNavigation } from "react-router";
import type { CategoryCard } from "#contracts/categories.ts";
import { pickLabel, type FacetPanel, type FacetPick } from "#contracts/facets.ts";
import type { ProductCard as Card } from "#contracts/product.ts";
import type { ProductListQuery } from "#contracts/product-list-query.ts";
import { clearedFilters, filtersOf, filtersToSearch } from "../../lib/listing/listing-filters";
import { useSyncedFilters } from "../../lib/listing/use-synced-filters";
import { ProductCard } from "../product/product-card";
import { ProductCardSkeleton } from "../ui/skeleton";
import { ActiveFilters } from "./active-filters";
import { CategorySlider } from "./category-slider";
import { FacetForm } from "./facet-form";
import { FilterPanel } from "./filter-panel";
import { Pagination } from "./pagination";

/** SPEC §9: skeleton cards while a listing page loads. */
const listingSkeletons = 24;

const emptyLink =
  "mt-4 inline-block text-xs tracking-[0.15em] uppercase underline underline-offset-4";

/** What a faceted listing page's loader gives it (and its phone sheet fetches to count). */
export interface FacetedListingData {
  query: ProductListQuery;
  /** The facet values kept from the URL, in the order chosen. */
  picks: FacetPick[];
  listing: { products: Card[]; total: number; page: number; pageCount: number };
  panel: FacetPanel;
}

interface FacetedListingProps extends FacetedListingData {
  /** The listing's page: /all-products, or a brand's /brands/{slug}. */
  path: string;
  /** The category slider's cards; none on a brand page. */
  categories?: CategoryCard[];
  /** What an empty listing with no filter chosen says. */
  emptyText?: string;
}

/**
 * A faceted product listing (SPEC §2, decision 057): sort, sale and price, the facets (a side
 * column on desktop, a sheet on phones), chips with 'Clear All Filters', the cards 18 a page,
 * and when nothing matches an offer to drop the last filter. Every control is a link or a GET
 * form on `path`, so it works without JavaScript.
 */
export function FacetedListing(props: FacetedListingProps) {
  const { query, picks, listing, panel, path, categories, emptyText } = props;
  const { filters, change, apply, linkTo } = useSyncedFilters(
    filtersOf(query, picks),
    query.search,
    path,
  );
  const lastPick = filters.picks.at(-1);
  const isNarrowed = filtersToSearch({ ...filters, sort: "newest" }) !== "";
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading" && navigation.location.pathname === path;

  return (
    <>
      {categories && (
        <CategorySlider categories={categories} selected={filters.category} linkTo={linkTo} />
      )}
      <div className="mt-6 grid gap-6 lg:mt-8 lg:grid-cols-[16rem_1fr] lg:gap-10">
        <aside className="flex flex-col gap-6 lg:gap-10">
          <FilterPanel
            filters={filters}
            search={query.search}
            saleCount={panel.saleCount}
            path={path}
            onChange={change}
          />
          <FacetForm
            panel={panel}
            total={listing.total}
            filters={filters}
            search={query.search}
            path={path}
            countsPath={path}
            apply={apply}
            linkTo={linkTo}
          />
        </aside>
        <section aria-labelledby="results-heading" aria-busy={isLoading}>
          <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="results-heading" className="text-sm text-taupe">
              {listing.total} {listing.total === 1 ? "product" : "products"}
            </h2>
            <ActiveFilters filters={filters} panel={panel} linkTo={linkTo} />
          </div>
          {isLoading ? (
            <div className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3">
              {Array.from({ length: listingSkeletons }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
            </div>
          ) : listing.products.length === 0 ? (
            <div className="py-20 text-center">
              <p className="text-taupe">
                {isNarrowed ? "No products match your filters." : (emptyText ?? "No products.")}
              </p>
              {lastPick && (
                <a
                  {...linkTo({ picks: filters.picks.slice(0, -1) })}
                  className={`${emptyLink} mr-6`}
                >
                  Remove “{pickLabel(panel, lastPick)}”
                </a>
              )}
              {isNarrowed && (
                <a {...linkTo(clearedFilters)} className={emptyLink}>
                  Clear All Filters
                </a>
              )}
            </div>
          ) : (
            <div
              className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3"
              data-testid="product-grid"
            >
              {listing.products.map((product, index) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  browseCategory={query.category}
                  isPriority={index < 2}
                />
              ))}
            </div>
          )}
          <Pagination page={listing.page} pageCount={listing.pageCount} />
        </section>
      </div>
    </>
  );
}
