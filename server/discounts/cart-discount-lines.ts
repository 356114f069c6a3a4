import { eq } from "drizzle-orm";
import { cartLine } from "#server/db/cart-schema.ts";
import type { DbExecutor } from "#server/db/client.ts";
import { product, productSize } from "#server/db/schema.ts";
import type { DiscountLine } from "./discount-pricing";

/**
 * Cart `cartId`'s lines as a discount code reads them (decision 064): each size's product,
 * category, brand, catalogue price now and compare-at price. One read by the cart's key.
 */
export async function readCartDiscountLines(
  db: DbExecutor,
  cartId: string,
): Promise<DiscountLine[]> {
  return db
    .select({
      productId: product.id,
      category: product.category,
      brandId: product.brandId,
      price: productSize.price,
      quantity: cartLine.quantity,
      compareAtPrice: productSize.compareAtPrice,
    })
    .from(cartLine)
    .innerJoin(productSize, eq(productSize.id, cartLine.sizeId))
    .innerJoin(product, eq(product.id, productSize.productId))
    .where(eq(cartLine.cartId, cartId));
}
