import { Link } from "react-router";
import type { AdminProduct } from "#contracts/admin-product.ts";
import { formatPrice } from "#contracts/money.ts";
import { productDisplayName } from "#contracts/product-name.ts";
import { categoryLabel } from "#app/lib/format.ts";
import { ProductImage } from "#app/components/product/product-image.tsx";
import { ProductBadges } from "./product-badges";
import { sizeLabelsWithWaiting } from "../waiting-badge";

const shopLink = (product: AdminProduct) => `/product/${encodeURIComponent(product.id)}`;

/**
 * A product's admin links, named for screen readers: Edit (Edit product, decision 057) and
 * Stock (its levels, receipts, stock takes and history, decision 073).
 */
export function ProductAdminLinks({ product }: { product: Pick<AdminProduct, "id" | "name"> }) {
  const base = `/admin/products/${encodeURIComponent(product.id)}`;
  const name = <span className="sr-only"> {productDisplayName(product.name)}</span>;
  const look = "text-sm text-espresso underline underline-offset-4 hover:text-ink";
  return (
    <span className="flex gap-3">
      <Link to={`${base}/stock`} className={look}>
        Stock{name}
      </Link>
      <Link to={`${base}/edit`} className={look}>
        Edit{name}
      </Link>
    </span>
  );
}

/** All Products as a grid of cards (SPEC §2), each linking to the product in the shop. */
export function AdminProductGrid({ products }: { products: AdminProduct[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <article
            aria-label={productDisplayName(product.name)}
            className="flex h-full min-w-0 flex-col border border-stone/70 bg-white/60"
          >
            <div className="relative">
              <ProductImage
                image={product.image}
                alt=""
                sizes="(min-width: 1280px) 18vw, (min-width: 640px) 28vw, 45vw"
                className="aspect-square w-full bg-linen object-cover"
              />
              <span className="absolute top-2 left-2">
                <ProductBadges product={product} />
              </span>
            </div>
            <div className="flex flex-1 flex-col gap-1 p-3">
              <p className="eyebrow">{categoryLabel(product.category)}</p>
              <Link
                to={shopLink(product)}
                title={productDisplayName(product.name)}
                className="line-clamp-2 font-display text-lg leading-tight wrap-anywhere text-espresso hover:underline"
              >
                {productDisplayName(product.name)}
              </Link>
              <p className="text-xs text-taupe">{sizeLabelsWithWaiting(product.sizes)}</p>
              <p className="mt-auto flex items-baseline justify-between gap-2 pt-2 text-sm text-ink tabular-nums">
                {formatPrice(product.price)}
                <ProductAdminLinks product={product} />
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** All Products as a list (SPEC §2): one line per product, stacking on a phone. */
export function AdminProductList({ products }: { products: AdminProduct[] }) {
  return (
    <ul className="divide-y divide-stone/70 border border-stone/70 bg-white/60">
      {products.map((product) => (
        <li key={product.id}>
          <article
            aria-label={productDisplayName(product.name)}
            className="flex items-center gap-4 p-3"
          >
            <ProductImage
              image={product.image}
              alt=""
              sizes="64px"
              className="size-16 shrink-0 bg-linen object-cover"
            />
            <div className="min-w-0 flex-1">
              <Link
                to={shopLink(product)}
                title={productDisplayName(product.name)}
                className="line-clamp-2 font-display text-lg leading-tight wrap-anywhere text-espresso hover:underline"
              >
                {productDisplayName(product.name)}
              </Link>
              <p className="text-xs text-taupe">
                {categoryLabel(product.category)}
                {product.sizes.length > 0 && ` · ${sizeLabelsWithWaiting(product.sizes)}`}
              </p>
              <span className="mt-1 block">
                <ProductBadges product={product} />
              </span>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <p className="text-sm text-ink tabular-nums">{formatPrice(product.price)}</p>
              <ProductAdminLinks product={product} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
