import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Db } from "../db/client";
import { isLoginLocked, recordLoginFailure, type LoginFailureLimit } from "./login-failures";

/** The code of the refusal once an account has too many failed logins. */
export const tooManyFailedLoginsCode = "TOO_MANY_FAILED_LOGINS";

const isEmailSignIn = (context: { path?: string }) => context.path === "/sign-in/email";

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() ? email.trim() : undefined;
}

/**
 * A Better Auth plugin limiting failed logins per e-mail address (issue 5): once `limit.max`
 * failures fall in the window, sign-in with that address is refused with 429 until it ends,
 * whichever address or process the attempts come from.
 */
export function loginFailureGuard(db: Db, limit: LoginFailureLimit): BetterAuthPlugin {
  return {
    id: "login-failure-guard",
    hooks: {
      before: [
        {
          matcher: isEmailSignIn,
          handler: createAuthMiddleware(async (context) => {
            const email = emailOf(context.body);
            if (email && (await isLoginLocked(db, email, limit))) {
              throw new APIError("TOO_MANY_REQUESTS", {
                code: tooManyFailedLoginsCode,
                message: "Too many failed login attempts. Please try again later.",
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: isEmailSignIn,
          handler: createAuthMiddleware(async (context) => {
            const email = emailOf(context.body);
            const returned = context.context.returned;
            if (email && isAPIError(returned) && returned.statusCode === 401) {
              await recordLoginFailure(db, email, limit);
            }
          }),
        },
      ],
    },
  };
}
