import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { AdminProduct, ProductCreateInput } from "#contracts/admin-product.ts";
import type { Db } from "../db/client";
import { product } from "../db/schema";
import { productCardColumns } from "./product-columns";
import { availabilityChanges, stockLevelChanges } from "./stock";

const adminProductColumns = { ...productCardColumns, stockLevel: product.stockLevel };

/** A short URL-safe product id (DESIGN §5): 10 lower-case letters and digits. */
function newProductId(): string {
  const alphabet = "0123456789abcdefghijklmnopqrstuvwxyz";
  return Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join("");
}

/**
 * Creates a product from the Add Product form (SPEC §3, §7 "Create product"): price in whole
 * KSh, sizes as labels, the image POST /storage/upload stored. The shop shows it at once.
 * @returns the new product's id.
 */
export async function createProduct(db: Db, input: ProductCreateInput): Promise<string> {
  const id = newProductId();
  await db.insert(product).values({
    id,
    name: input.name,
    description: input.description,
    price: input.price,
    category: input.category,
    gender: input.gender,
    inStock: input.inStock,
    isBestSeller: input.isBestSeller,
    sizes: input.sizes,
    imageUrl: input.imageUrl,
    imageFileName: input.imageUrl.split("/").at(-1),
  });
  return id;
}

/** Applies `changes` to one product; the product as it now is, or undefined when none has `id`. */
async function updateProduct(
  db: Db,
  id: string,
  changes: PgUpdateSetSource<typeof product>,
): Promise<AdminProduct | undefined> {
  const [row] = await db
    .update(product)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(product.id, id))
    .returning(adminProductColumns);
  return row;
}

/**
 * Sets a product's price (whole KSh) and stock level (SPEC §2 Update Products inline edit). A
 * level also sets availability by the stock rule (server/catalog/stock.ts, DESIGN §6): above 0
 * in stock, 0 out of stock; null stops tracking and leaves availability as it is.
 */
export function updateProductPriceAndStock(
  db: Db,
  id: string,
  { price, stockLevel }: { price: number; stockLevel: number | null },
) {
  return updateProduct(db, id, { price, ...stockLevelChanges(stockLevel) });
}

/**
 * Marks a product in or out of stock (SPEC §2 'Mark In' / 'Mark Out'). Marking in a product
 * whose tracked level is 0 stops tracking it, since a level of 0 would still refuse orders.
 */
export function updateProductStock(db: Db, id: string, inStock: boolean) {
  return updateProduct(db, id, availabilityChanges(inStock));
}
