import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { recordActivity, shopActor, type ActivityActor } from "#server/activity/record-activity.ts";
import { productLifeCycleTexts } from "#contracts/product-life-cycle.ts";
import type { Db, DbExecutor } from "#server/db/client.ts";
import { orderItem } from "#server/db/order-schema.ts";
import { product } from "#server/db/schema.ts";
import { Refusal } from "#server/http/refusal.ts";

/** The ids among `productIds` that an order line names (order_item_product_idx). */
export async function soldProductIds(db: DbExecutor, productIds: readonly string[]) {
  if (productIds.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ id: orderItem.productId })
    .from(orderItem)
    .where(inArray(orderItem.productId, [...productIds]));
  return new Set(rows.map((row) => row.id));
}

/**
 * Archives product `productId` (docs/decisions/061-product-life-cycle.md): hidden from every
 * shopper's read at once (the catalog_changed trigger clears cached pages), kept with its sizes
 * for past orders; archiving it again keeps the first date.
 * @returns whether there is such a product.
 */
export async function archiveProduct(db: Db, productId: string, now = new Date()) {
  const rows = await db
    .update(product)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(eq(product.id, productId), isNull(product.archivedAt)))
    .returning({ id: product.id });
  return rows.length > 0 || (await hasProduct(db, productId));
}

/**
 * Restores archived product `productId` to the shop (decision 061), as it was archived.
 * @returns whether there is such a product.
 */
export async function restoreProduct(db: Db, productId: string, now = new Date()) {
  const rows = await db
    .update(product)
    .set({ archivedAt: null, updatedAt: now })
    .where(and(eq(product.id, productId), isNotNull(product.archivedAt)))
    .returning({ id: product.id });
  return rows.length > 0 || (await hasProduct(db, productId));
}

/**
 * Deletes product `productId` with its sizes (and the cart lines naming them) when no order
 * names it (decision 061), with a 'product.deleted' entry on the activity trail as `actor`'s
 * (decision 074).
 * @returns whether there was such a product.
 * @throws Refusal 409 when an order names it: archive it instead.
 */
export async function deleteProduct(
  db: Db,
  productId: string,
  actor: ActivityActor = shopActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: product.id, name: product.name })
      .from(product)
      .where(eq(product.id, productId))
      .for("update");
    if (!found) return false;
    if ((await soldProductIds(tx, [productId])).size > 0) {
      throw new Refusal(productLifeCycleTexts.deleteSold, 409);
    }
    await tx.delete(product).where(eq(product.id, productId));
    await recordActivity(tx, {
      actor,
      kind: "product.deleted",
      subjectType: "product",
      subjectId: productId,
      summary: `${found.name} deleted`,
      before: { name: found.name },
    });
    return true;
  });
}

async function hasProduct(db: DbExecutor, productId: string): Promise<boolean> {
  const [row] = await db.select({ id: product.id }).from(product).where(eq(product.id, productId));
  return row !== undefined;
}
