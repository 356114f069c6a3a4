import { inArray } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { productSize } from "#server/db/schema.ts";
import { sizeIdOf } from "./factories";

/** The stock columns (level, availability) of the sizes `sizeIds`, by size id. */
export async function sizeStockOf(db: Db, ...sizeIds: string[]) {
  const rows = await db
    .select({
      id: productSize.id,
      stockLevel: productSize.stockLevel,
      inStock: productSize.inStock,
    })
    .from(productSize)
    .where(inArray(productSize.id, sizeIds));
  return Object.fromEntries(rows.map(({ id, ...stock }) => [id, stock]));
}

/** The stock columns of the first size of each of the products `ids` (makeProduct's), by product id. */
export async function stockOf(db: Db, ...ids: string[]) {
  const bySize = await sizeStockOf(db, ...ids.map((id) => sizeIdOf(id)));
  return Object.fromEntries(
    ids.flatMap((id) => (bySize[sizeIdOf(id)] ? [[id, bySize[sizeIdOf(id)]]] : [])),
  );
}
