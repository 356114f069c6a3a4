import type { DbTransaction } from "#server/db/client.ts";
import { countInWindow } from "#server/limits/window-count.ts";
import { Refusal } from "#server/http/refusal.ts";

/** How many orders one client address may place in a window (decision 017). */
export interface OrderRateLimit {
  /** The client's address (server/accounts/client-ip.ts); '' when the host could not tell. */
  clientAddress: string;
  /** Orders allowed per window (ORDER_RATE_LIMIT). */
  max: number;
  /** The window, in whole minutes (ORDER_RATE_WINDOW_MINUTES). */
  windowMinutes: number;
  /** The shop's phone, offered in the refusal for a shopper who needs more. */
  shopPhone: string;
}

/** What a shopper over the limit reads: what happened, how long to wait, whom to call. */
export function tooManyOrdersText(waitMinutes: number, shopPhone: string): string {
  const wait = waitMinutes === 1 ? "1 minute" : `${waitMinutes} minutes`;
  return `You have placed several orders in a short time. Please wait ${wait} and try again, or call us on ${shopPhone} to order more.`;
}

/**
 * Counts one order for the limit's client address in `tx` (docs/decisions/017-abuse-limits.md):
 * concurrent checkouts from one address queue on its count and cannot pass the limit together;
 * a checkout that fails later rolls its count back (server/limits/window-count.ts).
 * @throws Refusal 429 (with Retry-After seconds) when the window already holds `max`.
 */
export async function countOrderFromAddress(
  tx: DbTransaction,
  limit: OrderRateLimit,
  now: Date,
): Promise<void> {
  const waitSeconds = await countInWindow(
    tx,
    {
      scope: "order",
      key: limit.clientAddress,
      max: limit.max,
      windowMs: limit.windowMinutes * 60_000,
    },
    now,
  );
  if (waitSeconds === undefined) return;
  throw new Refusal(tooManyOrdersText(Math.ceil(waitSeconds / 60), limit.shopPhone), 429, {
    retryAfterSeconds: waitSeconds,
  });
}
