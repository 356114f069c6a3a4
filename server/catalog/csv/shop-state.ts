import { inArray } from "drizzle-orm";
import type { ProductPhoto } from "#contracts/product-photos.ts";
import type { DbTransaction } from "#server/db/client.ts";
import { brand } from "#server/db/perfume-schema.ts";
import { product, productSize } from "#server/db/schema.ts";
import { listPickCategoryNames } from "../categories/category-admin-queries";
import { productFactColumns, productPhotos } from "../product-columns";
import { lockProductSizes, readProductSizes, type LockedSize } from "../stock";
import type { RowGroup } from "./row-groups";

/** Ids or SKUs per query: well under either database's bound on parameters. */
const perQuery = 1_000;

function chunks<T>(items: readonly T[]): T[][] {
  const all: T[][] = [];
  for (let start = 0; start < items.length; start += perQuery) {
    all.push(items.slice(start, start + perQuery));
  }
  return all;
}

/** A product of the shop as the import compares it with its rows. */
export type ShopProduct = Pick<typeof product.$inferSelect, keyof typeof productFactColumns>;

/** What the shop has that an import's rows name: products by id, their sizes, SKUs' owners, brands. */
export interface ShopState {
  products: Map<string, ShopProduct>;
  sizes: Map<string, LockedSize[]>;
  skuOwners: Map<string, string>;
  /** The photos of the products named, in order (decision 060). */
  photos: Map<string, ProductPhoto[]>;
  /** The ids of the products named that are archived (decision 061): an import refuses them. */
  archived: Set<string>;
  brands: { id: string; name: string; slug: string }[];
  /** The categories staff offer for products (decision 062), read once an import. */
  categories: Set<string>;
}

/**
 * Reads, within the import's transaction, the products the groups name — by handle (a product's
 * id) or by one of their SKUs — when `lock` (Confirm) locking them first in id order like every
 * writer of sizes (decision 040's lockProductSizes; a preview takes no lock), with their sizes on sale (decision 061) and photos, which are archived; the SKUs' owners; every brand; the
 * categories offered for products.
 */
export async function readShopState(
  tx: DbTransaction,
  groups: readonly RowGroup[],
  { lock }: { lock: boolean },
): Promise<ShopState> {
  const skus = groups.flatMap((group) => group.rows.flatMap((row) => row.size.sku ?? []));
  const skuOwners = new Map<string, string>();
  for (const part of chunks(skus)) {
    const owned = await tx
      .select({ sku: productSize.sku, productId: productSize.productId })
      .from(productSize)
      .where(inArray(productSize.sku, part));
    for (const { sku, productId } of owned) if (sku) skuOwners.set(sku, productId);
  }
  const ids = [...new Set([...groups.map((group) => group.handle), ...skuOwners.values()])].sort();
  const products = new Map<string, ShopProduct>();
  const sizes = new Map<string, LockedSize[]>();
  const archived = new Set<string>();
  const photos = new Map<string, ProductPhoto[]>();
  for (const part of chunks(ids)) {
    const read = lock ? lockProductSizes(tx, part) : readProductSizes(tx, part);
    for (const size of await read) {
      if (size.isArchived) continue;
      sizes.set(size.productId, [...(sizes.get(size.productId) ?? []), size]);
    }
    const rows = await tx
      .select({ ...productFactColumns, photos: productPhotos, archivedAt: product.archivedAt })
      .from(product)
      .where(inArray(product.id, part));
    for (const { archivedAt, photos: own, ...row } of rows) {
      products.set(row.id, row);
      photos.set(row.id, own);
      if (archivedAt) archived.add(row.id);
    }
  }
  const brands = await tx.select({ id: brand.id, name: brand.name, slug: brand.slug }).from(brand);
  const categories = new Set(await listPickCategoryNames(tx));
  return { products, sizes, photos, skuOwners, archived, brands, categories };
}
