// zod/mini: the admin product lists' links are written in the browser too (decision 048).
import { z } from "zod/mini";
import { choiceOr, optionalChoice, pageNumber, searchText } from "./url-query";

/** Products per page of an admin list. */
export const adminProductPageSize = 48;

/**
 * The query string of the admin product lists (SPEC §2 All Products / Update Products):
 * search, category (a name staff keep, decision 062; read like a search text), Low stock, Archived, page, and the All Products view. Lenient: a
 * malformed value falls back to its default.
 */
export const AdminProductQuerySchema = z.object({
  search: searchText(),
  category: searchText(),
  /** 'low': products with a size out of stock or running low (decision 043). */
  stock: optionalChoice(["low"]),
  /** 'true': only archived products (docs/decisions/061-product-life-cycle.md). */
  archived: optionalChoice(["true"]),
  page: pageNumber(100_000),
  view: choiceOr(["grid", "list"], "grid"),
});

export type AdminProductQuery = z.output<typeof AdminProductQuerySchema>;

/** Parses URL search params into an AdminProductQuery (never throws). */
export function parseAdminProductQuery(params: URLSearchParams): AdminProductQuery {
  return AdminProductQuerySchema.parse(Object.fromEntries(params));
}
