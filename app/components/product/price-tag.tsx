import { formatPrice } from "#contracts/money.ts";

interface PriceTagProps {
  /** Whole KSh, VAT included. */
  price: number;
  /** The higher price before a sale, struck through; null when not on sale. */
  compareAtPrice: number | null;
  /** "From KSh …": the product's sizes differ in price and this is the lowest. */
  isFrom?: boolean;
  /** Among a product's sizes' prices, the one shown until a size is chosen (app.css `.sized`). */
  isDefault?: boolean;
  className?: string;
}

/** A price as the shop shows it (SPEC §9 'KSh 1,500'), with its struck compare-at price on sale. */
export function PriceTag({
  price,
  compareAtPrice,
  isFrom = false,
  isDefault,
  className,
}: PriceTagProps) {
  // The amount is an element's whole text, "From" or not: what a shopper reads as the price.
  const shown = isFrom ? (
    <>
      From <span>{formatPrice(price)}</span>
    </>
  ) : (
    formatPrice(price)
  );
  return (
    <p data-default={isDefault || undefined} className={className}>
      {compareAtPrice === null ? (
        shown
      ) : (
        <>
          <span className="text-wine">{shown}</span>{" "}
          <del className="ml-1 text-[0.85em] font-normal whitespace-nowrap text-taupe">
            <span className="sr-only">Was </span>
            {formatPrice(compareAtPrice)}
          </del>
        </>
      )}
    </p>
  );
}
