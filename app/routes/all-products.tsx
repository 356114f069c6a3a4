import { redirect, useNavigation } from "react-router";
import { productPageSize } from "#contracts/product.ts";
import { parseProductListQuery } from "#contracts/product-list-query.ts";
import { parseFacetPicks } from "#contracts/facet-query.ts";
import { canonicalPicks, pickLabel } from "#contracts/facets.ts";
import { facetedQuery } from "#server/catalog/faceted-listing.ts";
import { listingBase, listProducts } from "#server/catalog/product-queries.ts";
import { getServices } from "#server/services.ts";
import { ActiveFilters } from "../components/listing/active-filters";
import { CategorySlider } from "../components/listing/category-slider";
import { FacetForm } from "../components/listing/facet-form";
import { FilterPanel } from "../components/listing/filter-panel";
import { Pagination } from "../components/listing/pagination";
import { SearchNote } from "../components/listing/search-note";
import { ProductCard } from "../components/product/product-card";
import { ProductCardSkeleton } from "../components/ui/skeleton";
import { clearedFilters, filtersOf, filtersToSearch } from "../lib/listing/listing-filters";
import { useSyncedFilters } from "../lib/listing/use-synced-filters";
import type { Route } from "./+types/all-products";

/** SPEC §9: skeleton cards while a listing page loads. */
const listingSkeletons = 24;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { settings: { publicUrl: string } } | undefined;
  const category = loaderData?.query.category;
  const search = loaderData?.query.search;
  const title = search
    ? `Results for “${search}” | Loris`
    : category
      ? `${category} | Loris`
      : "All Products | Loris";
  return [
    { title },
    {
      name: "description",
      content: `Shop ${category ?? "perfumes, diffusers and body care"} at Loris, delivered across Kenya.`,
    },
    // Decision 057: the cleaned address, unknown values left out, parameters in a fixed order.
    ...(loaderData
      ? [
          {
            tagName: "link",
            rel: "canonical",
            href: `${root?.settings.publicUrl ?? ""}/all-products${canonicalSearch(loaderData)}`,
          },
        ]
      : []),
  ];
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, catalogue } = getServices(context);
  const query = parseProductListQuery(url.searchParams);
  // SPEC §5: a max below the min is read raised to it; the address then says so too, as the
  // price fields do (a typed or shared URL, or the form sent before the page was live).
  const askedMax = url.searchParams.get("max_price");
  if (query.max_price !== undefined && Number(askedMax) !== query.max_price) {
    const raised = new URLSearchParams(url.searchParams);
    raised.set("max_price", String(query.max_price));
    throw redirect(`${url.pathname}?${raised}`);
  }
  const slider = catalogue.categoryCards("slider");
  const faceted = await facetedQuery(db, parseFacetPicks(url.searchParams));
  const base = {
    category: query.category,
    search: query.search,
    minPrice: query.min_price,
    maxPrice: query.max_price,
  };
  const [categories, listing, panel] = await Promise.all([
    slider,
    listProducts(db, {
      ...base,
      isOnSale: query.sale,
      facets: faceted.filter,
      sort: query.sort,
      page: query.page,
      pageSize: productPageSize,
    }),
    faceted.panel(listingBase(base), query.sale),
  ]);
  return { query, picks: faceted.picks, categories, listing, panel };
}

/** The listing's cleaned query string: the picks in their fixed order, and the page. */
function canonicalSearch({ query, picks, listing }: Route.ComponentProps["loaderData"]): string {
  const filters = filtersOf(query, canonicalPicks(picks));
  const params = new URLSearchParams(filtersToSearch(filters, query.search));
  if (listing.page > 1) params.set("page", String(listing.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export default function AllProducts({ loaderData }: Route.ComponentProps) {
  const { query, picks, categories, listing, panel } = loaderData;
  const { filters, change, apply, linkTo } = useSyncedFilters(
    filtersOf(query, picks),
    query.search,
  );
  const lastPick = filters.picks.at(-1);
  const navigation = useNavigation();
  const isLoading =
    navigation.state === "loading" && navigation.location.pathname === "/all-products";

  return (
    <div className="container-page py-10 sm:py-14">
      <header className="mb-8">
        <p className="eyebrow">The collection</p>
        <h1 className="mt-1 font-display text-4xl text-espresso sm:text-5xl">
          {query.category ?? (query.sale ? "Sale" : "All Products")}
        </h1>
        {query.search && <SearchNote search={query.search} />}
      </header>
      <CategorySlider categories={categories} selected={filters.category} linkTo={linkTo} />
      <div className="mt-6 grid gap-6 lg:mt-8 lg:grid-cols-[16rem_1fr] lg:gap-10">
        <aside className="flex flex-col gap-6 lg:gap-10">
          <FilterPanel
            filters={filters}
            search={query.search}
            saleCount={panel.saleCount}
            onChange={change}
          />
          <FacetForm
            panel={panel}
            total={listing.total}
            filters={filters}
            search={query.search}
            path="/all-products"
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
              <p className="text-taupe">No products match your filters.</p>
              {lastPick && (
                <a
                  {...linkTo({ picks: filters.picks.slice(0, -1) })}
                  className="mt-4 mr-6 inline-block text-xs tracking-[0.15em] uppercase underline underline-offset-4"
                >
                  Remove “{pickLabel(panel, lastPick)}”
                </a>
              )}
              <a
                {...linkTo(clearedFilters)}
                className="mt-4 inline-block text-xs tracking-[0.15em] uppercase underline underline-offset-4"
              >
                Clear All Filters
              </a>
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
    </div>
  );
}
