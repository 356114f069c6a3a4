import { Link } from "react-router";
import type { CartLine } from "#contracts/cart.ts";
import { formatPrice } from "#contracts/money.ts";
import { usePendingCartForms } from "../../lib/cart/cart-state";
import { lineDisplayName } from "#contracts/product-sizes.ts";
import { categoryLabel } from "../../lib/format";
import { useShopSettings } from "../../lib/public-config";
import { CartForm } from "../cart/cart-form";
import { ProductImage } from "../product/product-image";
import { QuantityStepper } from "../product/quantity-stepper";

type Line = CartLine & { inStock: boolean };

/** The quantity the latest cart form on its way sets for size `sizeId` (shown before the answer). */
function usePendingQuantity(sizeId: string): number | undefined {
  const quantity = usePendingCartForms("set")
    .findLast((form) => form.get("sizeId") === sizeId)
    ?.get("quantity");
  return typeof quantity === "string" ? Number(quantity) : undefined;
}

/**
 * A line's quantity stepper (SPEC §2: minimum 1; at most ORDER_MAX_UNITS, decision 017): each
 * button submits the cart form with the quantity it sets, so it works before scripts too.
 */
function LineQuantity({ line, name, maxUnits }: { line: Line; name: string; maxUnits: number }) {
  const quantity = usePendingQuantity(line.sizeId) ?? line.quantity;
  return (
    <CartForm intent="set" sizeId={line.sizeId}>
      <QuantityStepper
        value={quantity}
        label={`Quantity of ${name}`}
        max={maxUnits}
        submitName="quantity"
      />
    </CartForm>
  );
}

/**
 * SPEC §2 checkout: each line of the server's cart (a size of a product, DESIGN §5) with image,
 * name and size, today's price, quantity controls and Remove — forms, so they work before the page is live (decision 019).
 */
export function CartLines({ lines }: { lines: Line[] }) {
  const { orderMaxUnits: maxUnits } = useShopSettings();
  return (
    <ul aria-label="Cart items" className="divide-y divide-stone/70 border-y border-stone/70">
      {lines.map((line) => {
        const name = lineDisplayName(line);
        return (
          <li key={line.sizeId} aria-label={name} className="flex gap-4 py-5">
            <Link
              to={`/product/${encodeURIComponent(line.id)}`}
              aria-label={name}
              className="shrink-0"
            >
              <ProductImage
                image={line.image}
                alt=""
                sizes="6rem"
                className="size-24 bg-linen object-cover"
              />
            </Link>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="eyebrow text-[10px]">{categoryLabel(line.category)}</p>
                  {/* Whole, however long: the shopper checks what they are buying here. */}
                  <p className="font-display text-lg leading-snug wrap-anywhere text-espresso">
                    {name}
                  </p>
                </div>
                <p className="shrink-0 text-sm font-medium">
                  {formatPrice(line.price * line.quantity)}
                </p>
              </div>
              <p className="text-xs text-taupe">
                {formatPrice(line.price)} each
                {line.quantity >= maxUnits && ` · at most ${maxUnits} per order`}
                {!line.inStock && <span className="text-wine"> · Out of Stock</span>}
              </p>
              <div className="flex items-center justify-between gap-3">
                <LineQuantity line={line} name={name} maxUnits={maxUnits} />
                <CartForm intent="remove" sizeId={line.sizeId}>
                  <button
                    type="submit"
                    aria-label={`Remove ${name}`}
                    className="text-xs tracking-[0.12em] text-taupe uppercase underline underline-offset-4 hover:text-wine"
                  >
                    Remove
                  </button>
                </CartForm>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
