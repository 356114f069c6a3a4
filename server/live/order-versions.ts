import { eq, max, sql, type SQL } from "drizzle-orm";
import type { DbExecutor } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";

/** The orders a live page shows: one order, a customer's, or every order (the admin's). */
export type OrderScope = { orderId: string } | { userId: string } | "all";

const whereOf = (scope: OrderScope): SQL | undefined => {
  if (scope === "all") return undefined;
  return "orderId" in scope ? eq(order.id, scope.orderId) : eq(order.userId, scope.userId);
};

/**
 * The version of the orders in `scope` (docs/decisions/031-live-page-versions.md): the latest
 * `updated_at` among them as ISO 8601, '' when there are none. A live page's loader reads it
 * before its data; its stream sends it once listening, and the page reloads its data when the
 * two differ.
 */
export async function readOrdersVersion(db: DbExecutor, scope: OrderScope): Promise<string> {
  const [row] = await db
    .select({ latest: max(order.updatedAt) })
    .from(order)
    .where(whereOf(scope));
  return row?.latest ? row.latest.toISOString() : "";
}

/**
 * The `updated_at` of an order being changed at `now`: later than the one it had, by 1 ms at
 * least, so its version moves even when two changes share a clock reading (a re-queried prompt
 * and the next one, sent in one request).
 */
export const nextUpdatedAt = (now: Date): SQL =>
  sql`greatest(${now.toISOString()}::timestamptz, ${order.updatedAt} + interval '1 millisecond')`;
