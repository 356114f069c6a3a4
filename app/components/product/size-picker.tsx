import type { ProductSize } from "#contracts/product.ts";
import { formatPrice } from "#contracts/money.ts";

interface SizePickerProps {
  sizes: readonly ProductSize[];
  /** The size shown as chosen when the page is drawn (contracts/product-sizes.ts defaultSize). */
  defaultSizeId: string | undefined;
  /** The Add to Cart form the choice is sent with (its id). */
  form: string;
}

/** A size's accessible name: its label first, then its price ("50ml, KSh 5,200"). */
function optionName(size: ProductSize): string {
  const sale = size.compareAtPrice === null ? "" : `, was ${formatPrice(size.compareAtPrice)}`;
  return `${size.label}, ${formatPrice(size.price)}${sale}${size.inStock ? "" : ", Sold out"}`;
}

/**
 * The sizes of a product as a radio group named "Size" under SPEC §2's 'Available Sizes:'
 * (DESIGN §5). The radios are ordinary fields of the Add to Cart form (`form`), so a choice made
 * before the page is live, or without JavaScript, is sent with the add, and the price shown
 * follows it by CSS alone (app.css `.sized`); a sold-out size is disabled and says so.
 */
export function SizePicker({ sizes, defaultSizeId, form }: SizePickerProps) {
  return (
    <fieldset role="radiogroup" aria-label="Size">
      <legend className="text-sm font-medium text-ink">Available Sizes:</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {sizes.map((size) => (
          <label key={size.id} className="size-option">
            <input
              type="radio"
              name="sizeId"
              value={size.id}
              form={form}
              aria-label={optionName(size)}
              defaultChecked={size.id === defaultSizeId}
              disabled={!size.inStock}
              // Over the whole option, unseen: a tap anywhere on it chooses the size.
              className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
            />
            <span className="font-medium">{size.label}</span>
            <span className="text-[0.8em] opacity-80">
              {size.inStock ? formatPrice(size.price) : "Sold out"}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
