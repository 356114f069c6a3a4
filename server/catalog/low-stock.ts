import { asc, eq, lt, or, sql } from "drizzle-orm";
import { lowStockThreshold, type StockAlert } from "#contracts/admin-dashboard.ts";
import type { DbExecutor } from "../db/client";
import { product, productSize } from "../db/schema";

/**
 * A size that needs stock (SPEC §9, DESIGN §5): out of stock, or a tracked stock level below
 * lowStockThreshold. The dashboard's alerts and the product lists' Low stock filter (decision
 * 043) read it alike.
 */
export const isLowStockSize = or(
  eq(productSize.inStock, false),
  lt(productSize.stockLevel, lowStockThreshold),
)!;

/** A product with a size that needs stock (isLowStockSize). */
export const hasLowStockSize = sql`exists (select 1 from ${productSize} where ${productSize.productId} = ${product.id} and ${isLowStockSize})`;

/**
 * The sizes that need stock (isLowStockSize), most urgent first — out of stock, then the lowest
 * level, then by name and size — at most `limit`; `count` counts them all. The dashboard's
 * alerts and the daily digest list them.
 */
export async function listLowStockSizes(
  db: DbExecutor,
  limit: number,
): Promise<{ sizes: StockAlert[]; count: number }> {
  const rows = await db
    .select({
      productId: product.id,
      sizeId: productSize.id,
      name: product.name,
      sizeLabel: productSize.label,
      inStock: productSize.inStock,
      stockLevel: productSize.stockLevel,
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(productSize)
    .innerJoin(product, eq(product.id, productSize.productId))
    .where(isLowStockSize)
    .orderBy(
      asc(productSize.inStock),
      sql`${productSize.stockLevel} asc nulls first`,
      asc(product.name),
      asc(productSize.position),
    )
    .limit(limit);
  return { sizes: rows.map(({ count: _count, ...size }) => size), count: rows[0]?.count ?? 0 };
}
