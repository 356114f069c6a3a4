import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import type { ProductCard as Product } from "#contracts/product.ts";
import { productDisplayName } from "#contracts/product-name.ts";
import { defaultSize, hasPriceRange, isOnSale } from "#contracts/product-sizes.ts";
import { categoryLabel } from "../../lib/format";
import { CartForm } from "../cart/cart-form";
import { SpriteIcon } from "../ui/icon-sprite";
import { ShareButton } from "./share-button";
import { PriceTag } from "./price-tag";
import { SizeChips } from "./size-chips";
import { ProductImage } from "./product-image";

// The modal and Radix's dialog load when a shopper first opens one, not with the page
// (decision 011).
const ProductDialog = lazy(() =>
  import("./product-dialog").then((module) => ({ default: module.ProductDialog })),
);

interface ProductCardProps {
  product: Product;
  /** The browse category the listing shows, carried into the product link and share link. */
  browseCategory?: string;
  isPriority?: boolean;
}

/**
 * A product card (SPEC §2): links to the product page so listings are crawlable; Add to Cart is
 * a form (decision 019); "view details" links to the product page until the page is live, then
 * opens the modal.
 */
export function ProductCard({ product, browseCategory, isPriority = false }: ProductCardProps) {
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const name = productDisplayName(product.name);
  // The size the card adds and prices: the cheapest in stock (DESIGN §5).
  const size = defaultSize(product.sizes);
  const isSale = isOnSale(product);
  const href = `/product/${encodeURIComponent(product.id)}${
    browseCategory ? `?category=${encodeURIComponent(browseCategory)}` : ""
  }`;

  return (
    <article className="group relative flex flex-col" aria-label={name}>
      <div className="relative overflow-hidden bg-linen">
        <Link to={href} tabIndex={-1} aria-hidden>
          <ProductImage
            image={product.image}
            alt=""
            sizes="(min-width: 1024px) 20vw, (min-width: 640px) 30vw, 50vw"
            isPriority={isPriority}
            className="aspect-square w-full object-cover transition duration-700 group-hover:scale-[1.03]"
          />
        </Link>
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {isSale && (
            <span className="bg-wine px-2 py-1 text-[10px] tracking-[0.18em] text-ivory uppercase">
              Sale
            </span>
          )}
          {product.isBestSeller && (
            <span className="bg-espresso/90 px-2 py-1 text-[10px] tracking-[0.18em] text-ivory uppercase">
              Best Seller
            </span>
          )}
        </div>
        {!product.inStock && (
          <div className="pointer-events-none absolute inset-0 grid place-items-center bg-ivory/60">
            <span className="bg-ivory px-3 py-1.5 text-[11px] font-medium tracking-[0.2em] text-wine uppercase">
              Out of Stock
            </span>
          </div>
        )}
        <div className="card-actions">
          <ShareButton product={product} browseCategory={browseCategory} className="card-action" />
          <CartForm
            intent="add"
            productId={product.id}
            sizeId={size?.id}
            quantity={1}
            className="contents"
          >
            <button
              type="submit"
              className="card-action"
              aria-label={`Add ${name} to cart`}
              disabled={!product.inStock}
            >
              <SpriteIcon name="shopping-bag" className="size-4" />
            </button>
          </CartForm>
          {/* A link to the product page until the page is live, then the modal (decision 019). */}
          <Link
            to={href}
            className="card-action"
            aria-label={`View details of ${name}`}
            onClick={(event) => {
              event.preventDefault();
              setIsDialogOpen(true);
            }}
          >
            <SpriteIcon name="eye" className="size-4" />
          </Link>
        </div>
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1.5">
        <p className="eyebrow text-[10px]">{categoryLabel(product.category)}</p>
        {/* Two lines at most, however long the name; the link's title has it all. */}
        <h3 className="line-clamp-2 font-display text-lg leading-snug wrap-anywhere text-espresso">
          <Link to={href} title={name} className="hover:underline hover:underline-offset-4">
            {name}
          </Link>
        </h3>
        <SizeChips sizes={product.sizes.map((each) => each.label)} />
        <PriceTag
          price={size?.price ?? product.price}
          compareAtPrice={size?.compareAtPrice ?? null}
          isFrom={hasPriceRange(product)}
          className="mt-auto pt-1 text-sm font-medium text-ink"
        />
      </div>
      {isDialogOpen && (
        <Suspense fallback={null}>
          <ProductDialog
            product={product}
            isOpen
            onOpenChange={setIsDialogOpen}
            browseCategory={browseCategory}
          />
        </Suspense>
      )}
    </article>
  );
}
