import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { defaultSize } from "#contracts/product-sizes.ts";
import type { StockMovementReason } from "#contracts/stock-movement.ts";
import type { DbExecutor, DbTransaction } from "#server/db/client.ts";
import { product, productSize } from "#server/db/schema.ts";

/**
 * A size as locked for a stock change (DESIGN §5/§6): the size's own columns and its product's
 * name, category and image, which an order line keeps, and its brand (a discount code's scope,
 * decision 064). Money in whole KSh; `stockLevel` null =
 * not tracked.
 */
export interface LockedSize {
  id: string;
  productId: string;
  label: string;
  position: number;
  price: number;
  compareAtPrice: number | null;
  sku: string | null;
  stockLevel: number | null;
  inStock: boolean;
  /** The size or its product is archived: no longer sold (docs/decisions/061-product-life-cycle.md). */
  isArchived: boolean;
  name: string;
  category: string | null;
  brandId: string | null;
  imageUrl: string | null;
}

/**
 * Units of one size taken by an order or given back; `quantity` a whole count ≥ 1. A null
 * `sizeId` is a line sold before sizes were (migration 0018): its units are the product's first
 * size's, where that migration put the product's stock.
 */
export interface StockLine {
  productId: string;
  sizeId: string | null;
  quantity: number;
}

/** A staff member who changes stock: their user id (null when not known) and name as shown. */
export interface StockActor {
  userId: string | null;
  name: string;
}

/**
 * Why the level writes that follow in a transaction happen (decision 073): the reason, who (null
 * or left out = a shopper's order or the system), a reference (an order id, a supplier's note)
 * and a receipt's unit cost price in whole KSh.
 */
export interface StockCause {
  reason: StockMovementReason;
  actor?: StockActor | null;
  reference?: string | null;
  unitCost?: number | null;
}

/**
 * Names the cause of the stock level writes that follow in `tx`, until another cause is named
 * or `tx` ends: the database's trigger on product_size writes each change's stock_movement with
 * it (migration 0040, decision 073). A write with no cause named is a correction by the system.
 */
export async function setStockCause(
  tx: DbExecutor,
  { reason, actor = null, reference = null, unitCost = null }: StockCause,
): Promise<void> {
  await tx.execute(sql`select
    set_config('loris.stock_reason', ${reason}, true),
    set_config('loris.stock_actor_id', ${actor?.userId ?? ""}, true),
    set_config('loris.stock_actor_name', ${actor?.name ?? ""}, true),
    set_config('loris.stock_reference', ${reference ?? ""}, true),
    set_config('loris.stock_unit_cost', ${unitCost === null ? "" : String(unitCost)}, true)`);
}

/**
 * The one stock rule (DESIGN §6): a tracked level of 0 means out of stock, above 0 in stock.
 * Every write of a tracked level sets availability by it. A null level (not tracked) stops
 * tracking and leaves availability as the admin set it.
 * @returns the size columns a new level sets.
 */
export function stockLevelChanges(stockLevel: number | null): {
  stockLevel: number | null;
  inStock?: boolean;
} {
  return stockLevel === null ? { stockLevel } : { stockLevel, inStock: stockLevel > 0 };
}

/**
 * The size columns the admin's 'Mark In' / 'Mark Out' sets (SPEC §2). Marking in a size whose
 * tracked level is 0 stops tracking it, since a level of 0 would still refuse orders.
 */
export function availabilityChanges(inStock: boolean) {
  return inStock
    ? { inStock, stockLevel: sql<number | null>`nullif(${productSize.stockLevel}, 0)` }
    : { inStock };
}

/**
 * Locks the products `productIds` (SELECT … FOR UPDATE, in id order, so that checkouts, stock
 * returns and the admin's changes running at once queue instead of deadlocking) until `tx` ends,
 * and reads every size of them under that lock. Sizes are only written under their product's
 * lock, so the database's own update of the product's listing (migration 0018) waits on no one.
 * @returns the sizes found, by product id then position; unknown ids have none.
 */
export async function lockProductSizes(
  tx: DbTransaction,
  productIds: readonly string[],
): Promise<LockedSize[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  await tx
    .select({ id: product.id })
    .from(product)
    .where(inArray(product.id, ids))
    .orderBy(asc(product.id))
    .for("update");
  return readProductSizes(tx, ids);
}

/**
 * Every size of the products `productIds` with their product's name, category and image, as
 * lockProductSizes reads them but without a lock: for a look that writes nothing (an import's
 * preview, decision 063).
 * @returns the sizes found, by product id then position; unknown ids have none.
 */
export async function readProductSizes(
  db: DbExecutor,
  productIds: readonly string[],
): Promise<LockedSize[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: productSize.id,
      productId: productSize.productId,
      label: productSize.label,
      position: productSize.position,
      price: productSize.price,
      compareAtPrice: productSize.compareAtPrice,
      sku: productSize.sku,
      stockLevel: productSize.stockLevel,
      inStock: productSize.inStock,
      isArchived: sql<boolean>`(${productSize.archivedAt} is not null or ${product.archivedAt} is not null)`,
      name: product.name,
      category: product.category,
      brandId: product.brandId,
      imageUrl: product.imageUrl,
    })
    .from(productSize)
    .innerJoin(product, eq(product.id, productSize.productId))
    .where(inArray(productSize.productId, [...productIds]))
    .orderBy(asc(productSize.productId), asc(productSize.position));
}

