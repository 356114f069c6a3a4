import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginFailure } from "../db/auth-schema";

/** How many failed logins an e-mail address may have in a window, and the window (ms). */
export interface LoginFailureLimit {
  max: number;
  windowMs: number;
}

/** Default: 5 failed logins per e-mail address in 15 minutes (issue 5). */
export const defaultLoginFailureLimit: LoginFailureLimit = { max: 5, windowMs: 15 * 60_000 };

const windowOpen = (windowMs: number) =>
  sql`${loginFailure.windowStartedAt} > now() - ${`${windowMs} milliseconds`}::interval`;

/**
 * Whether `email` has used up its failed logins in the current window (kept in the database,
 * so the limit holds across processes).
 */
export async function isLoginLocked(
  db: Db,
  email: string,
  limit: LoginFailureLimit,
): Promise<boolean> {
  const rows = await db
    .select({ count: loginFailure.count })
    .from(loginFailure)
    .where(sql`${loginFailure.email} = ${email.toLowerCase()} and ${windowOpen(limit.windowMs)}`);
  return (rows[0]?.count ?? 0) >= limit.max;
}

/** Counts one failed login for `email`, starting a new window when the last one has ended. */
export async function recordLoginFailure(
  db: Db,
  email: string,
  limit: LoginFailureLimit,
): Promise<void> {
  await db
    .insert(loginFailure)
    .values({ email: email.toLowerCase(), count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginFailure.email,
      set: {
        count: sql`case when ${windowOpen(limit.windowMs)} then ${loginFailure.count} + 1 else 1 end`,
        windowStartedAt: sql`case when ${windowOpen(limit.windowMs)} then ${loginFailure.windowStartedAt} else now() end`,
      },
    });
}
