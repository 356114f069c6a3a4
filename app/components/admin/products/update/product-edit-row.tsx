import type { AdminProduct } from "#contracts/admin-product.ts";
import { formatPrice } from "#contracts/money.ts";
import { productDisplayName } from "#contracts/product-name.ts";
import { hasPriceRange } from "#contracts/product-sizes.ts";
import { categoryLabel } from "#app/lib/format.ts";
import { ProductImage } from "#app/components/product/product-image.tsx";
import { ProductAdminLinks } from "../list/admin-product-views";
import { ProductBadges } from "../list/product-badges";
import { cellLabel, editTableColumns, SizeEditRow } from "./size-edit-row";
import { StockToggle } from "./stock-toggle";

/**
 * One product on Update Products (SPEC §2, DESIGN §5): its name, category, listed price and
 * availability with a Mark Out / Mark In of every size, then one row per size with its own
 * inline edit and Mark Out / Mark In.
 */
export function ProductEditRow({ product }: { product: AdminProduct }) {
  const name = productDisplayName(product.name);
  return (
    <li className="px-4 py-4" aria-label={name}>
      <div className={`grid grid-cols-2 gap-x-4 gap-y-3 ${editTableColumns}`}>
        <div className="col-span-2 flex min-w-0 items-center gap-3 md:col-span-1">
          <ProductImage
            image={product.image}
            alt=""
            sizes="48px"
            className="size-12 shrink-0 bg-linen object-cover"
          />
          <div className="min-w-0">
            <p title={name} className="truncate font-display text-lg leading-tight text-espresso">
              {name}
            </p>
            <ProductAdminLinks product={product} />
          </div>
        </div>
        <p className="text-sm text-ink">
          <span className={cellLabel}>Category </span>
          {categoryLabel(product.category)}
        </p>
        <p className="text-sm text-taupe tabular-nums">
          <span className={cellLabel}>Listed price </span>
          {hasPriceRange(product) ? "From " : ""}
          {formatPrice(product.price)}
        </p>
        <span className="hidden md:block" />
        <div>
          <span className={cellLabel}>Status</span>
          {product.inStock ? (
            <span className="text-sm text-ink">In Stock</span>
          ) : (
            <ProductBadges product={{ inStock: false, isBestSeller: false }} />
          )}
        </div>
        <div className="col-span-2 flex md:col-span-1 md:w-[184px] md:justify-end">
          <StockToggle productId={product.id} inStock={product.inStock} name={name} />
        </div>
      </div>
      <ul aria-label={`Sizes of ${name}`} className="mt-2 divide-y divide-stone/40">
        {product.sizes.map((size) => (
          <SizeEditRow key={size.id} product={{ ...product, name }} size={size} />
        ))}
      </ul>
    </li>
  );
}
