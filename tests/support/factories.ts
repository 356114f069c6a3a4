import { randomBytes } from "node:crypto";
import type { Db } from "#server/db/client.ts";
import { product } from "#server/db/schema.ts";

type ProductRow = typeof product.$inferInsert;

/** A product row with believable defaults; override what the test is about. */
export function makeProduct(overrides: Partial<ProductRow> = {}): ProductRow {
  const id = overrides.id ?? `t${randomBytes(5).toString("hex")}`;
  return {
    id,
    name: `Test Scent ${id}`,
    description: "A warm amber Eau de Parfum.",
    price: 2500,
    category: "Loris Perfumes",
    gender: "unisex",
    sizes: ["50ml"],
    imageUrl: `/media/products/${id}-800.webp`,
    ...overrides,
  };
}

/** Inserts products made by makeProduct and returns them. */
export async function insertProducts(db: Db, rows: Partial<ProductRow>[]): Promise<ProductRow[]> {
  const products = rows.map(makeProduct);
  if (products.length > 0) await db.insert(product).values(products);
  return products;
}
