import { and, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../db/client";
import { rateWindow } from "../db/limit-schema";

/**
 * What one limit counts: orders and new guest carts per client address, reset e-mails per
 * account, M-PESA codes a shopper sends per order, wrong discount codes per cart and per client
 * address (decision 064), back-in-stock requests per phone or e-mail (decision 066).
 */
export type LimitScope =
  "order" | "guest-cart" | "password-reset" | "payment-code" | "discount-code" | "back-in-stock";

/** A fixed-window limit: `max` counts per `windowMs` for each `key` of `scope`. */
export interface WindowLimit {
  scope: LimitScope;
  /** Whose count: a client address (server/accounts/client-ip.ts) or an account id. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one more for `limit.key` at `now`, in a fixed window opened by the key's first count
 * (docs/decisions/017-abuse-limits.md). The count is an upsert on the key's row: in a
 * transaction its lock is kept until the end, so concurrent counts of one key queue and cannot
 * pass the limit together, and a transaction that fails later takes its count back.
 * @returns undefined within the limit; over it, the seconds (at least 1) until the window ends.
 * @throws the database's error.
 */
export async function countInWindow(
  db: DbExecutor,
  limit: WindowLimit,
  now: Date,
): Promise<number | undefined> {
  const opened = new Date(now.getTime() - limit.windowMs).toISOString();
  const isWindowOpen = sql`${rateWindow.windowStartedAt} > ${opened}::timestamptz`;
  const [counted] = await db
    .insert(rateWindow)
    .values({ scope: limit.scope, key: limit.key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [rateWindow.scope, rateWindow.key],
      set: {
        count: sql`case when ${isWindowOpen} then ${rateWindow.count} + 1 else 1 end`,
        windowStartedAt: sql`case when ${isWindowOpen} then ${rateWindow.windowStartedAt} else ${now.toISOString()}::timestamptz end`,
      },
    })
    .returning({ count: rateWindow.count, startedAt: rateWindow.windowStartedAt });
  if (counted!.count <= limit.max) return undefined;
  const endsInMs = counted!.startedAt.getTime() + limit.windowMs - now.getTime();
  return Math.max(1, Math.ceil(endsInMs / 1000));
}

/**
 * Whether `limit.key` has used up its window at `now`, without counting: for a limit counted only
 * on failures (wrong discount codes, decision 064), checked before each try.
 * @returns undefined within the limit; at it, the seconds (at least 1) until the window ends.
 */
export async function windowWait(
  db: DbExecutor,
  limit: WindowLimit,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .select({ count: rateWindow.count, startedAt: rateWindow.windowStartedAt })
    .from(rateWindow)
    .where(and(eq(rateWindow.scope, limit.scope), eq(rateWindow.key, limit.key)));
  const endsInMs = row ? row.startedAt.getTime() + limit.windowMs - now.getTime() : 0;
  if (!row || row.count < limit.max || endsInMs <= 0) return undefined;
  return Math.max(1, Math.ceil(endsInMs / 1000));
}
