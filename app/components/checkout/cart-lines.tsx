import { Link } from "react-router";
import type { CartLine } from "#contracts/cart.ts";
import { formatPrice } from "#contracts/money.ts";
import { capitalizeWords, categoryLabel } from "../../lib/format";
import { ProductImage } from "../product/product-image";
import { QuantityStepper } from "../product/quantity-stepper";

interface CartLinesProps {
  lines: CartLine[];
  /** Units of one product an order may hold (ORDER_MAX_UNITS, issue 12). */
  maxUnits: number;
  onQuantityChange(id: string, quantity: number): void;
  onRemove(id: string): void;
}

/**
 * SPEC §2 checkout: each line with image, name, price, quantity controls (minimum 1, at most
 * `maxUnits`, saying so at the cap: issue 12) and Remove.
 */
export function CartLines({ lines, maxUnits, onQuantityChange, onRemove }: CartLinesProps) {
  return (
    <ul aria-label="Cart items" className="divide-y divide-stone/70 border-y border-stone/70">
      {lines.map((line) => {
        const name = capitalizeWords(line.name);
        return (
          <li key={line.id} aria-label={name} className="flex gap-4 py-5">
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
                  <p className="truncate font-display text-lg text-espresso">{name}</p>
                </div>
                <p className="shrink-0 text-sm font-medium">
                  {formatPrice(line.price * line.quantity)}
                </p>
              </div>
              <p className="text-xs text-taupe">
                {formatPrice(line.price)} each
                {line.quantity >= maxUnits && ` · at most ${maxUnits} per order`}
              </p>
              <div className="flex items-center justify-between gap-3">
                <QuantityStepper
                  value={line.quantity}
                  onChange={(quantity) => onQuantityChange(line.id, quantity)}
                  label={`Quantity of ${name}`}
                  max={maxUnits}
                />
                <button
                  type="button"
                  onClick={() => onRemove(line.id)}
                  aria-label={`Remove ${name}`}
                  className="text-xs tracking-[0.12em] text-taupe uppercase underline underline-offset-4 hover:text-wine"
                >
                  Remove
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
