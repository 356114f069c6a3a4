import { notify } from "../notify";
import type { ProductCard } from "#contracts/product.ts";
import { useCart } from "./cart-context";

/** SPEC §8: the cart notice after an add. */
export function addedToCartText(quantity: number): string {
  return `Added ${quantity} item(s) to cart`;
}

/**
 * Adds a product to the cart and shows 'Added N item(s) to cart' for 3 s (SPEC §4, §8).
 * Does nothing for a product that is out of stock (SPEC §2: adding works only when in stock).
 */
export function useAddToCart() {
  const cart = useCart();
  return (product: ProductCard, quantity = 1) => {
    if (!product.inStock) return;
    cart.add(
      {
        id: product.id,
        name: product.name,
        price: product.price,
        category: product.category,
        image: product.image,
      },
      quantity,
    );
    notify("success", addedToCartText(quantity), { duration: 3000 });
  };
}
