import { eq } from "drizzle-orm";
import { factSlug } from "#contracts/perfume.ts";
import type { DbTransaction } from "#server/db/client.ts";
import { note } from "#server/db/perfume-schema.ts";
import { product, productSize } from "#server/db/schema.ts";
import { replaceProductPhotos } from "../admin/admin-product-photos";
import { newCatalogueId } from "../admin/catalogue-id";
import { stockLevelChanges } from "../stock";
import type { ProductWrite, SizeWrite } from "./import-plan";

/** Rows per insert: under either database's bound on a statement's parameters. */
const rowsPerInsert = 500;

async function insertAll<T>(items: readonly T[], insert: (part: T[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += rowsPerInsert) {
    await insert(items.slice(start, start + rowsPerInsert));
  }
}

/** A new size's row: in stock unless its tracked level is 0 (DESIGN §6's stock rule). */
const newSizeRow = (productId: string, { position, cells }: SizeWrite) => ({
  ...cells,
  id: newCatalogueId(),
  productId,
  position,
  inStock: cells.stockLevel !== 0,
});

/**
 * Writes a valid import's plan within `tx` (decision 063): note names new to the vocabulary,
 * new products with their sizes, the photos listed (replaceProductPhotos, decision 060: the
 * first is the primary, product.image_url follows), then the changed products' columns and sizes (a level sets
 * availability by the stock rule, a blank one stops tracking). Nothing when nothing changes: a
 * note insert finding every name tells every process all the same. The database derives each product's listing from its sizes
 * (decision 040) and tells every process once, at commit (catalog_changed, decision 027).
 */
export async function writeImportPlan(tx: DbTransaction, writes: readonly ProductWrite[]) {
  if (writes.length === 0) return;
  const names = new Map(writes.flatMap((w) => w.noteNames.map((name) => [factSlug(name), name])));
  await insertAll([...names], (part) =>
    tx
      .insert(note)
      .values(part.map(([slug, name]) => ({ slug, name })))
      .onConflictDoNothing(),
  );
  const created = writes
    .filter((w) => w.productId === undefined)
    .map((w) => ({ ...w, productId: newCatalogueId() }));
  await insertAll(created, (part) =>
    tx.insert(product).values(
      part.map(({ productId, columns, sizes }) => ({
        ...columns,
        id: productId,
        // The database sets the listing's price and availability from the sizes (decision 040).
        price: Math.min(...sizes.map((size) => size.cells.price)),
      })),
    ),
  );
  const newSizes = writes.flatMap(({ productId, sizes }) =>
    productId === undefined
      ? []
      : sizes.filter((s) => !s.sizeId).map((s) => newSizeRow(productId, s)),
  );
  newSizes.push(
    ...created.flatMap(({ productId, sizes }) => sizes.map((s) => newSizeRow(productId, s))),
  );
  await insertAll(newSizes, (part) => tx.insert(productSize).values(part));
  for (const { productId, photos } of [...writes, ...created]) {
    if (productId !== undefined && photos) await replaceProductPhotos(tx, productId, photos);
  }
  for (const { productId, columns, isChanged, photos, sizes } of writes) {
    if (productId === undefined) continue;
    for (const { sizeId, cells } of sizes) {
      if (!sizeId) continue;
      const { stockLevel, ...rest } = cells;
      await tx
        .update(productSize)
        .set({ ...rest, ...stockLevelChanges(stockLevel) })
        .where(eq(productSize.id, sizeId));
    }
    if (isChanged || photos || sizes.length > 0) {
      await tx
        .update(product)
        .set({ ...(isChanged ? columns : {}), updatedAt: new Date() })
        .where(eq(product.id, productId));
    }
  }
}
