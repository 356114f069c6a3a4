import { asc, eq } from "drizzle-orm";
import type { DbTransaction } from "../db/client";
import { product, productSize } from "../db/schema";
import { changedFields, recordActivity, type ActivityActor } from "./record-activity";

/** What the trail compares of a product: its text fields, and each size's price by label (KSh). */
export interface ProductTrailFields extends Record<string, unknown> {
  name: string;
  category: string | null;
  gender: string | null;
  isBestSeller: boolean;
  description: string;
  prices: Record<string, number>;
}

/** Product `productId` as the trail compares it; undefined when there is none. */
export async function readProductTrailFields(
  tx: DbTransaction,
  productId: string,
): Promise<ProductTrailFields | undefined> {
  const [row] = await tx
    .select({
      name: product.name,
      category: product.category,
      gender: product.gender,
      isBestSeller: product.isBestSeller,
      description: product.description,
    })
    .from(product)
    .where(eq(product.id, productId));
  if (!row) return undefined;
  const sizes = await tx
    .select({ label: productSize.label, price: productSize.price })
    .from(productSize)
    .where(eq(productSize.productId, productId))
    .orderBy(asc(productSize.position));
  return { ...row, prices: Object.fromEntries(sizes.map((size) => [size.label, size.price])) };
}

/**
 * Records a product's edit on the trail (decision 074), comparing `before` with the product as
 * it now is in `tx`: a 'product.price' entry with each size's price before and after (KSh) when
 * a price changed, and a 'product.edited' entry with the other fields that changed. Nothing when
 * nothing changed.
 */
export async function recordProductEdit(
  tx: DbTransaction,
  actor: ActivityActor,
  productId: string,
  before: ProductTrailFields,
): Promise<void> {
  const after = await readProductTrailFields(tx, productId);
  if (!after) return;
  const { prices: pricesBefore, ...fieldsBefore } = before;
  const { prices: pricesAfter, ...fieldsAfter } = after;
  const prices = changedFields(pricesBefore, pricesAfter);
  const subject = { actor, subjectType: "product" as const, subjectId: productId };
  if (prices) {
    const sizes = Object.keys(prices.after)
      .map((label) => `${label} ${pricesBefore[label] ?? "new"} → ${pricesAfter[label]}`)
      .join(", ");
    await recordActivity(tx, {
      ...subject,
      kind: "product.price",
      summary: `${after.name}: price ${sizes} KSh`,
      ...prices,
    });
  }
  const fields = changedFields(fieldsBefore, fieldsAfter);
  if (fields) {
    await recordActivity(tx, {
      ...subject,
      kind: "product.edited",
      summary: `${after.name}: ${Object.keys(fields.after).join(", ")} changed`,
      ...fields,
    });
  }
}
