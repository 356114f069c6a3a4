import { and, asc, eq, isNull } from "drizzle-orm";
import { maxLineQuantity } from "#contracts/cart.ts";
import { cartReminderTexts } from "#contracts/cart-reminder.ts";
import { isRecordId } from "#contracts/record-id.ts";
import { cart, cartLine } from "../db/cart-schema";
import type { Db } from "../db/client";
import { Refusal } from "../http/refusal";
import type { CartOwner } from "./cart-queries";
import { addLinesToCart, ensureCart, type NewGuestCartLimit } from "./cart-store";

/**
 * Restores the cart a reminder's link names into the owner's cart — this browser's, on any
 * device (docs/decisions/067-marketing-consent-and-cart-reminders.md): its lines are added as
 * the guest cart is at sign-in (quantities added, capped at `maxUnits`), and the owner's cart
 * counts as reminded, so it gets no reminder of its own for them and its order counts as one
 * that followed a reminder. Opened in the browser that holds that cart, nothing changes. The
 * link's signature is the caller's to have checked.
 * @returns the owner's cart id (new for a guest who had none).
 * @throws Refusal 404 when the cart is gone or empty (ordered, emptied, deleted after 30 days),
 * 429 for a new guest cart over the address's limit — nothing changed.
 */
export async function restoreCart(
  db: Db,
  sourceCartId: string,
  owner: CartOwner,
  {
    maxUnits = maxLineQuantity,
    newGuestCarts,
    now = new Date(),
  }: { maxUnits?: number; newGuestCarts?: NewGuestCartLimit; now?: Date } = {},
): Promise<string> {
  return db.transaction(async (tx) => {
    const [source] = isRecordId(sourceCartId)
      ? await tx
          .select({ id: cart.id, remindedAt: cart.remindedAt })
          .from(cart)
          .where(eq(cart.id, sourceCartId))
          .for("share")
      : [];
    const lines = source
      ? await tx
          .select({
            sizeId: cartLine.sizeId,
            quantity: cartLine.quantity,
            addedAt: cartLine.addedAt,
          })
          .from(cartLine)
          .where(eq(cartLine.cartId, source.id))
          .orderBy(asc(cartLine.addedAt))
      : [];
    if (!source || lines.length === 0) throw new Refusal(cartReminderTexts.goneCart, 404);
    const { id: cartId } = await ensureCart(tx, owner, now, newGuestCarts);
    if (cartId === source.id) return cartId;
    await addLinesToCart(tx, cartId, lines, { maxUnits, now });
    await tx
      .update(cart)
      .set({ remindedAt: source.remindedAt ?? now })
      .where(and(eq(cart.id, cartId), isNull(cart.remindedAt)));
    return cartId;
  });
}
