import { count, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { product } from "../db/schema";

/** Where a page of a product listing starts; `page` clamped to 1…pageCount. */
export interface PageBounds {
  total: number;
  page: number;
  pageCount: number;
  offset: number;
}

/**
 * Counts the products matching `where` and places page `page` of `pageSize` among them: a page
 * past the end is the last page, and a listing with no products still has one page.
 */
export async function productPageBounds(
  db: Db,
  where: SQL | undefined,
  page: number,
  pageSize: number,
): Promise<PageBounds> {
  const [totals] = await db.select({ total: count() }).from(product).where(where);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(Math.max(1, page), pageCount);
  return { total, page: shown, pageCount, offset: (shown - 1) * pageSize };
}
