import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import type { Db } from "../db/client";
import { mergeGuestCart } from "./cart-store";
import { readGuestCartId } from "./cart-visitor";

const signInPaths = new Set(["/sign-in/email", "/sign-up/email"]);

/**
 * A Better Auth plugin that moves the browser's guest cart into the account's cart when a
 * sign-in or sign-up succeeds (issue 13): quantities added, capped at `maxUnits`
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
