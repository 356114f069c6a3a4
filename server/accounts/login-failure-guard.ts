import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { accountTexts } from "#contracts/accounts.ts";
import type { Db } from "../db/client";
import { clientAddressKey } from "./client-ip";
import {
  loginLockOf,
  recordLoginFailure,
  type LoginAttempt,
  type LoginFailureLimit,
} from "./login-failures";

/** The code of the refusal once an (account, address) pair has too many failed logins. */
export const tooManyFailedLoginsCode = "TOO_MANY_FAILED_LOGINS";

/** The code of the refusal once a client address has too many failed logins over all accounts. */
export const tooManyLoginsFromAddressCode = "TOO_MANY_LOGINS_FROM_ADDRESS";

const isEmailSignIn = (context: { path?: string }) => context.path === "/sign-in/email";

function attemptOf(context: { body?: unknown; headers?: Headers }): LoginAttempt | undefined {
  const email = (context.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== "string" || !email.trim()) return undefined;
  return {
    email: email.trim(),
    clientAddress: context.headers ? clientAddressKey(context.headers) : "",
  };
}

/**
 * A Better Auth plugin limiting failed logins (decisions 006 and 017): once `limit.max` failures of
 * one e-mail address from one client address fall in the window, that pair is refused with 429
 * and SPEC §8's text until it ends, while the account still signs in from other addresses; once
 * a client address has `limit.addressMax` failures over all accounts, it is refused with 429 and
 * its own text. Counts are kept in the database, so every process shares them.
 */
export function loginFailureGuard(db: Db, limit: LoginFailureLimit): BetterAuthPlugin {
  return {
    id: "login-failure-guard",
    hooks: {
      before: [
        {
          matcher: isEmailSignIn,
          handler: createAuthMiddleware(async (context) => {
            const attempt = attemptOf(context);
            const lock = attempt && (await loginLockOf(db, attempt, limit));
            if (lock === "pair") {
              throw new APIError("TOO_MANY_REQUESTS", {
                code: tooManyFailedLoginsCode,
                message: accountTexts.tooManyAttempts,
              });
            }
            if (lock === "address") {
              throw new APIError("TOO_MANY_REQUESTS", {
                code: tooManyLoginsFromAddressCode,
                message: accountTexts.tooManyFromAddress,
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: isEmailSignIn,
          handler: createAuthMiddleware(async (context) => {
            const attempt = attemptOf(context);
            const returned = context.context.returned;
            if (attempt && isAPIError(returned) && returned.statusCode === 401) {
              await recordLoginFailure(db, attempt, limit);
            }
          }),
        },
      ],
    },
  };
}
