import { and, eq, inArray } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type {
  AdminProduct,
  ProductCreateInput,
  ProductEditInput,
} from "#contracts/admin-product.ts";
import type { Db, DbTransaction } from "../../db/client";
import { Refusal } from "#server/http/refusal.ts";
import { product, productSize } from "../../db/schema";
import { perfumeFactColumns } from "./admin-perfume-facts";
import { replaceProductPhotos } from "./admin-product-photos";
import { saveProductSizes, skuTakenText } from "./admin-product-sizes";
import { newCatalogueId } from "./catalogue-id";
import { recordActivity, shopActor, type ActivityActor } from "#server/activity/record-activity.ts";
import { readProductTrailFields, recordProductEdit } from "#server/activity/product-trail.ts";
import { refuseUnofferedCategory } from "../categories/product-category";
import { adminProductColumns } from "../product-columns";
import {
  availabilityChanges,
  lockProductSizes,
  setStockCause,
  stockLevelChanges,
  type StockActor,
} from "../stock";

/**
 * Creates a product from the Add Product form (SPEC §3, §7 "Create product") with its sizes in
 * the order typed, each with its price and compare-at price (whole KSh), SKU and stock (a level
 * sets availability by the stock rule; a product added out of stock has every size out); its
 * photos in order, the first its primary (images POST /storage/upload stored: the caller checks
 * them with checkPhotosStored, decision 060). The database derives the listed price and availability
 * from the sizes (decision 040). Its perfume facts are written with it, new note names added to
 * the vocabulary in the same transaction (decision 057). Tracked levels are opening 'correction'
 * stock movements by `actor`, named too on the activity trail's 'product.created' entry
 * (decisions 073, 074). The shop shows it at once.
 * @returns the new product's id.
 * @throws Refusal 400 when a SKU typed is another size's already, the brand is unknown, or the
 * category is not one staff offer (decision 062).
 */
export async function createProduct(
  db: Db,
  input: ProductCreateInput,
  actor: ActivityActor = shopActor,
): Promise<string> {
  const id = newCatalogueId();
  const sizes = input.sizes.map((size, position) => ({
    ...size,
    id: newCatalogueId(),
    productId: id,
    position,
    inStock: input.inStock && size.stockLevel !== 0,
  }));
  await db.transaction(async (tx) => {
    const skus = sizes.flatMap((size) => (size.sku ? [size.sku] : []));
    const [taken] =
      skus.length === 0
        ? []
        : await tx
            .select({ sku: productSize.sku })
            .from(productSize)
            .where(inArray(productSize.sku, skus))
            .limit(1);
    if (taken?.sku) throw new Refusal(skuTakenText(taken.sku), 400);
    await refuseUnofferedCategory(tx, input.category);
    const facts = await perfumeFactColumns(tx, input);
    await tx.insert(product).values({
      ...facts,
      id,
      name: input.name,
      description: input.description,
      // The database sets the listing's price and availability from the sizes (decision 040).
      price: Math.min(...sizes.map((size) => size.price)),
      category: input.category,
      gender: input.gender,
      inStock: input.inStock,
      isBestSeller: input.isBestSeller,
    });
    await setStockCause(tx, { reason: "correction", actor, reference: "Opening level" });
    await tx.insert(productSize).values(sizes);
    await replaceProductPhotos(tx, id, input.photos);
    await recordActivity(tx, {
      actor,
      kind: "product.created",
      subjectType: "product",
      subjectId: id,
      summary: `${input.name} created`,
      after: {
        name: input.name,
        category: input.category,
        prices: Object.fromEntries(sizes.map((size) => [size.label, size.price])),
      },
    });
  });
  return id;
}

/**
 * Edit product (SPEC §2 Admin area): sets a product's name, description, category, gender,
 * best-seller mark, perfume facts, photos (checked by the caller with checkPhotosStored) and —
 * when given — its sizes on sale in one transaction, new note names added to the vocabulary
 * with it (decisions 057 and 060); sizes as saveProductSizes saves them
 * (docs/decisions/061-product-life-cycle.md). The shop shows the change at once (the
 * catalog_changed trigger, decision 027). Levels changed are 'correction' stock movements by
 * `actor`, and what changed goes on the activity trail as theirs (server/activity/product-trail.ts;
 * decisions 073, 074).
 * @returns whether there is such a product.
 * @throws Refusal 400 when the brand is unknown, a SKU is taken, or the category is neither the
 * product's own nor one staff offer (decision 062); 409 when the sizes were changed elsewhere
 * meanwhile.
 */
