import { and, eq, inArray, isNotNull, notInArray } from "drizzle-orm";
import { sizeListTexts } from "#contracts/product-form-texts.ts";
import type { ListedSizeInput } from "#contracts/size-list.ts";
import type { DbTransaction } from "#server/db/client.ts";
import { orderItem } from "#server/db/order-schema.ts";
import { productSize } from "#server/db/schema.ts";
import { Refusal } from "#server/http/refusal.ts";
import { lockProductSizes, stockLevelChanges } from "../stock";
import { newCatalogueId } from "./catalogue-id";

/** What the admin reads when a SKU typed is another size's already. */
export const skuTakenText = (sku: string) => `SKU ${sku} is already used by another product`;

/** The ids among `sizeIds` that an order line names (order_item_size_idx). */
export async function soldSizeIds(tx: DbTransaction, sizeIds: readonly string[]) {
  if (sizeIds.length === 0) return new Set<string>();
  const rows = await tx
    .selectDistinct({ id: orderItem.sizeId })
    .from(orderItem)
    .where(inArray(orderItem.sizeId, [...sizeIds]));
  return new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
}

/**
 * Refuses a SKU of `sizes` that a size outside `ownIds` holds (sold or archived ones too: the
 * SKU index is the whole catalogue's).
 * @throws Refusal 400 naming the SKU, marked on its field `sizes[i].sku`.
 */
async function refuseTakenSkus(
  tx: DbTransaction,
  sizes: readonly ListedSizeInput[],
  ownIds: string[],
) {
  const skus = sizes.flatMap((size) => (size.sku ? [size.sku] : []));
  if (skus.length === 0) return;
  const [taken] = await tx
    .select({ sku: productSize.sku })
    .from(productSize)
    .where(
      and(
        inArray(productSize.sku, skus),
        ownIds.length > 0 ? notInArray(productSize.id, ownIds) : undefined,
      ),
    )
    .limit(1);
  if (!taken?.sku) return;
  const position = sizes.findIndex((size) => size.sku === taken.sku);
  throw new Refusal(skuTakenText(taken.sku), 400, { field: `sizes[${position}].sku` });
}

/**
 * Saves product `productId`'s sizes on sale as Edit product lists them
 * (docs/decisions/061-product-life-cycle.md), in `tx` under the product's lock: each size's
 * label, price and compare-at price (whole KSh), SKU and stock level (a level sets availability
 * by the stock rule, server/catalog/stock.ts), positions 0…n-1 in the order given, new ones
 * (`id` null) added; a size left out is deleted when no order names it, else archived so past
 * orders still read it. The database keeps the product's listing from the sizes on sale
 * (migration 0031).
 * @throws Refusal 409 when a size named is not one the product sells (changed elsewhere); 400
 * when a SKU is another size's already.
 */
export async function saveProductSizes(
  tx: DbTransaction,
  productId: string,
  sizes: readonly ListedSizeInput[],
  now: Date,
): Promise<void> {
  const current = (await lockProductSizes(tx, [productId])).filter((size) => !size.isArchived);
  const currentIds = new Set(current.map((size) => size.id));
  const keptIds = sizes.flatMap((size) => (size.id ? [size.id] : []));
  if (keptIds.some((id) => !currentIds.has(id)) || new Set(keptIds).size < keptIds.length) {
    throw new Refusal(sizeListTexts.changedElsewhere, 409);
  }
  const left = [...currentIds].filter((id) => !keptIds.includes(id));
  const sold = await soldSizeIds(tx, left);
  const unsold = left.filter((id) => !sold.has(id));
  if (unsold.length > 0) await tx.delete(productSize).where(inArray(productSize.id, unsold));
  if (sold.size > 0) {
    await tx
      .update(productSize)
      .set({ archivedAt: now, sku: null })
      .where(inArray(productSize.id, [...sold]));
  }
  await refuseTakenSkus(tx, sizes, keptIds);
  // Labels and SKUs may trade places between sizes: the unique indexes check row by row, so
  // every kept size first lets go of both.
  if (keptIds.length > 0) {
    await tx
      .update(productSize)
      .set({ sku: null })
      .where(and(inArray(productSize.id, keptIds), isNotNull(productSize.sku)));
    for (const [index, id] of keptIds.entries()) {
      await tx
        .update(productSize)
        .set({ label: `~${index}` })
        .where(eq(productSize.id, id));
    }
  }
  for (const [position, { id, ...size }] of sizes.entries()) {
    const columns = { ...size, position, ...stockLevelChanges(size.stockLevel) };
    if (id) await tx.update(productSize).set(columns).where(eq(productSize.id, id));
    else await tx.insert(productSize).values({ ...columns, id: newCatalogueId(), productId });
  }
}
