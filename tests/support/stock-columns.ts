import { inArray } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { product } from "#server/db/schema.ts";

/** The stock columns (level, availability) of the products `ids`, by id. */
export async function stockOf(db: Db, ...ids: string[]) {
  const rows = await db
    .select({ id: product.id, stockLevel: product.stockLevel, inStock: product.inStock })
    .from(product)
    .where(inArray(product.id, ids));
  return Object.fromEntries(rows.map(({ id, ...stock }) => [id, stock]));
}
