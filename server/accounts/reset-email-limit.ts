import type { DbExecutor } from "../db/client";
import { countInWindow } from "../limits/window-count";

/** Password-reset e-mails one account may be sent in an hour (decision 029). */
export const resetEmailsPerHour = 3;

/**
 * Counts one password-reset e-mail for the account `userId` at `now` and says whether it may go
 * out: at most `resetEmailsPerHour` in a window that the account's first e-mail opens, however
 * many client addresses ask (Better Auth limits each address on its own). The reset form answers
 * the same either way, so nobody learns whether an account exists (SPEC §8, decision 029).
 * @throws the database's error.
 */
export async function mayEmailPasswordReset(
  db: DbExecutor,
  userId: string,
  now = new Date(),
): Promise<boolean> {
  const limit = {
    scope: "password-reset",
    key: userId,
    max: resetEmailsPerHour,
    windowMs: 60 * 60_000,
  } as const;
  return (await countInWindow(db, limit, now)) === undefined;
}
