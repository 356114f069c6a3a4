import { asc, count, eq, getTableColumns } from "drizzle-orm";
import type { PerfumeFactChoices, PerfumeFactValues } from "#contracts/perfume-form-texts.ts";
import type { DbExecutor } from "#server/db/client.ts";
import { noteNames } from "../note-names";
import { productPhotos } from "../product-columns";
import { brand, note } from "#server/db/perfume-schema.ts";
import { product } from "#server/db/schema.ts";

/** The brands (A–Z) and note names (A–Z) the product form offers (decision 057). */
export async function perfumeFactChoices(db: DbExecutor): Promise<PerfumeFactChoices> {
  const [brands, notes] = await Promise.all([
    db.select({ id: brand.id, name: brand.name }).from(brand).orderBy(asc(brand.name)),
    db.select({ name: note.name }).from(note).orderBy(asc(note.name)),
  ]);
  return { brands, noteNames: notes.map((row) => row.name) };
}

/**
 * A product as Edit product shows it (SPEC §2 Admin area): its text, category, gender,
 * best-seller mark and perfume facts as the form's values, each layer's notes as their names
 * comma-separated in the order staff gave them, its photos in order (decision 060), and when it
 * last changed; undefined when there is no such product.
 */
export async function productEditValues(db: DbExecutor, productId: string) {
  const [row] = await db
    .select({
      id: product.id,
      name: product.name,
      description: product.description,
      category: product.category,
      gender: product.gender,
      isBestSeller: product.isBestSeller,
      brandId: product.brandId,
      concentration: product.concentration,
      families: product.families,
      topNotes: product.topNotes,
      heartNotes: product.heartNotes,
      baseNotes: product.baseNotes,
      photos: productPhotos,
      updatedAt: product.updatedAt,
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
  const { id, name, description, category, gender, isBestSeller, photos, updatedAt } = row;
  return {
    id,
    photos,
    name,
    description,
    category: category ?? "",
    gender,
    isBestSeller,
    updatedAt,
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
