import type { ProductCard, ProductSize } from "./product";
import { productDisplayName } from "./product-name";

/**
 * The size a product is bought in when the shopper has not chosen one: the cheapest size in
 * stock, the first typed among equals (DESIGN §5: the listed price is its price). With none in
 * stock, the cheapest of all; undefined for a product without sizes.
 */
export function defaultSize<Size extends Pick<ProductSize, "price" | "inStock">>(
  sizes: readonly Size[],
): Size | undefined {
  const candidates = sizes.some((size) => size.inStock)
    ? sizes.filter((size) => size.inStock)
    : sizes;
  return candidates.reduce<Size | undefined>(
    (cheapest, size) => (cheapest === undefined || size.price < cheapest.price ? size : cheapest),
    undefined,
  );
}

/** Whether a product's sizes differ in price, so its card reads "From KSh …". */
export function hasPriceRange(product: Pick<ProductCard, "sizes">): boolean {
  return new Set(product.sizes.map((size) => size.price)).size > 1;
}

/**
 * Whether a product is on sale: a size of it in stock has a compare-at price (always above its
 * price). The sale listing (?sale=true) and the home's sale slide count the same sizes.
 */
export const isOnSale = (product: Pick<ProductCard, "sizes">): boolean =>
  product.sizes.some((size) => size.compareAtPrice !== null && size.inStock);

/** A line's name with its size, as carts, orders and messages show it: "Amber Veil — 50ml". */
export function withSizeLabel(name: string, sizeLabel: string | null | undefined): string {
  return sizeLabel ? `${name} — ${sizeLabel}` : name;
}

/**
 * A cart line's or an order item's name as pages, e-mails and messages show it: the product's
 * display name and its size ("Amber Veil — 50ml"); lines sold before sizes have none.
 */
export const lineDisplayName = (line: { name: string; sizeLabel: string | null }): string =>
  withSizeLabel(productDisplayName(line.name), line.sizeLabel);