/**
 * The locked size a line names: its `sizeId` among its product's sizes; with none given, the
 * size a shopper who chose none buys (contracts/product-sizes.ts defaultSize); for a line sold
 * before sizes (`sizeId` null from an order), the first size. Undefined when the product or the
 * size is not there; a size archived is still found, for past orders (decision 061).
 */
export function sizeOfLine(
  sizes: readonly LockedSize[],
  line: { productId: string; sizeId?: string | null },
  { isStoredLine = false } = {},
): LockedSize | undefined {
  const own = sizes.filter((size) => size.productId === line.productId);
  if (line.sizeId) return own.find((size) => size.id === line.sizeId);
  return isStoredLine ? own[0] : defaultSize(own.filter((size) => !size.isArchived));
}

/** A tracked size that cannot give the units asked of it: its product's name, label, level, units. */
export interface StockShortfall {
  sizeId: string;
  name: string;
  label: string;
  stockLevel: number;
  wanted: number;
}

/** The units `lines` ask of each size, resolved among `sizes`; lines of a missing size are left out. */
function unitsBySize(
  sizes: readonly LockedSize[],
  lines: readonly StockLine[],
): Map<LockedSize, number> {
  const units = new Map<LockedSize, number>();
  for (const line of lines) {
    const size = sizeOfLine(sizes, line, { isStoredLine: true });
    if (size) units.set(size, (units.get(size) ?? 0) + line.quantity);
  }
  return units;
}

/**
 * The tracked sizes whose level is below the units `lines` ask of them, read under their
 * products' lock (lockProductSizes), so takeStock in the same `tx` cannot fail after an empty
 * answer. Untracked sizes and unknown products never fall short.
 * @returns the shortfalls, in product id then position order; empty when every line can be taken.
 */
export async function findStockShortfalls(
  tx: DbTransaction,
  lines: readonly StockLine[],
): Promise<StockShortfall[]> {
  const sizes = await lockProductSizes(
    tx,
    lines.map((line) => line.productId),
  );
  return [...unitsBySize(sizes, lines)].flatMap(([size, wanted]) =>
    size.stockLevel !== null && size.stockLevel < wanted
      ? [
          {
            sizeId: size.id,
            name: size.name,
            label: size.label,
            stockLevel: size.stockLevel,
            wanted,
          },
        ]
      : [],
  );
}

/**
 * Takes ordered units from tracked stock in `tx` (DESIGN §6, decision 013): locks the products,
 * lowers each tracked size's level by the line's quantity and applies the stock rule (0 → out of
 * stock), recording `cause` (decision 073). Untracked sizes and unknown products are left alone.
 * @throws Error when a level would go below 0 (the caller checks levels first, under the lock).
 */
export function takeStock(
  tx: DbTransaction,
  lines: readonly StockLine[],
  cause: StockCause,
  now = new Date(),
) {
  return moveStock(tx, lines, -1, cause, now);
}

/**
 * Gives units back to tracked stock in `tx`, e.g. of a cancelled order (decision 013, DESIGN §6):
 * locks the products, raises each tracked size's level by the line's quantity and applies the
 * stock rule, so a size out of stock at level 0 is in stock again, recording `cause` (decision
 * 073). Untracked sizes and products deleted since are left alone.
 */
export function returnStock(
  tx: DbTransaction,
  lines: readonly StockLine[],
  cause: StockCause,
  now = new Date(),
) {
  return moveStock(tx, lines, 1, cause, now);
}

/**
 * Takes ordered units from sizes whose products the caller has locked (lockProductSizes), from
 * the levels read under that lock (a checkout reads them to price its lines): the same change as
 * takeStock without reading the rows again. One entry per size.
 * @throws Error when a level would go below 0 (the caller checks levels first, under the lock).
 */
export async function takeLockedStock(
  tx: DbTransaction,
  lines: readonly { size: LockedSize; quantity: number }[],
  cause: StockCause,
  now = new Date(),
): Promise<void> {
  await setStockCause(tx, cause);
  for (const { size, quantity } of lines) {
    if (size.stockLevel !== null) await writeLevel(tx, size, size.stockLevel - quantity, now);
  }
}

async function moveStock(
  tx: DbTransaction,
  lines: readonly StockLine[],
  sign: 1 | -1,
  cause: StockCause,
  now: Date,
): Promise<void> {
  const sizes = await lockProductSizes(
    tx,
    lines.map((line) => line.productId),
  );
  await setStockCause(tx, cause);
  for (const [size, units] of unitsBySize(sizes, lines)) {
    if (size.stockLevel !== null) await writeLevel(tx, size, size.stockLevel + sign * units, now);
  }
}

/**
 * Sets the tracked level of `size`, whose product the caller has locked (lockProductSizes), to
 * `level` units with the stock rule's availability, and marks the product changed; its movement
 * is written with the cause last named (setStockCause).
 * @throws Error when `level` is below 0 (the caller checks first, under the lock).
 */
export async function writeLevel(tx: DbTransaction, size: LockedSize, level: number, now: Date) {
  if (level < 0) throw new Error(`Stock of size ${size.id} would go below 0`);
  await tx
    .update(productSize)
    .set(stockLevelChanges(level))
    .where(and(eq(productSize.id, size.id), eq(productSize.productId, size.productId)));
  await tx.update(product).set({ updatedAt: now }).where(eq(product.id, size.productId));
}
