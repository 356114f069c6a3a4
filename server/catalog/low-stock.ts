import { eq, lt, or, sql } from "drizzle-orm";
import { lowStockThreshold } from "#contracts/admin-dashboard.ts";
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
