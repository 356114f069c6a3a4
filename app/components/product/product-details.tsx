import { useId, useState, type ReactNode } from "react";
import type { ProductCard } from "#contracts/product.ts";
import { productDisplayName } from "#contracts/product-name.ts";
import { defaultSize } from "#contracts/product-sizes.ts";
import { categoryLabel } from "../../lib/format";
import { useShopSettings } from "../../lib/public-config";
import { CartForm } from "../cart/cart-form";
import { PriceTag } from "./price-tag";
import { QuantityStepper } from "./quantity-stepper";
import { ShareButton } from "./share-button";
import { SizePicker } from "./size-picker";

/** SPEC §2: shown when a product has no description. */
export const noDescriptionText = "No description available for this product.";

interface ProductDetailsProps {
  product: ProductCard;
  /** undefined while the description is loading. */
  description: string | undefined;
  browseCategory?: string;
  /** The heading element: h1 on the product page, the dialog's title in the modal. */
  renderName(name: string): ReactNode;
  /** Shown before the category above the name (the product page's link to its brand). */
  brand?: ReactNode;
  /** Shown last (the product page's perfume facts). */
  facts?: ReactNode;
  /** Shown under Add to Cart (the product page's back-in-stock form). */
  backInStock?: ReactNode;
}

/**
 * Each size's price, of which the page shows the chosen size's (app.css `.sized`: by the checked
 * radio, before scripts and without them too; the default size's where :has() is unknown).
 */
function SizePrices({ product }: { product: ProductCard }) {
  const shown = defaultSize(product.sizes);
  return (
    <div className="mt-2 text-xl text-espresso">
      {product.sizes.map((size) => (
        <PriceTag
          key={size.id}
          price={size.price}
          compareAtPrice={size.compareAtPrice}
          className="size-price"
          isDefault={size === shown}
        />
      ))}
    </div>
  );
}

/** The details of a product shared by the modal and the product page (SPEC §2, DESIGN §5). */
export function ProductDetails({
  product,
  description,
  browseCategory,
  renderName,
  brand,
  facts,
  backInStock,
}: ProductDetailsProps) {
  const [quantity, setQuantity] = useState(1);
  const { orderMaxUnits: maxUnits } = useShopSettings();
  const formId = `add-to-cart${useId()}`;
  return (
    <div className="sized flex flex-col gap-5">
      <div>
        <p className="eyebrow">
          {brand && (
            <>
              {brand}
              <span aria-hidden className="mx-2">
                ·
              </span>
            </>
          )}
          {categoryLabel(product.category)}
        </p>
        {renderName(productDisplayName(product.name))}
        <SizePrices product={product} />
      </div>
      <SizePicker
        sizes={product.sizes}
        defaultSizeId={defaultSize(product.sizes)?.id}
        form={formId}
      />
      <div className="min-h-16 text-sm leading-relaxed text-ink/80">
        {description === undefined ? (
          <div aria-busy className="space-y-2">
            <div className="h-3 w-full animate-pulse rounded bg-linen" />
            <div className="h-3 w-5/6 animate-pulse rounded bg-linen" />
          </div>
        ) : (
          <p className="wrap-anywhere">{description.trim() || noDescriptionText}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {product.inStock ? (
          <>
            <QuantityStepper
              value={quantity}
              onChange={setQuantity}
              label="Quantity"
              max={maxUnits}
            />
            <CartForm
              intent="add"
              id={formId}
              productId={product.id}
              quantity={quantity}
              className="flex flex-1"
            >
              {/* One line: where the row is narrow, Share wraps below rather than the label. */}
              <button
                type="submit"
                className="h-10 flex-1 bg-espresso px-6 text-xs tracking-[0.2em] whitespace-nowrap text-ivory uppercase transition hover:bg-ink"
              >
                Add to Cart
              </button>
            </CartForm>
          </>
        ) : (
          <p className="text-sm font-medium tracking-wide text-wine uppercase">Out of Stock</p>
        )}
        <ShareButton
          product={product}
          browseCategory={browseCategory}
          label="Share"
          className="inline-flex h-10 items-center gap-2 border border-stone px-4 text-xs tracking-[0.15em] uppercase transition hover:border-espresso"
        />
      </div>
      {backInStock}
      <p className="border-t border-stone/70 pt-4 text-xs leading-relaxed text-taupe">
        Price includes VAT. Delivered to your door in 2-3 business days in Nairobi, 3-5 elsewhere in
        Kenya.
      </p>
      {facts}
    </div>
  );
}
