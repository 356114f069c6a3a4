import { and, asc, count, desc, eq, isNull } from "drizzle-orm";
import type { StockHistoryFields } from "#contracts/stock-movement.ts";
import type { Db } from "#server/db/client.ts";
import { product, productSize } from "#server/db/schema.ts";
import { stockMovement } from "#server/db/stock-movement-schema.ts";

/** Movements on one page of a product's stock history. */
export const stockHistoryPageSize = 25;

/** One row of a product's stock history (decision 073), with when it was written. */
export interface StockHistoryRow extends StockHistoryFields {
  at: Date;
}

/** What a movement says, as the history and the tests read it (reason, change, level, who, reference, cost). */
export const movementColumns = {
  reason: stockMovement.reason,
  delta: stockMovement.delta,
  levelAfter: stockMovement.levelAfter,
  who: stockMovement.actorName,
  reference: stockMovement.reference,
  unitCost: stockMovement.unitCost,
};

/** A product's stock page (decision 073): its name, its sizes on sale with their levels, a page of history. */
export interface ProductStock {
  name: string;
  sizes: { id: string; label: string; stockLevel: number | null; inStock: boolean }[];
  history: StockHistoryRow[];
  page: number;
  pageCount: number;
}

/**
 * Product `productId`'s stock page: its sizes on sale in position order with their kept levels
 * (null = not tracked), and page `page` (clamped to 1…pageCount) of its movements, newest first
 * (stock_movement_product_idx), `stockHistoryPageSize` to a page.
 * @returns undefined when there is no such product.
 */
export async function readProductStock(
  db: Db,
  productId: string,
  page: number,
): Promise<ProductStock | undefined> {
  const [found] = await db
    .select({ name: product.name })
    .from(product)
    .where(eq(product.id, productId));
  if (!found) return undefined;
  const sizes = await db
    .select({
      id: productSize.id,
      label: productSize.label,
      stockLevel: productSize.stockLevel,
      inStock: productSize.inStock,
    })
    .from(productSize)
    .where(and(eq(productSize.productId, productId), isNull(productSize.archivedAt)))
    .orderBy(asc(productSize.position));
  const ofProduct = eq(stockMovement.productId, productId);
  const [totals] = await db.select({ total: count() }).from(stockMovement).where(ofProduct);
  const pageCount = Math.max(1, Math.ceil((totals?.total ?? 0) / stockHistoryPageSize));
  const shown = Math.min(Math.max(1, page), pageCount);
  const history = await db
    .select({
      ...movementColumns,
      id: stockMovement.id,
      at: stockMovement.createdAt,
      sizeLabel: productSize.label,
    })
    .from(stockMovement)
    .innerJoin(productSize, eq(productSize.id, stockMovement.sizeId))
    .where(ofProduct)
    .orderBy(desc(stockMovement.id))
    .limit(stockHistoryPageSize)
    .offset((shown - 1) * stockHistoryPageSize);
  return { name: found.name, sizes, history, page: shown, pageCount };
}
