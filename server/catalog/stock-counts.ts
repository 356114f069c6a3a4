import type { StockReceipt, StockTake } from "#contracts/stock-forms.ts";
import { stockTexts } from "#contracts/stock-forms.ts";
import type { Db, DbTransaction } from "#server/db/client.ts";
import { Refusal } from "#server/http/refusal.ts";
import {
  lockProductSizes,
  setStockCause,
  writeLevel,
  type LockedSize,
  type StockActor,
} from "./stock";

/**
 * The sizes on sale of product `productId`, locked (lockProductSizes), each line's size found
 * among them.
 * @throws Refusal 400 when two lines name one size; 404 when there is no such product; 409 when a
 *   line names a size it does not sell (archived or removed meanwhile).
 */
async function lockLineSizes<Line extends { sizeId: string }>(
  tx: DbTransaction,
  productId: string,
  lines: readonly Line[],
): Promise<{ line: Line; size: LockedSize }[]> {
  if (new Set(lines.map((line) => line.sizeId)).size < lines.length) {
    throw new Refusal(stockTexts.sizeTwice, 400);
  }
  const sizes = await lockProductSizes(tx, [productId]);
  if (sizes.length === 0) throw new Refusal(stockTexts.productNotFound, 404);
  return lines.map((line) => {
    const size = sizes.find((own) => own.id === line.sizeId && !own.isArchived);
    if (!size) throw new Refusal(stockTexts.sizeGone, 409);
    return { line, size };
  });
}

/**
 * Receive stock (docs/decisions/073-stock-movements.md): adds each line's units to its size of
 * product `productId`, under the product's lock, as one 'received' movement per size by `actor`
 * with the line's unit cost (whole KSh) and the receipt's reference. A size not tracked starts
 * being counted from the units received. The stock rule puts a size at level 0 back in stock,
 * which marks its back-in-stock requests due (migration 0035's trigger).
 * @returns the units received in all.
 * @throws Refusal as lockLineSizes refuses (nothing written).
 */
export async function receiveStock(
  db: Db,
  productId: string,
  { lines, reference }: Pick<StockReceipt, "lines" | "reference">,
  actor: StockActor,
  now = new Date(),
): Promise<number> {
  const received = lines.flatMap(({ sizeId, quantity, unitCost }) =>
    quantity === null ? [] : [{ sizeId, quantity, unitCost }],
  );
  return db.transaction(async (tx) => {
    for (const { line, size } of await lockLineSizes(tx, productId, received)) {
      const { quantity, unitCost } = line;
      await setStockCause(tx, { reason: "received", actor, reference, unitCost });
      await writeLevel(tx, size, (size.stockLevel ?? 0) + quantity, now);
    }
    return received.reduce((units, line) => units + line.quantity, 0);
  });
}

/**
 * Stock take (decision 073): sets each counted size of product `productId` to the units counted,
 * under the product's lock, the difference from the level kept recorded as a 'stock_take'
 * movement by `actor` — a shortfall as 'damaged' when `damaged` says it was damaged or lost. A
 * count equal to the level records nothing; a size not tracked starts being counted.
 * @returns how many sizes' levels changed.
 * @throws Refusal as lockLineSizes refuses (nothing written).
 */
export async function takeStockCount(
  db: Db,
  productId: string,
  { lines, damaged, reference }: Pick<StockTake, "lines" | "damaged" | "reference">,
  actor: StockActor,
  now = new Date(),
): Promise<number> {
  const counted = lines.flatMap(({ sizeId, counted }) =>
    counted === null ? [] : [{ sizeId, counted }],
  );
  return db.transaction(async (tx) => {
    let changed = 0;
    for (const { line, size } of await lockLineSizes(tx, productId, counted)) {
      if (size.stockLevel === line.counted) continue;
      const isLoss = line.counted < (size.stockLevel ?? 0);
      const reason = isLoss && damaged ? "damaged" : "stock_take";
      await setStockCause(tx, { reason, actor, reference });
      await writeLevel(tx, size, line.counted, now);
      changed += 1;
    }
    return changed;
  });
}
