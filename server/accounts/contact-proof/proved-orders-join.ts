import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import type { Logger } from "pino";
import type { Db } from "../../db/client";
import { joinGuestOrders } from "../../orders/guest-order-join";
import { readContactProofState } from "./proof-queries";

/**
 * A Better Auth plugin that, when a customer signs in, joins the guest orders placed since with
 * their proved e-mail or phone (docs/decisions/068-returning-customers.md): a proof joins what
 * exists then, and a sign-in what came after. A failure is logged; the sign-in goes on.
 */
export function provedOrdersJoin(db: Db, log?: Logger): BetterAuthPlugin {
  return {
    id: "proved-orders-join",
    hooks: {
      after: [
        {
          matcher: (context) => context.path === "/sign-in/email",
          handler: createAuthMiddleware(async (context) => {
            const userId = context.context.newSession?.user.id;
            if (!userId) return;
            await joinProvedOrders(db, userId).catch((error: unknown) =>
              log?.error({ err: error, userId }, "could not join a customer's guest orders"),
            );
          }),
        },
      ],
    },
  };
}

/** Joins the guest orders of the account's proved e-mail and phone; the ids joined. */
export async function joinProvedOrders(db: Db, userId: string): Promise<string[]> {
  const state = await readContactProofState(db, userId);
  if (!state) return [];
  const byEmail = state.isEmailProved
    ? await joinGuestOrders(db, userId, { channel: "email", address: state.email })
    : [];
  const byPhone = state.isPhoneProved
    ? await joinGuestOrders(db, userId, { channel: "phone", address: state.phone })
    : [];
  return [...byEmail, ...byPhone];
}
