import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import { maxLineQuantity } from "#contracts/cart.ts";
import { cart, cartLine } from "../db/cart-schema";
import type { Db } from "../db/client";
import { ownerCondition } from "./cart-queries";
import { addLinesToCart, ensureCart } from "./cart-store";
import { readGuestCartId } from "./cart-visitor";

const signInPaths = new Set(["/sign-in/email", "/sign-up/email"]);

/**
 * A Better Auth plugin that moves the browser's guest cart into the account's cart when a
 * sign-in or sign-up succeeds (decision 019): quantities added, capped at `maxUnits`
 * (ORDER_MAX_UNITS). It runs for the shop's forms and for calls straight to /api/auth alike.
 */
export function guestCartMerge(db: Db, secret: string, maxUnits: number): BetterAuthPlugin {
  return {
    id: "guest-cart-merge",
    hooks: {
      after: [
        {
          matcher: (context) => signInPaths.has(context.path ?? ""),
          handler: createAuthMiddleware(async (context) => {
            const session = context.context.newSession;
            if (!session) return;
            const guestCartId = await readGuestCartId(
              context.headers?.get("cookie") ?? null,
              secret,
            );
            await mergeGuestCart(db, guestCartId, session.user.id, { maxUnits });
          }),
        },
      ],
    },
  };
}

/**
 * Moves a guest's cart into the customer's at sign-in: quantities of a size in
 * both are added, capped at `maxUnits`; the guest cart is deleted. Nothing happens (no
 * transaction either) without a guest cart.
 */
export async function mergeGuestCart(
  db: Db,
  guestCartId: string | undefined,
  userId: string,
  { maxUnits = maxLineQuantity, now = new Date() }: { maxUnits?: number; now?: Date } = {},
): Promise<void> {
  const guestCart = ownerCondition({ guestCartId });
  if (!guestCart) return;
  await db.transaction(async (tx) => {
    // Found and locked in one statement: two sign-ins at once (a double tap) merge it once.
    const [guest] = await tx
      .update(cart)
      .set({ updatedAt: now })
      .where(guestCart)
      .returning({ id: cart.id });
    if (!guest) return;
    const guestId = guest.id;
    const guestLines = await tx.select().from(cartLine).where(eq(cartLine.cartId, guestId));
    if (guestLines.length > 0) {
      const { id: cartId } = await ensureCart(tx, { userId }, now);
      await addLinesToCart(tx, cartId, guestLines, { maxUnits, now });
    }
    await tx.delete(cart).where(eq(cart.id, guestId));
  });
}
