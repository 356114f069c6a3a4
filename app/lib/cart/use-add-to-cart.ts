import { notify } from "../notify";
import type { ProductCard } from "#contracts/product.ts";
import { useCart } from "./cart-context";

/** SPEC §8: the cart notice after an add. */
export function addedToCartText(quantity: number): string {
  return `Added ${quantity} item(s) to cart`;
}

/** Issue 12: why an add stopped short — one order holds at most `maxUnits` of a product. */
export function cartCapText(added: number, maxUnits: number): string {
  const done = added > 0 ? `${addedToCartText(added)}. ` : "";
  return `${done}One order can hold at most ${maxUnits} of each product.`;
}

/**
 * Adds a product to the cart and shows 'Added N item(s) to cart' for 3 s (SPEC §4, §8).
 * Does nothing for a product that is out of stock (SPEC §2: adding works only when in stock).
 * A line stops at the cart's `maxUnits` (ORDER_MAX_UNITS, issue 12), and the notice says so.
 */
export function useAddToCart() {
  const cart = useCart();
  return (product: ProductCard, quantity = 1) => {
    if (!product.inStock) return;
    const inCart = cart.lines.find((line) => line.id === product.id)?.quantity ?? 0;
    const added = Math.max(0, Math.min(quantity, cart.maxUnits - inCart));
    if (added > 0) {
      cart.add(
        {
          id: product.id,
          name: product.name,
          price: product.price,
          category: product.category,
          image: product.image,
        },
        added,
      );
    }
    if (added < quantity) notify("warning", cartCapText(added, cart.maxUnits), { duration: 5000 });
    else notify("success", addedToCartText(added), { duration: 3000 });
  };
}