export async function updateProduct(
  db: Db,
  productId: string,
  { sizes, ...input }: ProductEditInput,
  actor: ActivityActor = shopActor,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ category: product.category })
      .from(product)
      .where(eq(product.id, productId))
      .for("update");
    const before = found && (await readProductTrailFields(tx, productId));
    if (!before) return false;
    await refuseUnofferedCategory(tx, input.category, before.category);
    const facts = await perfumeFactColumns(tx, input);
    await tx
      .update(product)
      .set({
        ...facts,
        name: input.name,
        description: input.description,
        category: input.category,
        gender: input.gender,
        isBestSeller: input.isBestSeller,
        updatedAt: now,
      })
      .where(eq(product.id, productId));
    await replaceProductPhotos(tx, productId, input.photos);
    if (sizes) {
      await setStockCause(tx, { reason: "correction", actor });
      await saveProductSizes(tx, productId, sizes, now);
    }
    await recordProductEdit(tx, actor, productId, before);
    return true;
  });
}

/** The product `id` as the admin lists show it, or undefined when there is none. */
async function readAdminProduct(tx: DbTransaction, id: string): Promise<AdminProduct | undefined> {
  const [row] = await tx.select(adminProductColumns).from(product).where(eq(product.id, id));
  return row;
}

/**
 * Applies `changes` to the sizes of product `productId` picked by `sizeId` (all of them when
 * undefined), under the product's lock (server/catalog/stock.ts), and marks the product changed;
 * a level changed is a 'correction' stock movement by `actor` (decision 073).
 * @returns the product as it now is; undefined when there is no such product or size.
 */
async function updateSizes(
  db: Db,
  productId: string,
  sizeId: string | undefined,
  changes: PgUpdateSetSource<typeof productSize>,
  actor: StockActor | null,
): Promise<AdminProduct | undefined> {
  return db.transaction(async (tx) => {
    const sizes = await lockProductSizes(tx, [productId]);
    if (sizes.length === 0 || (sizeId && !sizes.some((size) => size.id === sizeId))) return;
    await setStockCause(tx, { reason: "correction", actor });
    const ofProduct = eq(productSize.productId, productId);
    await tx
      .update(productSize)
      .set(changes)
      .where(sizeId ? and(ofProduct, eq(productSize.id, sizeId)) : ofProduct);
    await tx.update(product).set({ updatedAt: new Date() }).where(eq(product.id, productId));
    return readAdminProduct(tx, productId);
  });
}

/** One size's inline edit: price and compare-at price in whole KSh (null = not on sale), stock level. */
export interface SizeEdit {
  price: number;
  compareAtPrice: number | null;
  stockLevel: number | null;
}

/**
 * Sets one size's price, compare-at price (whole KSh; the caller has checked it is above the
 * price) and stock level (SPEC §2 Update Products inline edit). A level also sets availability
 * by the stock rule (server/catalog/stock.ts, DESIGN §6): above 0 in stock, 0 out of stock;
 * null stops tracking and leaves availability as it is.
 * @returns the product as it now is; undefined when there is no such product or size.
 */
export function updateSizePriceAndStock(
  db: Db,
  productId: string,
  sizeId: string,
  { price, compareAtPrice, stockLevel }: SizeEdit,
  actor: StockActor | null = null,
) {
  return updateSizes(
    db,
    productId,
    sizeId,
    { price, compareAtPrice, ...stockLevelChanges(stockLevel) },
    actor,
  );
}

/**
 * Marks one size, or every size of the product when `sizeId` is undefined, in or out of stock
 * (SPEC §2 'Mark In' / 'Mark Out'). Marking in a size whose tracked level is 0 stops tracking
 * it, since a level of 0 would still refuse orders.
 * @returns the product as it now is; undefined when there is no such product or size.
 */
export function updateProductStock(
  db: Db,
  productId: string,
  sizeId: string | undefined,
  inStock: boolean,
  actor: StockActor | null = null,
) {
  return updateSizes(db, productId, sizeId, availabilityChanges(inStock), actor);
}
