import { asc, count, eq, getTableColumns, sql } from "drizzle-orm";
import type { ProductFormChoices } from "#contracts/admin-product.ts";
import type { PerfumeFactValues } from "#contracts/perfume-form-texts.ts";
import { listPickCategoryNames } from "../categories/category-admin-queries";
import type { DbExecutor } from "#server/db/client.ts";
import { noteNames } from "../note-names";
import { productFactColumns, productPhotos } from "../product-columns";
import { brand, note } from "#server/db/perfume-schema.ts";
import { orderItem } from "#server/db/order-schema.ts";
import { product } from "#server/db/schema.ts";

/**
 * What the product form offers: the brands (A–Z) and note names (A–Z, decision 057), and the
 * categories staff offer for products in the shop's order, `currentCategory` first when it is
 * a product's own but no longer offered (decision 062).
 */
export async function productFormChoices(
  db: DbExecutor,
  currentCategory?: string,
): Promise<ProductFormChoices> {
  const [brands, notes, categories] = await Promise.all([
    db.select({ id: brand.id, name: brand.name }).from(brand).orderBy(asc(brand.name)),
    db.select({ name: note.name }).from(note).orderBy(asc(note.name)),
    listPickCategoryNames(db),
  ]);
  const kept = currentCategory && !categories.includes(currentCategory) ? [currentCategory] : [];
  return { brands, noteNames: notes.map((row) => row.name), categories: [...kept, ...categories] };
}

/**
 * A product as Edit product shows it (SPEC §2 Admin area): its text, category, gender,
 * best-seller mark and perfume facts as the form's values, each layer's notes as their names
 * comma-separated in the order staff gave them, its photos in order (decision 060), when it
 * last changed, when it was archived (null while sold) and whether an order names it
 * (docs/decisions/061-product-life-cycle.md); undefined when there is no such product.
 */
export async function productEditValues(db: DbExecutor, productId: string) {
  const [row] = await db
    .select({
      ...productFactColumns,
      photos: productPhotos,
      updatedAt: product.updatedAt,
      archivedAt: product.archivedAt,
      // Qualified by hand: drizzle writes a one-table query's columns bare.
      isSold: sql<boolean>`exists (select 1 from ${orderItem} where "order_item"."product_id" = "product"."id")`,
    })
    .from(product)
    .where(eq(product.id, productId));
  if (!row) return undefined;
  const slugs = [...row.topNotes, ...row.heartNotes, ...row.baseNotes];
  const names = await noteNames(db, slugs);
  const named = (layer: string[]) => layer.map((slug) => names.get(slug) ?? slug).join(", ");
  const facts: PerfumeFactValues = {
    brandId: row.brandId ?? "",
    concentration: row.concentration ?? "",
    families: row.families,
    topNotes: named(row.topNotes),
    heartNotes: named(row.heartNotes),
    baseNotes: named(row.baseNotes),
  };
  const { id, name, description, category, gender, isBestSeller, photos } = row;
  const { updatedAt, archivedAt, isSold } = row;
  return {
    id,
    photos,
    name,
    description,
    category: category ?? "",
    gender,
    isBestSeller,
    updatedAt,
    archivedAt,
    isSold,
    facts,
  };
}

/** Admin → Brands (SPEC §2 Admin area): every brand A–Z with how many products have it. */
export async function listBrandsWithCounts(db: DbExecutor) {
  return db
    .select({ ...getTableColumns(brand), productCount: count(product.id) })
    .from(brand)
    .leftJoin(product, eq(product.brandId, brand.id))
    .groupBy(brand.id)
    .orderBy(asc(brand.name));
}
