import { ChevronLeft } from "lucide-react";
import { data, Link } from "react-router";
import { isBrandSlug } from "#contracts/brand.ts";
import { getBrandBySlug } from "#server/catalog/brand-queries.ts";
import { listFacetedProducts } from "#server/catalog/facets/faceted-products.ts";
import { getServices } from "#server/services.ts";
import { NotFound } from "../components/layout/not-found";
import { FacetedListing } from "../components/listing/faceted-listing";
import { canonicalSearch } from "../lib/listing/listing-filters";
import { readListingQuery } from "../lib/listing/listing-query";
import { metaDescription } from "../lib/meta-description";
import type { Route } from "./+types/brand";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) {
    return [{ title: "Page not found | Loris" }, { name: "robots", content: "noindex" }];
  }
  const { brand, listing, canonicalUrl } = loaderData;
  const title = `${brand.name}${listing.page > 1 ? ` (page ${listing.page})` : ""} | Loris`;
  const description = metaDescription(
    brand.story,
    `Shop ${brand.name} perfumes at Loris, delivered across Kenya.`,
  );
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonicalUrl },
  ];
};

/**
 * /brands/{slug}: a brand's story above its products, faceted as /all-products is, the brand
 * fixed (docs/decisions/057-perfume-facts.md): the counts are within the brand, the brand's own
 * facet is not offered. A slug no brand has is the 404 page; one no brand could have
 * (malformed, overlong) is not looked up.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db, config, catalogue } = getServices(context);
  const slug = params.slug;
  const brand = isBrandSlug(slug) ? await getBrandBySlug(db, slug) : undefined;
  if (!brand) throw data(null, { status: 404 });
  // A brand page has no category or search of its own: only its facets, price, sale and sort.
  const query = { ...readListingQuery(url), category: undefined, search: undefined };
  const faceted = await listFacetedProducts(db, query, url.searchParams, {
    brandId: brand.id,
    keeper: catalogue,
  });
  const path = `/brands/${brand.slug}`;
  const cleaned = canonicalSearch(query, faceted.picks, faceted.listing.page);
  const { id: _id, ...profile } = brand;
  return { ...faceted, brand: profile, path, canonicalUrl: `${config.publicUrl}${path}${cleaned}` };
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { brand, path } = loaderData;
  return (
    <div className="container-page py-8 sm:py-12">
      <Link
        to="/brands"
        className="inline-flex items-center gap-1 text-xs tracking-[0.15em] text-taupe uppercase hover:text-espresso"
      >
        <ChevronLeft aria-hidden className="size-4" strokeWidth={1.5} />
        All brands
      </Link>
      <header className="mt-6 flex flex-col gap-6 border-b border-stone/70 pb-10 sm:flex-row sm:items-center sm:gap-10">
        {brand.logoUrl && (
          <img
            src={brand.logoUrl}
            alt={`${brand.name} logo`}
            width={96}
            height={96}
            className="size-24 shrink-0 bg-linen object-contain"
          />
        )}
        <div>
          <p className="eyebrow">The house</p>
          <h1 className="mt-1 font-display text-4xl leading-tight wrap-anywhere text-espresso sm:text-5xl">
            {brand.name}
          </h1>
          {brand.story && (
            <p className="mt-4 max-w-2xl text-sm leading-relaxed wrap-anywhere text-ink/80 sm:text-base">
              {brand.story}
            </p>
          )}
        </div>
      </header>
      <FacetedListing
        {...loaderData}
        path={path}
        emptyText={`No products from ${brand.name} yet.`}
      />
    </div>
  );
}

/** An unknown brand: the shop's 404 page (SPEC §2). */
export function ErrorBoundary() {
  return <NotFound />;
}
