import type { AdminOrderList } from "#contracts/admin-order-list.ts";
import { adminOrdersPageSize, type AdminOrderQuery } from "#contracts/admin-order-query.ts";
import { count, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { dailySales } from "../db/kept-figures-schema";
import { order } from "../db/order-schema";
import { adminOrderCondition, adminOrderSort } from "./admin-order-filters";
import { adminOrderColumns, itemsOfOrders } from "./admin-order-rows";
import { noPaymentNews, paymentsOfOrders } from "#server/payments/admin-payment-queries.ts";

/**
 * How many orders each tab holds (SPEC §2 tab counts), in one statement so both see the same
 * orders: the ongoing ones counted on their partial index, the delivered ones as every order
 * placed (the kept days' counts, decision 047) less those; a year's delivered orders are never
 * counted one by one.
 */
async function countTabs(db: Db): Promise<AdminOrderList["counts"]> {
  const ongoingCount = db
    .select({ count: count() })
    .from(order)
    .where(adminOrderCondition({ tab: "ongoing" }));
  const [counted] = await db
    .select({
      ongoing: sql<number>`(${ongoingCount})`.mapWith(Number),
      placed: sql<number>`coalesce(sum(${dailySales.orders}), 0)`.mapWith(Number),
    })
    .from(dailySales);
  const { ongoing, placed } = counted!;
  return { ongoing, delivered: placed - ongoing };
}

/**
 * A page of the admin's Order Management list (SPEC §2, decision 009): the orders of a tab that
 * match the status filter and every search word, newest or oldest first, with their line items,
 * plus each tab's count. Filtering, search and paging run in SQL (indexes of migration
 * orders-admin-search). A page past the last shows the last page.
 */
export async function listAdminOrders(
  db: Db,
  query: AdminOrderQuery,
  pageSize = adminOrdersPageSize,
): Promise<AdminOrderList> {
  const counts = await countTabs(db);
  const where = adminOrderCondition(query);
  const isWholeTab = !query.status && !query.search && !query.payment;
  const total = isWholeTab ? counts[query.tab] : await db.$count(order, where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page, pageCount);
  const rows = await db
    .select(adminOrderColumns)
    .from(order)
    .where(where)
    .orderBy(...adminOrderSort(query.sort))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const ids = rows.map((row) => row.id);
  const [items, payments] = await Promise.all([itemsOfOrders(db, ids), paymentsOfOrders(db, ids)]);
  const orders = rows.map((row) => {
    const lines = items.get(row.id) ?? [];
    return {
      ...row,
      ...(payments.get(row.id) ?? noPaymentNews),
      createdAt: row.createdAt.toISOString(),
      stockMovedAt: row.stockMovedAt?.toISOString() ?? null,
      agreedAt: row.agreedAt?.toISOString() ?? null,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      items: lines,
    };
  });
  return { query: { ...query, page }, orders, total, pageCount, counts };
}
