import { asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { DbTransaction } from "#server/db/client.ts";
import { product } from "#server/db/schema.ts";

// Every column but the search vectors (kept by the database for search only, DESIGN §5): a
// checkout reads the row to price and to take stock, never to search.
const {
  nameVector: _nameVector,
  searchVector: _searchVector,
  ...lockedColumns
} = getTableColumns(product);

/** A product row as locked for a stock change: every column but the search vectors. */
export type LockedProduct = Omit<typeof product.$inferSelect, "nameVector" | "searchVector">;

/** Units of one product taken by an order or given back; `quantity` a whole count ≥ 1. */
export interface StockLine {
  productId: string;
  quantity: number;
}

/**
 * The one stock rule (DESIGN §6): a tracked level of 0 means out of stock, above 0 in stock.
 * Every write of a tracked level sets availability by it. A null level (not tracked) stops
 * tracking and leaves availability as the admin set it.
 * @returns the product columns a new level sets.
 */
export function stockLevelChanges(stockLevel: number | null): {
  stockLevel: number | null;
  inStock?: boolean;
} {
  return stockLevel === null ? { stockLevel } : { stockLevel, inStock: stockLevel > 0 };
}

/**
 * The product columns the admin's 'Mark In' / 'Mark Out' sets (SPEC §2). Marking in a product
 * whose tracked level is 0 stops tracking it, since a level of 0 would still refuse orders.
 */
export function availabilityChanges(inStock: boolean) {
  return inStock
    ? { inStock, stockLevel: sql<number | null>`nullif(${product.stockLevel}, 0)` }
    : { inStock };
}

/**
 * Locks the products `productIds` (SELECT … FOR UPDATE, in id order, so that checkouts and
 * stock returns running at once queue instead of deadlocking) until `tx` ends.
 * @returns the rows found, in id order; unknown ids are missing from it.
 */
export async function lockProducts(
  tx: DbTransaction,
  productIds: readonly string[],
): Promise<LockedProduct[]> {
  if (productIds.length === 0) return [];
  return tx
    .select(lockedColumns)
    .from(product)
    .where(inArray(product.id, [...new Set(productIds)]))
    .orderBy(asc(product.id))
    .for("update");
}

/** A tracked product that cannot give the units asked of it: its name, level and the units. */
export interface StockShortfall {
  productId: string;
  name: string;
  stockLevel: number;
  wanted: number;
}

/**
 * The tracked products whose level is below the units `lines` ask of them, read under the
 * products' lock (lockProducts), so takeStock in the same `tx` cannot fail after an empty
 * answer. Untracked products and unknown ids never fall short.
 * @returns the shortfalls, in product id order; empty when every line can be taken.
 */
export async function findStockShortfalls(
  tx: DbTransaction,
  lines: readonly StockLine[],
): Promise<StockShortfall[]> {
  const units = unitsByProduct(lines);
  const rows = await lockProducts(tx, [...units.keys()]);
  return rows.flatMap((row) => {
    const wanted = units.get(row.id)!;
    return row.stockLevel !== null && row.stockLevel < wanted
      ? [{ productId: row.id, name: row.name, stockLevel: row.stockLevel, wanted }]
      : [];
  });
}

function unitsByProduct(lines: readonly StockLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) {
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  }
  return units;
}

/**
 * Takes ordered units from tracked stock in `tx` (DESIGN §6, decision 013): locks the products,
 * lowers each tracked level by the line's quantity and applies the stock rule (0 → out of
 * stock). Untracked products and unknown ids are left alone.
 * @throws Error when a level would go below 0 (the caller checks levels first, under the lock).
 */
export function takeStock(tx: DbTransaction, lines: readonly StockLine[], now = new Date()) {
  return moveStock(tx, lines, -1, now);
}

/**
 * Gives units back to tracked stock in `tx`, e.g. of a cancelled order (decision 013, DESIGN §6):
 * locks the products, raises each tracked level by the line's quantity and applies the stock
 * rule, so a product out of stock at level 0 is in stock again. Untracked products and unknown
 * ids (a product deleted since) are left alone.
 */
export function returnStock(tx: DbTransaction, lines: readonly StockLine[], now = new Date()) {
  return moveStock(tx, lines, 1, now);
}

/** A line of products the caller has locked (lockProducts) with the level it read under the lock. */
export interface LockedStockLine extends StockLine {
  /** The tracked level read under the lock; null = not tracked. */
  stockLevel: number | null;
}

/**
 * Takes ordered units from products already locked in `tx`, from the levels read under that
 * lock (a checkout reads them to price its lines): the same change as takeStock without
 * reading the rows again. One line per product.
 * @throws Error when a level would go below 0 (the caller checks levels first, under the lock).
 */
export async function takeLockedStock(
  tx: DbTransaction,
  lines: readonly LockedStockLine[],
  now = new Date(),
): Promise<void> {
  for (const line of lines) {
    if (line.stockLevel !== null) {
      await writeLevel(tx, line.productId, line.stockLevel - line.quantity, now);
    }
  }
}

async function moveStock(
  tx: DbTransaction,
  lines: readonly StockLine[],
  sign: 1 | -1,
  now: Date,
): Promise<void> {
  const units = unitsByProduct(lines);
  const rows = await lockProducts(tx, [...units.keys()]);
  for (const row of rows) {
    if (row.stockLevel !== null) {
      await writeLevel(tx, row.id, row.stockLevel + sign * units.get(row.id)!, now);
    }
  }
}

async function writeLevel(tx: DbTransaction, productId: string, level: number, now: Date) {
  if (level < 0) throw new Error(`Stock of product ${productId} would go below 0`);
  await tx
    .update(product)
    .set({ ...stockLevelChanges(level), updatedAt: now })
    .where(eq(product.id, productId));
}
