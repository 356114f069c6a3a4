import { randomBytes } from "node:crypto";
import type { Db } from "#server/db/client.ts";
import { category, product, productSize } from "#server/db/schema.ts";
import { categoryRows } from "#server/db/seed/seed-demo.ts";

type ProductRow = typeof product.$inferInsert;
type SizeRow = typeof productSize.$inferInsert;

/** A size as a test names it: its label, or the columns it is about (label, price, stock …). */
export type SizeSpec =
  string | (Partial<Omit<SizeRow, "productId" | "position">> & { label: string });

/**
 * A product as a test describes it: product columns, its sizes (default one, '50ml', at the
 * product's price), and the first size's SKU and stock level; `inStock` applies to every size.
 */
export type ProductSpec = Partial<ProductRow> & {
  sizes?: SizeSpec[];
  sku?: string | null;
  stockLevel?: number | null;
};

/** The id the factories give a product's size at `position` (0 = the first typed). */
export const sizeIdOf = (productId: string, position = 0) => `${productId}-s${position}`;

/** A product row and its size rows with believable defaults; override what the test is about. */
export function makeProduct(spec: ProductSpec = {}): { row: ProductRow; sizes: SizeRow[] } {
  const { sizes = ["50ml"], sku = null, stockLevel = null, ...overrides } = spec;
  const id = overrides.id ?? `t${randomBytes(5).toString("hex")}`;
  const row: ProductRow = {
    id,
    name: `Test Scent ${id}`,
    description: "A warm amber Eau de Parfum.",
    price: 2500,
    category: "Loris Perfumes",
    gender: "unisex",
    imageUrl: `/media/products/${id}-800.webp`,
    ...overrides,
  };
  const inStock = row.inStock ?? true;
  const sizeRows = sizes.map((size, position): SizeRow => {
    const own = typeof size === "string" ? { label: size } : size;
    const first = position === 0 ? { sku, stockLevel } : {};
    return {
      id: sizeIdOf(id, position),
      productId: id,
      position,
      price: row.price,
      inStock: first.stockLevel === 0 ? false : inStock,
      ...first,
      ...own,
    };
  });
  return { row, sizes: sizeRows };
}

/**
 * Inserts products made by makeProduct and returns their rows; the database derives each one's
 * listed price and availability from its sizes (migration 0018).
 */
export async function insertProducts(db: Db, specs: ProductSpec[]): Promise<ProductRow[]> {
  const made = specs.map(makeProduct);
  if (made.length > 0) {
    await db.transaction(async (tx) => {
      await tx.insert(product).values(made.map((item) => item.row));
      await tx.insert(productSize).values(made.flatMap((item) => item.sizes));
    });
  }
  return made.map((item) => item.row);
}

/** SPEC §2/§3's categories as a new shop starts with them (the demo seed's rows). */
export async function insertDefaultCategories(db: Db): Promise<void> {
  await db.insert(category).values(categoryRows());
}
