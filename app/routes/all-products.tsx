import { listFacetedProducts } from "#server/catalog/facets/faceted-products.ts";
import { redirectRenamedCategory } from "#server/catalog/categories/category-redirect.ts";
import { getServices } from "#server/services.ts";
import { FacetedListing } from "../components/listing/faceted-listing";
import { SearchNote } from "../components/listing/search-note";
import { canonicalSearch } from "../lib/listing/listing-filters";
import { readListingQuery } from "../lib/listing/listing-query";
import type { Route } from "./+types/all-products";

export const meta: Route.MetaFunction = ({ loaderData }) => {
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
            href: loaderData.canonicalUrl,
          },
        ]
      : []),
  ];
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, catalogue, config } = getServices(context);
  await redirectRenamedCategory(catalogue, url);
  const query = readListingQuery(url);
  const [categories, faceted] = await Promise.all([
    catalogue.categoryCards("slider"),
    listFacetedProducts(db, query, url.searchParams, { keeper: catalogue }),
  ]);
  const cleaned = canonicalSearch(query, faceted.picks, faceted.listing.page);
  return { ...faceted, categories, canonicalUrl: `${config.publicUrl}/all-products${cleaned}` };
}

export default function AllProducts({ loaderData }: Route.ComponentProps) {
  const { query, categories } = loaderData;
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="mb-8">
        <p className="eyebrow">The collection</p>
        <h1 className="mt-1 font-display text-4xl text-espresso sm:text-5xl">
          {query.category ?? (query.sale ? "Sale" : "All Products")}
        </h1>
        {query.search && <SearchNote search={query.search} />}
      </header>
      <FacetedListing {...loaderData} path="/all-products" categories={categories} />
    </div>
  );
}
