import { and, count, eq, inArray, isNull, notExists } from "drizzle-orm";
import type { Db, DbExecutor } from "#server/db/client.ts";
import { brand } from "#server/db/perfume-schema.ts";
import { product } from "#server/db/schema.ts";
import { demoProducts } from "#server/db/seed/demo-catalogue.ts";
import { demoBrandRows } from "#server/db/seed/seed-demo.ts";
import { soldProductIds } from "./product-life-cycle";

// Demo products and brands are known by their fixed ids (docs/decisions/061-product-life-cycle.md).
const demoProductIds = demoProducts.map((demo) => demo.id);
const demoBrandIds = demoBrandRows().map((row) => row.id);

/** How many demo products the shop still shows (decision 061): what removing them would take. */
export async function countDemoProducts(db: DbExecutor): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(product)
    .where(and(inArray(product.id, demoProductIds), isNull(product.archivedAt)));
  return row?.total ?? 0;
}

/** What a removal of the demo catalogue did: products deleted and archived, brands deleted. */
export interface DemoRemoval {
  deleted: number;
  archived: number;
  brandsDeleted: number;
}

/**
 * Removes the demo catalogue in one transaction (decision 061): demo products no order names are
 * deleted with their sizes, those sold are archived (past orders still read them), then demo
 * brands no product names any more are deleted. Staff's own products and brands are left as they
 * are; running it again does nothing. Shops clear their cached pages on the catalog_changed
 * notification (decision 027).
 */
export async function removeDemoCatalogue(db: Db, now = new Date()): Promise<DemoRemoval> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: product.id })
      .from(product)
      .where(and(inArray(product.id, demoProductIds), isNull(product.archivedAt)))
      .orderBy(product.id)
      .for("update");
    const ids = found.map((row) => row.id);
    const sold = await soldProductIds(tx, ids);
    const unsold = ids.filter((id) => !sold.has(id));
    if (unsold.length > 0) await tx.delete(product).where(inArray(product.id, unsold));
    if (sold.size > 0) {
      await tx
        .update(product)
        .set({ archivedAt: now, updatedAt: now })
        .where(inArray(product.id, [...sold]));
    }
    const brandsDeleted = await tx
      .delete(brand)
      .where(
        and(
          inArray(brand.id, demoBrandIds),
          notExists(
            tx.select({ id: product.id }).from(product).where(eq(product.brandId, brand.id)),
          ),
        ),
      )
      .returning({ id: brand.id });
    return { deleted: unsold.length, archived: sold.size, brandsDeleted: brandsDeleted.length };
  });
}
