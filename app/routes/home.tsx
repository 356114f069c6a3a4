import { Suspense } from "react";
import { Await, Link, useSearchParams } from "react-router";
import { cutSearchText } from "#contracts/search.ts";
import { redirectRenamedCategory } from "#server/catalog/categories/category-redirect.ts";
import type { HomeGrid } from "#server/catalog/product-queries.ts";
import { noSearchResults, searchWithFacets } from "#server/search/faceted-search.ts";
import { getServices, type AppServices } from "#server/services.ts";
import { BannerCarousel } from "../components/home/banner-carousel";
import { HomeCollections, type HomeCollectionsData } from "../components/home/home-collections";
import { visibleCount } from "../components/home/product-grid-section";
import { SearchResultsSection } from "../components/home/search-results-section";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { settings: { publicUrl: string } } | undefined;
  const description =
    "Loris: luxury perfumes, niche fragrances, diffusers and body care delivered across Kenya. Prices in KSh, VAT included. Order online or on WhatsApp.";
  return [
    { title: "Loris | Home" },
    { name: "description", content: description },
    {
      name: "keywords",
      content:
        "perfume Kenya, perfumes Nairobi, niche perfume, diffusers, body care, cologne, Loris",
    },
    { tagName: "link", rel: "canonical", href: `${root?.settings.publicUrl ?? ""}/` },
    { property: "og:title", content: "Loris | Home" },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    {
      property: "og:image",
      content: `${root?.settings.publicUrl ?? ""}/media/brand/og-default.jpg`,
    },
  ];
};

/** SPEC §8: a failed product read is logged and its grid shows its empty message. */
function gridOrEmpty(
  { catalogue, log }: AppServices,
  name: HomeGrid,
  limit: number,
): Promise<HomeCollectionsData["men"]> {
  return catalogue.homeGrid(name, limit).catch((error: unknown) => {
    log.error({ err: error, grid: name }, "could not load a home grid");
    return { products: [], total: 0 };
  });
}

/** SPEC §8: a failed search is logged and shows as no results. */
function resultsOrEmpty(services: AppServices, search: string, params: URLSearchParams) {
  const { db, log, catalogue } = services;
  const limit = visibleCount(params, "results");
  return searchWithFacets(db, search, params, limit, catalogue).catch((error: unknown) => {
    log.error({ err: error }, "could not search products");
    return noSearchResults;
  });
}

/** The page's data, awaited: the server renders it in full (decision 002: no JavaScript needed). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const services = getServices(context);
  await redirectRenamedCategory(services.catalogue, url);
  const params = url.searchParams;
  const search = cutSearchText(params.get("search") ?? "") || undefined;
  const [categories, bestSellers, women, men, results] = await Promise.all([
    services.catalogue.categoryCards("home"),
    gridOrEmpty(services, "best-sellers", visibleCount(params, "best")),
    gridOrEmpty(services, "women", visibleCount(params, "women")),
    gridOrEmpty(services, "men", visibleCount(params, "men")),
    search ? resultsOrEmpty(services, search, params) : undefined,
  ]);
  const page: HomeCollectionsData = { categories, bestSellers, women, men };
  return { search, page, results };
}

/**
 * Arriving from another page, the home page shows at once with skeleton grids (SPEC §2) while
 * its data loads; 'View Collection' on the home page itself keeps the grids in place.
 */
export async function clientLoader({ serverLoader, url }: Route.ClientLoaderArgs) {
  const data = serverLoader();
  if (window.location.pathname === "/") return await data;
  const search = cutSearchText(url.searchParams.get("search") ?? "") || undefined;
  return { search, page: data.then((d) => d.page), results: data.then((d) => d.results) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const selectedCategory = searchParams.get("category") ?? undefined;
  const { search, results } = loaderData;
  return (
    <>
      {search &&
        (results instanceof Promise ? (
          <Suspense fallback={<SearchResultsSection search={search} />}>
            <Await resolve={results}>
              {(found) => <SearchResultsSection search={search} results={found} />}
            </Await>
          </Suspense>
        ) : (
          <SearchResultsSection search={search} results={results} />
        ))}
      <BannerCarousel />
      {loaderData.page instanceof Promise ? (
        <Suspense fallback={<HomeCollections selectedCategory={selectedCategory} />}>
          <Await resolve={loaderData.page}>
            {(page) => <HomeCollections data={page} selectedCategory={selectedCategory} />}
          </Await>
        </Suspense>
      ) : (
        // No Suspense around server-rendered data: React outlines large boundaries behind a
        // script, which would hide the products from visitors without JavaScript.
        <HomeCollections data={loaderData.page} selectedCategory={selectedCategory} />
      )}
      <div className="container-page pt-4 text-center">
        <Link
          to="/all-products"
          className="inline-flex bg-espresso px-10 py-4 text-xs tracking-[0.25em] text-ivory uppercase transition hover:bg-ink"
        >
          View All Products
        </Link>
      </div>
    </>
  );
}
