import { randomBytes } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { productDisplayName } from "#contracts/product-name.ts";
import { defaultSize, withSizeLabel } from "#contracts/product-sizes.ts";
import { isRecordId } from "#contracts/record-id.ts";
import { maxLineQuantity } from "#contracts/cart.ts";
import { cart, cartLine } from "../db/cart-schema";
import type { Db, DbExecutor, DbTransaction } from "../db/client";
import { product, productSize } from "../db/schema";
import { countInWindow, type WindowLimit } from "../limits/window-count";
import { Refusal } from "#server/http/refusal.ts";
import { cartTexts } from "./cart-texts";
import { listedProduct, listedSize } from "#server/catalog/product-columns.ts";
import { findCartId, type CartOwner } from "./cart-queries";

/** A new cart id: 22 URL-safe random characters (132 bits), never guessable. */
function newCartId(): string {
  return randomBytes(16).toString("base64url").slice(0, 22);
}

function checkQuantity(quantity: number, min: 0 | 1): void {
  if (!Number.isInteger(quantity) || quantity < min || quantity > maxLineQuantity) {
    throw new Refusal(min === 0 ? cartTexts.badNewQuantity : cartTexts.badQuantity, 400);
  }
}

function checkRecordId(id: string): void {
  if (!isRecordId(id)) throw new Refusal(cartTexts.unknownProduct, 404);
}

/** What a shopper adds: a product and the size they chose (none chosen: defaultSize). */
export interface CartItem {
  productId: string;
  sizeId?: string;
}

/**
 * The size `item` names, with its product's name, read in `tx`; undefined when either is gone
 * or archived (docs/decisions/061-product-life-cycle.md).
 */
async function findSize(tx: DbTransaction, item: CartItem) {
  const sizes = await tx
    .select({
      id: productSize.id,
      label: productSize.label,
      price: productSize.price,
      inStock: productSize.inStock,
      name: product.name,
    })
    .from(productSize)
    .innerJoin(product, eq(product.id, productSize.productId))
    .where(and(eq(productSize.productId, item.productId), listedProduct, listedSize))
    .orderBy(asc(productSize.position));
  return item.sizeId ? sizes.find((size) => size.id === item.sizeId) : defaultSize(sizes);
}

/** New guest carts allowed per client address (decision 029): the key is the address. */
export type NewGuestCartLimit = Omit<WindowLimit, "scope">;

/** A cart to change: its id, and whether this transaction created it (no lines, no one else knows it). */
export interface EnsuredCart {
  id: string;
  isNew: boolean;
}

/**
 * The owner's cart, creating it when they have none; a new guest cart counts against
 * `guestLimit` in `tx` (server/limits/window-count.ts).
 * @throws Refusal 429 (with Retry-After seconds) when the address has started its carts for
 * the window.
 */
export async function ensureCart(
  tx: DbTransaction,
  owner: CartOwner,
  now: Date,
  guestLimit?: NewGuestCartLimit,
): Promise<EnsuredCart> {
  const found = await findCartId(tx, owner);
  if (found) return { id: found, isNew: false };
  const userId = "userId" in owner ? owner.userId : null;
  if (!userId && guestLimit) {
    const waitSeconds = await countInWindow(tx, { scope: "guest-cart", ...guestLimit }, now);
    if (waitSeconds !== undefined) {
      throw new Refusal(cartTexts.tooManyNewCarts(Math.ceil(waitSeconds / 60)), 429, {
        retryAfterSeconds: waitSeconds,
      });
    }
  }
  const [row] = await tx
    .insert(cart)
    .values({ id: newCartId(), userId, createdAt: now, updatedAt: now })
    // Two first adds at once on one account: the second finds the first's cart.
    .onConflictDoUpdate({ target: cart.userId, set: { updatedAt: now } })
    .returning({ id: cart.id });
  // A guest's new cart has a random id nobody else holds; an account's may be another add's.
  return { id: row!.id, isNew: userId === null };
}

/** Locks the cart row until `tx` ends, so changes to one cart queue (no lost quantity). */
export async function lockCart(tx: DbTransaction, cartId: string, now: Date): Promise<void> {
  await tx.update(cart).set({ updatedAt: now }).where(eq(cart.id, cartId));
}

/**
 * Adds `lines` (sizes and quantities) to cart `cartId` with its row locked: a size already in
 * it grows by the line's quantity, capped at `maxUnits` (ORDER_MAX_UNITS); the guest cart
 * merged at sign-in (decision 019) and the cart a reminder's link restores (decision 067).
 */
export async function addLinesToCart(
  tx: DbTransaction,
  cartId: string,
  lines: readonly { sizeId: string; quantity: number; addedAt: Date }[],
  { maxUnits, now }: { maxUnits: number; now: Date },
): Promise<void> {
  await lockCart(tx, cartId, now);
  if (lines.length === 0) return;
  await tx
    .insert(cartLine)
    .values(
      lines.map(({ sizeId, quantity, addedAt }) => ({
        cartId,
        sizeId,
        addedAt,
        quantity: Math.min(quantity, maxUnits),
      })),
    )
    .onConflictDoUpdate({
      target: [cartLine.cartId, cartLine.sizeId],
      set: { quantity: sql`least(${cartLine.quantity} + excluded.quantity, ${maxUnits})` },
    });
}

