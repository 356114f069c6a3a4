import { ChevronLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { isRecordId } from "#contracts/record-id.ts";
import { stripUnstorableCharacters } from "#contracts/text-characters.ts";
import { shopSettingsOf } from "#server/config.ts";
import { getProduct } from "#server/catalog/product-queries.ts";
import { getPerfumeFacts, listRelatedProducts } from "#server/catalog/perfume-fact-queries.ts";
import { submitBackInStockForm } from "#server/marketing/back-in-stock/back-in-stock-form.ts";
import { getServices } from "#server/services.ts";
import { ProductDetails } from "../components/product/product-details";
import { ProductGallery } from "../components/product/product-gallery";
import { BrandLinkText, PerfumeFacts } from "../components/product/perfume-facts";
import { RelatedProducts } from "../components/product/related-products";
import { BackInStockForm, type BackInStockNotice } from "../components/product/back-in-stock-form";
import { productDisplayName } from "#contracts/product-name.ts";
import { productMeta } from "../lib/product/product-meta";
import type { Route } from "./+types/product";

/** SPEC §8 product page texts. */
export const productErrors = {
  missingId: "No product ID provided",
  notFound: "Product not found",
  failed: "Failed to load product",
} as const;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? productMeta(loaderData.product, loaderData.settings, loaderData.facts.brand)
    : [{ title: "Product | Loris" }];

const backInStockNotices: readonly BackInStockNotice[] = ["noted", "already-noted"];

/**
 * /product/{id}, or /product/?pid={id} (SPEC §2); ?category sets the back link; ?back-in-stock
 * says what a back-in-stock form sent without scripts got (decision 066).
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db, config, log, settings } = getServices(context);
  const id = (params.id ?? url.searchParams.get("pid") ?? "").trim();
  if (!id) throw data(productErrors.missingId, { status: 400 });
  // An id no product could have is not looked up (decision 016).
  if (!isRecordId(id)) throw data(productErrors.notFound, { status: 404 });
  let found;
  try {
    const [product, facts] = await Promise.all([getProduct(db, id), getPerfumeFacts(db, id)]);
    found =
      product && facts
        ? { product, facts, related: await listRelatedProducts(db, id, facts) }
        : undefined;
  } catch (error) {
    log.error({ err: error, productId: id }, "could not load a product");
    throw data(productErrors.failed, { status: 503 });
  }
  if (!found) throw data(productErrors.notFound, { status: 404 });
  const notice = url.searchParams.get("back-in-stock");
  return {
    ...found,
    backInStockNotice: backInStockNotices.find((known) => known === notice),
    browseCategory:
      stripUnstorableCharacters(url.searchParams.get("category") ?? "").trim() || undefined,
    settings: shopSettingsOf(config, await settings.current()),
  };
}

/**
 * POST /product/{id}: the back-in-stock form of a sold-out size (decision 066,
 * submitBackInStockForm).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  return submitBackInStockForm(getServices(context), request, params.id ?? "");
}

function BackLink({ category }: { category?: string }) {
  const to = category ? `/all-products?category=${encodeURIComponent(category)}` : "/all-products";
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-xs tracking-[0.15em] text-taupe uppercase hover:text-espresso"
    >
      <ChevronLeft aria-hidden className="size-4" strokeWidth={1.5} />
      {category ? `Back to ${category}` : "Back to all products"}
    </Link>
  );
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, facts, related, browseCategory, backInStockNotice } = loaderData;
  const soldOut = product.sizes.filter((size) => !size.inStock);
  return (
    <div className="container-page py-8 sm:py-12">
      <BackLink category={browseCategory} />
      <div className="mt-6 grid grid-cols-1 gap-8 md:grid-cols-2 md:gap-14">
        <ProductGallery photos={product.photos} name={productDisplayName(product.name)} />
        <ProductDetails
          key={product.id}
          product={product}
          description={product.description}
          browseCategory={browseCategory}
          renderName={(name) => (
            <h1 className="mt-1 font-display text-4xl leading-tight wrap-anywhere text-espresso sm:text-5xl">
              {name}
            </h1>
          )}
          brand={facts.brand && <BrandLinkText brand={facts.brand} />}
          facts={<PerfumeFacts facts={facts} />}
          backInStock={
            soldOut.length > 0 && (
              <BackInStockForm productId={product.id} sizes={soldOut} notice={backInStockNotice} />
            )
          }
        />
      </div>
      <RelatedProducts title="Similar scents" products={related.similar} />
      {facts.brand && (
        <RelatedProducts title={`More from ${facts.brand.name}`} products={related.moreFromBrand} />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : productErrors.failed;
  return (
    <div className="container-page flex flex-col items-center gap-6 py-28 text-center">
      <h1 className="font-display text-4xl text-espresso">{message}</h1>
      <BackLink />
    </div>
  );
}
