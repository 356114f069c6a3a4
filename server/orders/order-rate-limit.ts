import { sql } from "drizzle-orm";
import type { DbTransaction } from "#server/db/client.ts";
import { orderRateWindow } from "#server/db/order-schema.ts";
import { CheckoutError } from "./checkout-error";

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
 * Counts one order for the limit's client address in `tx`, in a fixed window that starts with
 * the address's first order (docs/decisions/017-abuse-limits.md). The count is an upsert on the
 * address's row, whose lock `tx` keeps until it ends, so concurrent checkouts from one address
 * queue and cannot pass the limit together; a checkout that fails later rolls its count back.
 * @throws CheckoutError 429 (with Retry-After seconds) when the window already holds `max`.
 */
export async function countOrderFromAddress(
  tx: DbTransaction,
  limit: OrderRateLimit,
  now: Date,
): Promise<void> {
  const windowMs = limit.windowMinutes * 60_000;
  const opened = new Date(now.getTime() - windowMs).toISOString();
  const isWindowOpen = sql`${orderRateWindow.windowStartedAt} > ${opened}::timestamptz`;
  const [counted] = await tx
    .insert(orderRateWindow)
    .values({ clientAddress: limit.clientAddress, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: orderRateWindow.clientAddress,
      set: {
        count: sql`case when ${isWindowOpen} then ${orderRateWindow.count} + 1 else 1 end`,
        windowStartedAt: sql`case when ${isWindowOpen} then ${orderRateWindow.windowStartedAt} else ${now.toISOString()}::timestamptz end`,
      },
    })
    .returning({ count: orderRateWindow.count, startedAt: orderRateWindow.windowStartedAt });
  if (counted!.count <= limit.max) return;
  const waitSeconds = Math.max(
    1,
    Math.ceil((counted!.startedAt.getTime() + windowMs - now.getTime()) / 1000),
  );
  throw new CheckoutError(tooManyOrdersText(Math.ceil(waitSeconds / 60), limit.shopPhone), 429, {
    retryAfterSeconds: waitSeconds,
  });
}
