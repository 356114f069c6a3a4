// What the checkout keeps on a cart besides its lines — the discount code and whom a reminder
// goes to — and what placing the order takes out of it (decisions 019, 064, 067).
import { and, eq, sql } from "drizzle-orm";
import { cart, cartLine } from "../db/cart-schema";
import type { DbExecutor, DbTransaction } from "../db/client";

/**
 * Takes the ordered lines out of the cart in the order's transaction (decision 019): a line whose
 * quantity changed meanwhile (another tab) stays, so nothing the shopper did not order is lost.
 * The discount code the order used leaves the cart with them (decision 064); so does its
 * reminder: the cart is reminded of nothing left before this order (decision 067).
 * @returns whether the cart had been sent a reminder (or restored from one) before the order.
 */
export async function takeOrderedLines(
  tx: DbTransaction,
  cartId: string,
  ordered: readonly { sizeId: string; quantity: number }[],
): Promise<{ wasReminded: boolean }> {
  for (const line of ordered) {
    await tx
      .delete(cartLine)
      .where(
        and(
          eq(cartLine.cartId, cartId),
          eq(cartLine.sizeId, line.sizeId),
          eq(cartLine.quantity, line.quantity),
        ),
      );
  }
  const [before] = await tx
    .select({ remindedAt: cart.remindedAt })
    .from(cart)
    .where(eq(cart.id, cartId))
    .for("update");
  await tx
    .update(cart)
    .set({ discountCode: null, remindedAt: null, reminderCheckedAt: sql`now()` })
    .where(eq(cart.id, cartId));
  return { wasReminded: Boolean(before?.remindedAt) };
}

/**
 * Keeps discount code `code` (canonical, checked by server/discounts/) on cart `cartId`, or none
 * (decision 064): the checkout prices it and the order is placed with it.
 */
export async function setCartDiscountCode(
  db: DbExecutor,
  cartId: string,
  code: string | null,
): Promise<void> {
  await db.update(cart).set({ discountCode: code }).where(eq(cart.id, cartId));
}

/**
 * Keeps on cart `cartId` whom its reminder goes to, or no one (decision 067): a contact given
 * with consent at checkout. A new contact makes the cart one the reminder job looks at again.
 */
export async function setCartReminderContact(
  db: DbExecutor,
  cartId: string,
  to: { channel: "sms" | "email"; contact: string } | null,
): Promise<void> {
  await db
    .update(cart)
    .set({
      reminderChannel: to?.channel ?? null,
      reminderContact: to?.contact ?? null,
      reminderCheckedAt: null,
    })
    .where(eq(cart.id, cartId));
}
