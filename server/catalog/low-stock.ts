import { and, asc, eq, lte, or, sql } from "drizzle-orm";
import type { StockAlert } from "#contracts/admin-dashboard.ts";
import type { DbExecutor } from "../db/client";
import { product, productSize } from "../db/schema";
import { waitingForSize } from "../marketing/back-in-stock/back-in-stock-queries";
import { listedProduct, listedSize } from "./product-columns";

/**
 * A size that needs stock (SPEC §9, DESIGN §5): out of stock, or a tracked stock level at
 * `threshold` or below (the LOW_STOCK_THRESHOLD setting, decision 044). The dashboard's alerts,
 * the product lists' Low stock filter and the daily digest read it alike.
 */
export function isLowStockSize(threshold: number) {
  return or(eq(productSize.inStock, false), lte(productSize.stockLevel, threshold))!;
}

/** A product with a size that needs stock (isLowStockSize). */
export function hasLowStockSize(threshold: number) {
  return sql`exists (select 1 from ${productSize} where ${productSize.productId} = ${product.id} and ${isLowStockSize(threshold)})`;
}

/**
 * The sizes that need stock (isLowStockSize at `threshold`) with the shoppers waiting for each
 * (decision 066), most urgent first — out of stock,
 * then the lowest level, then by name and size — at most `limit`; `count` counts them all. The
 * dashboard's alerts and the daily digest list them.
 */
export async function listLowStockSizes(
  db: DbExecutor,
  { limit, threshold }: { limit: number; threshold: number },
): Promise<{ sizes: StockAlert[]; count: number }> {
  const rows = await db
    .select({
      productId: product.id,
      sizeId: productSize.id,
      name: product.name,
      sizeLabel: productSize.label,
      inStock: productSize.inStock,
      stockLevel: productSize.stockLevel,
      waiting: waitingForSize,
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(productSize)
    .innerJoin(product, eq(product.id, productSize.productId))
    .where(and(isLowStockSize(threshold), listedProduct, listedSize))
    .orderBy(
      asc(productSize.inStock),
      sql`${productSize.stockLevel} asc nulls first`,
      asc(product.name),
      asc(productSize.position),
    )
    .limit(limit);
  return { sizes: rows.map(({ count: _count, ...size }) => size), count: rows[0]?.count ?? 0 };
}
