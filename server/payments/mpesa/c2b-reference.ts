import { desc, inArray } from "drizzle-orm";
import type { DbExecutor } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";

/** How far back a 12-digit payment reference may name an order (decision 056). */
const referenceLookbackMs = 400 * 24 * 3_600_000;

/** An order id's millisecond clock is 13 digits; a payment reference keeps its last 9. */
const droppedDigitsSpanMs = 1e9;

/**
 * The account a payer typed on the Paybill, as the shop compares it: trimmed, upper case, no
 * spaces ('  lor-1795 123 ' → 'LOR-1795123').
 */
function normalizeAccount(account: string): string {
  return account.trim().toUpperCase().replace(/\s+/g, "");
}

/**
 * The order ids an account typed on the Paybill may stand for (decision 056), newest first: a
 * full order id ('LOR-' + 16 digits, with or without its 'LOR-') is itself; a payment reference
 * (the id's last 12 digits: payment-reference.ts) lacks the id's first 4 clock digits, which move
 * once every 1e9 ms (11.6 days), so it stands for one id per such span from an hour after `now`
 * back 400 days — about 35 exact ids, each a primary-key lookup. Anything else stands for none.
 */
export function orderIdsForAccount(account: string, now: Date): string[] {
  const typed = normalizeAccount(account);
  const full = /^(?:LOR-?)?(\d{16})$/.exec(typed);
  if (full) return [`LOR-${full[1]}`];
  if (!/^\d{12}$/.test(typed)) return [];
  const newest = Math.floor((now.getTime() + 3_600_000) / droppedDigitsSpanMs);
  const oldest = Math.floor((now.getTime() - referenceLookbackMs) / droppedDigitsSpanMs);
  const ids: string[] = [];
  for (let prefix = newest; prefix >= oldest && prefix >= 1000; prefix -= 1) {
    ids.push(`LOR-${prefix}${typed}`);
  }
  return ids;
}

/**
 * The id of the order whose id or payment reference `account` is (orderIdsForAccount; the newest
 * when two share a reference), or undefined when none is.
 */
export async function findOrderByAccount(
  db: DbExecutor,
  account: string,
  now: Date,
): Promise<string | undefined> {
  const ids = orderIdsForAccount(account, now);
  if (ids.length === 0) return undefined;
  const [found] = await db
    .select({ id: order.id })
    .from(order)
    .where(inArray(order.id, ids))
    .orderBy(desc(order.createdAt))
    .limit(1);
  return found?.id;
}
