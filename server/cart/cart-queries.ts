import { and, asc, eq, isNull, sql, sum, type SQL } from "drizzle-orm";
import { isRecordId } from "#contracts/record-id.ts";
import type { CartLine } from "#contracts/cart.ts";
import { cart, cartLine } from "../db/cart-schema";
import type { DbExecutor } from "../db/client";
import { product, productSize } from "../db/schema";
import { listedProduct, listedSize } from "#server/catalog/product-columns.ts";

/** Whose cart: a signed-in customer's (by account) or a guest's (by the id in its cookie). */
export type CartOwner = { userId: string } | { guestCartId: string | undefined };

/** A cart line as pages show it: the catalogue's name, size, price (whole KSh) and image, today's. */
export interface CartLineView extends CartLine {
  inStock: boolean;
}

/**
 * A cart as pages show it; `count` is the sum of the quantities, `subtotal` whole KSh,
 * `discountCode` the code the shopper applied (decision 064).
 */
export interface CartView {
  id: string | undefined;
  discountCode?: string | null;
  lines: CartLineView[];
  count: number;
  subtotal: number;
}

/** The empty cart of a visitor who has none yet. */
export const emptyCart: CartView = { id: undefined, lines: [], count: 0, subtotal: 0 };

/** What picks the owner's cart out; undefined for a guest id no cart could have. */
export function ownerCondition(owner: CartOwner): SQL | undefined {
  if ("userId" in owner) return eq(cart.userId, owner.userId);
  const id = owner.guestCartId;
  if (!id || !isRecordId(id)) return undefined;
  return and(eq(cart.id, id), isNull(cart.userId));
}

/** The id of the owner's cart, or undefined when they have none (one indexed read). */
export async function findCartId(db: DbExecutor, owner: CartOwner): Promise<string | undefined> {
  const condition = ownerCondition(owner);
  if (!condition) return undefined;
  const [row] = await db.select({ id: cart.id }).from(cart).where(condition);
  return row?.id;
}

/**
 * The owner's cart with each line priced from the catalogue, oldest line first; the empty cart
 * when they have none.
 */
export async function readCart(db: DbExecutor, owner: CartOwner): Promise<CartView> {
  const condition = ownerCondition(owner);
  const [found] = condition
    ? await db.select({ id: cart.id, discountCode: cart.discountCode }).from(cart).where(condition)
    : [];
  if (!found) return emptyCart;
  const { id, discountCode } = found;
  const lines = await db
    .select({
      id: product.id,
      sizeId: productSize.id,
      sizeLabel: productSize.label,
      name: product.name,
      price: productSize.price,
      quantity: cartLine.quantity,
      category: product.category,
      image: product.imageUrl,
      // An archived product or size cannot be ordered (decision 061): its line reads out of stock.
      inStock: sql<boolean>`(${productSize.inStock} and ${listedProduct} and ${listedSize})`,
    })
    .from(cartLine)
    .innerJoin(productSize, eq(productSize.id, cartLine.sizeId))
    .innerJoin(product, eq(product.id, productSize.productId))
    .where(eq(cartLine.cartId, id))
    .orderBy(asc(cartLine.addedAt), asc(product.id), asc(productSize.position));
  return {
    id,
    discountCode,
    lines,
    count: lines.reduce((total, line) => total + line.quantity, 0),
    subtotal: lines.reduce((total, line) => total + line.price * line.quantity, 0),
  };
}

/** The number of items in the owner's cart (the header's badge): one small query. */
export async function countCartItems(db: DbExecutor, owner: CartOwner): Promise<number> {
  const condition = ownerCondition(owner);
  if (!condition) return 0;
  const [row] = await db
    .select({ total: sum(cartLine.quantity).mapWith(Number) })
    .from(cart)
    .innerJoin(cartLine, eq(cartLine.cartId, cart.id))
    .where(condition);
  return row?.total ?? 0;
}