/** What an add did: the cart's id (new for a first add) and the units actually added. */
export interface AddResult {
  cartId: string;
  /** 0…quantity: fewer when the line reached `maxUnits`. */
  added: number;
}

/** Bounds of an add: units per line (ORDER_MAX_UNITS) and new guest carts per address. */
export interface AddLimits {
  maxUnits?: number;
  newGuestCarts?: NewGuestCartLimit;
  now?: Date;
}

/**
 * SPEC §4 add: a size already in the cart grows by `quantity`, otherwise a new line (the same
 * scent in two sizes is two lines, DESIGN §5); a line stops at `maxUnits` (ORDER_MAX_UNITS,
 * decision 017). Creates the owner's cart on a first add,
 * a guest's within `newGuestCarts` (decision 029). Adds from two tabs at once queue on the
 * cart's row and lose nothing.
 * @throws Refusal 400 for a quantity that is not a whole number 1…99, 404 for an unknown
 * product or size, 409 for one out of stock, 429 for a new guest cart over the address's limit.
 */
export async function addToCart(
  db: Db,
  owner: CartOwner,
  item: CartItem,
  quantity: number,
  { maxUnits = maxLineQuantity, newGuestCarts, now = new Date() }: AddLimits = {},
): Promise<AddResult> {
  checkQuantity(quantity, 1);
  checkRecordId(item.productId);
  if (item.sizeId !== undefined) checkRecordId(item.sizeId);
  return db.transaction(async (tx) => {
    const size = await findSize(tx, item);
    if (!size) throw new Refusal(cartTexts.unknownProduct, 404);
    if (!size.inStock) {
      const name = withSizeLabel(productDisplayName(size.name), size.label);
      throw new Refusal(cartTexts.outOfStock(name), 409);
    }
    const sizeId = size.id;
    const { id: cartId, isNew } = await ensureCart(tx, owner, now, newGuestCarts);
    const before = isNew ? 0 : await lockedLineQuantity(tx, cartId, sizeId, now);
    const after = Math.max(before, Math.min(before + quantity, maxUnits));
    if (after > before) {
      await tx
        .insert(cartLine)
        .values({ cartId, sizeId, quantity: after, addedAt: now })
        .onConflictDoUpdate({
          target: [cartLine.cartId, cartLine.sizeId],
          set: { quantity: after },
        });
    }
    return { cartId, added: after - before };
  });
}

/** Locks an existing cart's row and reads the units of `sizeId` already in it (0 for none). */
async function lockedLineQuantity(
  tx: DbTransaction,
  cartId: string,
  sizeId: string,
  now: Date,
): Promise<number> {
  await lockCart(tx, cartId, now);
  const [line] = await tx
    .select({ quantity: cartLine.quantity })
    .from(cartLine)
    .where(lineOf(cartId, sizeId));
  return line?.quantity ?? 0;
}

/** Runs `change` on the owner's cart with its row locked; nothing when they have no cart. */
async function changeCart(
  db: Db,
  owner: CartOwner,
  now: Date,
  change: (tx: DbTransaction, cartId: string) => Promise<unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const cartId = await findCartId(tx, owner);
    if (!cartId) return;
    await lockCart(tx, cartId, now);
    await change(tx, cartId);
  });
}

const lineOf = (cartId: string, sizeId: string) =>
  and(eq(cartLine.cartId, cartId), eq(cartLine.sizeId, sizeId));

/**
 * SPEC §4 set quantity of the line of size `sizeId`: below 1 removes the line; capped at
 * `maxUnits`. A size not in the cart is left out (nothing to change).
 * @throws Refusal 400 for a quantity that is not a whole number 0…99, 404 for an id no
 * size could have.
 */
export async function setCartQuantity(
  db: Db,
  owner: CartOwner,
  sizeId: string,
  quantity: number,
  { maxUnits = maxLineQuantity, now = new Date() }: { maxUnits?: number; now?: Date } = {},
): Promise<void> {
  checkQuantity(quantity, 0);
  checkRecordId(sizeId);
  if (quantity < 1) return removeFromCart(db, owner, sizeId, { now });
  await changeCart(db, owner, now, (tx, cartId) =>
    tx
      .update(cartLine)
      .set({ quantity: Math.min(quantity, maxUnits) })
      .where(lineOf(cartId, sizeId)),
  );
}

/**
 * SPEC §4 remove: takes the line of size `sizeId` out of the owner's cart.
 * @throws Refusal 404 for an id no size could have.
 */
export async function removeFromCart(
  db: Db,
  owner: CartOwner,
  sizeId: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<void> {
  checkRecordId(sizeId);
  await changeCart(db, owner, now, (tx, cartId) =>
    tx.delete(cartLine).where(lineOf(cartId, sizeId)),
  );
}

/** SPEC §4 clear: empties the owner's cart (the cart itself stays). */
export async function clearCart(db: DbExecutor, owner: CartOwner): Promise<void> {
  const cartId = await findCartId(db, owner);
  if (cartId) await db.delete(cartLine).where(eq(cartLine.cartId, cartId));
}
