import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AdminOrderQuery } from "#contracts/admin-order-query.ts";
import { normalizeKenyanPhone } from "#contracts/kenyan-phone.ts";
import { containsPattern } from "../db/like-pattern";
import { order } from "../db/order-schema";

/** Words of a search used at most; more add nothing but work. */
const maxSearchWords = 6;

/**
 * The lower-cased words of an admin's order search. A whole Kenyan phone number, however it
 * is typed ('0712 345 678'), is one word in E.164, as orders store it; nine digits alone
 * ('712345678') stay as typed, since they are part of that E.164 number and may be part of an
 * order id too.
 */
export function orderSearchWords(text: string | undefined): string[] {
  if (!text) return [];
  const phone = /^\d{9}$/.test(text.trim()) ? null : normalizeKenyanPhone(text);
  if (phone) return [phone];
  return text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, maxSearchWords);
}

/**
 * The SQL condition of an admin order view (SPEC §2/§4): its tab (Delivered = status delivered,
 * every other status ongoing), the status and payment status filters, and every
 * search word found somewhere in the order's id, names, e-mails or phone (a substring of
 * `search_text`, served by its trigram index).
 */
export function adminOrderCondition(
  query: Pick<AdminOrderQuery, "tab" | "status" | "search" | "payment">,
) {
  // Literals, not parameters: the planner must see the ongoing index's own condition.
  const conditions: SQL[] = [
    query.tab === "delivered"
      ? sql`${order.status} = 'delivered'`
      : sql`${order.status} <> 'delivered'`,
  ];
  if (query.status) conditions.push(eq(order.status, query.status));
  if (query.payment) conditions.push(eq(order.paymentStatus, query.payment));
  for (const word of orderSearchWords(query.search)) {
    conditions.push(sql`${order.searchText} like ${containsPattern(word)}`);
  }
  return and(...conditions)!;
}

/** The ORDER BY of an admin order view: by the time placed, newest or oldest first, then id. */
export function adminOrderSort(sort: AdminOrderQuery["sort"]): SQL[] {
  return sort === "oldest"
    ? [asc(order.createdAt), asc(order.id)]
    : [desc(order.createdAt), desc(order.id)];
}
