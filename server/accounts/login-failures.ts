import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginFailure } from "../db/auth-schema";

/**
 * Failed logins allowed in a window (ms): `max` per (e-mail address, client address) pair,
 * `addressMax` per client address over every account it tries (decision 017).
 */
export interface LoginFailureLimit {
  max: number;
  addressMax: number;
  windowMs: number;
}

/** Who tries to sign in: the account's e-mail address and the client's address. */
export interface LoginAttempt {
  email: string;
  clientAddress: string;
}

/** Which limit a sign-in has used up: the pair's, or the client address's over all accounts. */
export type LoginLock = "pair" | "address";

const windowOpen = (windowMs: number) =>
  sql`${loginFailure.windowStartedAt} > now() - ${`${windowMs} milliseconds`}::interval`;

/**
 * Whether this (account, address) pair, or the address as a whole, has used up its failed
 * logins in the current window (kept in the database, so the limits hold across processes).
 * Failures from other addresses never count: a stranger cannot lock the owner out.
 * @returns the limit used up, or undefined when the attempt may go ahead.
 */
export async function loginLockOf(
  db: Db,
  { email, clientAddress }: LoginAttempt,
  limit: LoginFailureLimit,
): Promise<LoginLock | undefined> {
  const [failures] = await db
    .select({
      pair: sql<number>`coalesce(sum(${loginFailure.count}) filter (where ${loginFailure.email} = ${email.toLowerCase()}), 0)::int`,
      address: sql<number>`coalesce(sum(${loginFailure.count}), 0)::int`,
    })
    .from(loginFailure)
    .where(and(eq(loginFailure.clientAddress, clientAddress), windowOpen(limit.windowMs)));
  if ((failures?.pair ?? 0) >= limit.max) return "pair";
  if ((failures?.address ?? 0) >= limit.addressMax) return "address";
  return undefined;
}

/** Counts one failed login for the pair, starting a new window when the last one has ended. */
export async function recordLoginFailure(
  db: Db,
  { email, clientAddress }: LoginAttempt,
  limit: LoginFailureLimit,
): Promise<void> {
  await db
    .insert(loginFailure)
    .values({ email: email.toLowerCase(), clientAddress, count: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [loginFailure.email, loginFailure.clientAddress],
      set: {
        count: sql`case when ${windowOpen(limit.windowMs)} then ${loginFailure.count} + 1 else 1 end`,
        windowStartedAt: sql`case when ${windowOpen(limit.windowMs)} then ${loginFailure.windowStartedAt} else now() end`,
      },
    });
}
