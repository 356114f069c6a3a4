import { ChevronLeft } from "lucide-react";
import { data, Link } from "react-router";
import { isBrandSlug } from "#contracts/brand.ts";
import { productPageSize } from "#contracts/product.ts";
import { pageNumber } from "#contracts/url-query.ts";
import { getBrandBySlug, listBrandProducts } from "#server/catalog/brand-queries.ts";
import { getServices } from "#server/services.ts";
import { NotFound } from "../components/layout/not-found";
import { Pagination } from "../components/listing/pagination";
import { ProductCard } from "../components/product/product-card";
import { metaDescription } from "../lib/meta-description";
import { productCountText } from "../lib/product/product-count";
import type { Route } from "./+types/brand";

const readPage = pageNumber(100_000);

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
 * /brands/{slug}?page=N: a brand's story and its products, 18 a page, newest first
 * (docs/decisions/057-perfume-facts.md). A slug no brand has is the 404 page; one no brand could
 * have (malformed, overlong) is not looked up.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db, config } = getServices(context);
  const slug = params.slug;
  const brand = isBrandSlug(slug) ? await getBrandBySlug(db, slug) : undefined;
  if (!brand) throw data(null, { status: 404 });
  const listing = await listBrandProducts(
    db,
    brand.id,
    readPage.parse(url.searchParams.get("page") ?? undefined),
    productPageSize,
  );
  const path = `/brands/${brand.slug}${listing.page > 1 ? `?page=${listing.page}` : ""}`;
  const { id: _id, ...profile } = brand;
  return { brand: profile, listing, canonicalUrl: `${config.publicUrl}${path}` };
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { brand, listing } = loaderData;
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
      <section aria-labelledby="brand-products-heading" className="mt-8">
        <h2 id="brand-products-heading" className="mb-6 text-sm text-taupe">
          {productCountText(listing.total)}
        </h2>
        {listing.products.length === 0 ? (
          <div className="py-16 text-center">
            <p className="text-taupe">No products from {brand.name} yet.</p>
            <Link
              to="/all-products"
              className="mt-4 inline-block text-xs tracking-[0.15em] uppercase underline underline-offset-4"
            >
              Browse all products
            </Link>
          </div>
        ) : (
          <div
            className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4"
            data-testid="product-grid"
          >
            {listing.products.map((product, index) => (
              <ProductCard key={product.id} product={product} isPriority={index < 2} />
            ))}
          </div>
        )}
        <Pagination page={listing.page} pageCount={listing.pageCount} />
      </section>
    </div>
  );
}

/** An unknown brand: the shop's 404 page (SPEC §2). */
export function ErrorBoundary() {
  return <NotFound />;
}
