import { sql } from "drizzle-orm";
import type { ProductSize } from "#contracts/product.ts";
import type { AdminProductSize } from "#contracts/admin-product.ts";
import { product, productSize } from "../db/schema";

/**
 * A product's sizes as one JSON list in position order, read with its row (a subquery on
 * product_size's (product_id, position) index): `fields` names each key's column.
 */
function sizesOf<Size>(fields: Record<keyof Size, unknown>) {
  const pairs = sql.join(
    Object.entries(fields).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  // Qualified by hand: drizzle writes a one-table query's columns bare, and a bare "id" here
  // would be the size's own.
  return sql<Size[]>`(select coalesce(json_agg(json_build_object(${pairs})
    order by "product_size"."position"), '[]') from ${productSize}
    where "product_size"."product_id" = "product"."id")`;
}

const shopSizeFields = {
  id: productSize.id,
  label: productSize.label,
  price: productSize.price,
  compareAtPrice: productSize.compareAtPrice,
  sku: productSize.sku,
  inStock: productSize.inStock,
} satisfies Record<keyof ProductSize, unknown>;

/** The columns a product card needs, as ProductCard fields (contracts/product.ts). */
export const productCardColumns = {
  id: product.id,
  name: product.name,
  price: product.price,
  category: product.category,
  gender: product.gender,
  inStock: product.inStock,
  isBestSeller: product.isBestSeller,
  sizes: sizesOf<ProductSize>(shopSizeFields),
  image: product.imageUrl,
};

/** The columns the admin's lists need: a card's, each size with its SKU and stock level. */
export const adminProductColumns = {
  ...productCardColumns,
  sizes: sizesOf<AdminProductSize>({ ...shopSizeFields, stockLevel: productSize.stockLevel }),
};
