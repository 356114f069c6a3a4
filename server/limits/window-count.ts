import { sql } from "drizzle-orm";
import type { DbExecutor } from "../db/client";
import { rateWindow } from "../db/limit-schema";

/**
 * What one limit counts: orders and new guest carts per client address, reset e-mails per
 * account, M-PESA codes a shopper sends per order, back-in-stock requests per phone or e-mail.
 */
export type LimitScope =
  "order" | "guest-cart" | "password-reset" | "payment-code" | "back-in-stock";

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
