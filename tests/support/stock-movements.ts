import { asc, eq, sql } from "drizzle-orm";
import { action as stockAction, loader as stockLoader } from "#app/routes/admin/products/stock.tsx";
import { movementColumns } from "#server/catalog/stock-history.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { productSize } from "#server/db/schema.ts";
import { stockMovement } from "#server/db/stock-movement-schema.ts";
import { formAnswerOf, routeArgs } from "./route-call";

/** A size's movements, oldest first, as a person reads the history: reason, change, level, who, reference, cost. */
export async function movementsOf(database: DatabaseHandle, sizeId: string) {
  return database.db
    .select(movementColumns)
    .from(stockMovement)
    .where(eq(stockMovement.sizeId, sizeId))
    .orderBy(asc(stockMovement.id));
}

/**
 * The sizes whose movements do not add up to their kept level (a level not tracked counts 0):
 * empty when decision 073's rule holds across the whole database.
 */
export async function sizesOffTheirMovements(database: DatabaseHandle) {
  const { db } = database;
  const moved = db
    .select({
      sizeId: stockMovement.sizeId,
      total: sql<number>`sum(${stockMovement.delta})::int`.as("total"),
    })
    .from(stockMovement)
    .groupBy(stockMovement.sizeId)
    .as("moved");
  const rows = await db
    .select({ id: productSize.id })
    .from(productSize)
    .leftJoin(moved, eq(moved.sizeId, productSize.id))
    .where(sql`coalesce(${productSize.stockLevel}, 0) <> coalesce(${moved.total}, 0)`);
  return rows.map((row) => row.id);
}

const stockUrl = (productId: string) => `https://loris.example/admin/products/${productId}/stock`;

/** POST /admin/products/{id}/stock as the page's forms post it, by the test staff member. */
export async function postStock(
  database: DatabaseHandle,
  productId: string,
  fields: Record<string, string>,
) {
  const request = new Request(stockUrl(productId), {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return formAnswerOf(
    await stockAction(routeArgs(database, request, { params: { id: productId } })),
  );
}

/** GET /admin/products/{id}/stock (`search` as '?page=2'): the page's data. */
export async function stockPage(database: DatabaseHandle, productId: string, search = "") {
  const request = new Request(`${stockUrl(productId)}${search}`);
  return stockLoader(routeArgs(database, request, { params: { id: productId } }));
}
