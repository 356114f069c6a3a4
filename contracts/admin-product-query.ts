import { z } from "zod";
import { adminCategoryNames } from "./categories";
import { cutSearchText } from "./search";

/** Products per page of an admin list. */
export const adminProductPageSize = 48;

/**
 * The query string of the admin product lists (SPEC §2 All Products / Update Products):
 * search, category (one of the creation list), Low stock, page, and the All Products view. Lenient: a
 * malformed value falls back to its default.
 */
export const AdminProductQuerySchema = z.object({
  search: z
    .string()
    .transform((text) => cutSearchText(text) || undefined)
    .optional()
    .catch(undefined),
  category: z.enum(adminCategoryNames).optional().catch(undefined),
  /** 'low': products with a size out of stock or running low (decision 043). */
  stock: z.enum(["low"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  view: z.enum(["grid", "list"]).catch("grid").default("grid"),
});

export type AdminProductQuery = z.output<typeof AdminProductQuerySchema>;

/** Parses URL search params into an AdminProductQuery (never throws). */
export function parseAdminProductQuery(params: URLSearchParams): AdminProductQuery {
  return AdminProductQuerySchema.parse(Object.fromEntries(params));
}
