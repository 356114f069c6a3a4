import { sql, type SQL } from "drizzle-orm";

/**
 * An aggregate (a sum of whole KSh or units, a bigint PostgreSQL sends as text) read as a
 * JavaScript number; 0 when there is nothing to sum.
 */
export const wholeSum = (expression: SQL) =>
  sql<number>`coalesce(${expression}, 0)::bigint`.mapWith(Number);
