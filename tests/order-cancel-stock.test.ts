import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as statusAction } from "#app/routes/admin/orders/status.ts";
import { stockMovementText } from "#contracts/admin-order-list.ts";
import { parseAdminOrderQuery } from "#contracts/admin-order-query.ts";
import type { StatusChangeResult } from "#contracts/order-status-change.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { listAdminOrders } from "#server/orders/admin-order-queries.ts";
import { cancelUnconfirmedWhatsappOrders } from "#server/orders/whatsapp-hold.ts";
import { makeBrowser } from "./support/accounts";
import { insertProducts } from "./support/factories";
import { routeArgs, placeOrderFrom } from "./support/shopper";
import { adminRouteContext } from "./support/route-context";
import { stockOf } from "./support/stock-columns";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** POST /admin/orders/status as the row's dropdown or the bulk bar sends it. */
async function changeStatus(orderIds: string[], status: string): Promise<StatusChangeResult> {
  const body = new URLSearchParams([...orderIds.map((id) => ["orderId", id]), ["status", status]]);
  const request = new Request("https://loris.example/admin/orders/status", {
    method: "POST",
    body,
  });
  const args = routeArgs(database, request, "/admin/orders/status");
  const result = await statusAction({ ...args, context: adminRouteContext(database) });
  return (result as { data: StatusChangeResult }).data;
}

/** A product with `stockLevel` tracked units and a shopper's order of `quantity` of it. */
async function orderOf(stockLevel: number, quantity: number, name = "Amber Veil") {
  const [product] = await insertProducts(database.db, [{ name, stockLevel }]);
  const productId = product!.id!;
  const orderId = await placeOrderFrom(database, makeBrowser(), [{ id: productId, quantity }]);
  return { productId, orderId };
}

const level = async (productId: string) => (await stockOf(database.db, productId))[productId];

/** What the admin's expanded order says about its stock, on whichever tab it is. */
async function stockLineOf(orderId: string) {
  for (const tab of ["ongoing", "delivered"]) {
    const query = parseAdminOrderQuery(new URLSearchParams({ tab, search: orderId }));
    const row = (await listAdminOrders(database.db, query)).orders.find(({ id }) => id === orderId);
    if (row) return stockMovementText(row);
  }
  throw new Error(`Order ${orderId} is on no tab`);
}

describe(`cancelling gives the stock back exactly once on ${testDatabaseKind}`, () => {
  test("cancelling returns the units; a second cancel returns nothing more", async () => {
    const { productId, orderId } = await orderOf(5, 2);
    expect(await level(productId)).toEqual({ stockLevel: 3, inStock: true });
    expect(await stockLineOf(orderId)).toBeNull();
    expect(await changeStatus([orderId], "cancelled")).toEqual({
      updated: [orderId],
      missing: [],
      refused: [],
    });
    expect(await level(productId)).toEqual({ stockLevel: 5, inStock: true });
    await changeStatus([orderId], "cancelled");
    expect(await level(productId)).toEqual({ stockLevel: 5, inStock: true });
    expect(await stockLineOf(orderId)).toBe("Stock returned: 2 × Amber Veil");
  });

  test("cancel → delivered → cancelled: the stock ends where the first cancel left it", async () => {
    const { productId, orderId } = await orderOf(2, 2);
    expect(await level(productId)).toEqual({ stockLevel: 0, inStock: false });
    await changeStatus([orderId], "cancelled");
    expect(await level(productId)).toEqual({ stockLevel: 2, inStock: true });
    await changeStatus([orderId], "delivered");
    expect(await level(productId)).toEqual({ stockLevel: 0, inStock: false });
    expect(await stockLineOf(orderId)).toBe("Stock taken again: 2 × Amber Veil");
    await changeStatus([orderId], "cancelled");
    expect(await level(productId)).toEqual({ stockLevel: 2, inStock: true });
    const [row] = await database.db.select().from(order).where(eq(order.id, orderId));
    expect(row).toMatchObject({ status: "cancelled", holdsStock: false });
  });

  test("10 cancels of one order at once return its units once", async () => {
    const { productId, orderId } = await orderOf(10, 3);
    await Promise.all(Array.from({ length: 10 }, () => changeStatus([orderId], "cancelled")));
    expect(await level(productId)).toEqual({ stockLevel: 10, inStock: true });
  });

  test("re-opening takes the units again, or is refused with a reason when they are gone", async () => {
    const { productId, orderId } = await orderOf(3, 2, "Cedar Night");
    await changeStatus([orderId], "cancelled");
    // Someone else buys two of the three while the order is cancelled.
    await placeOrderFrom(database, makeBrowser(), [{ id: productId, quantity: 2 }]);
    expect(await level(productId)).toEqual({ stockLevel: 1, inStock: true });
    expect(await changeStatus([orderId], "processing")).toEqual({
      updated: [],
      missing: [],
      refused: [
        {
          orderId,
          reason: `Order ${orderId} stays cancelled: not enough stock of Cedar Night — 50ml (1 left, 2 needed). Restock, then try again.`,
        },
      ],
    });
    const [row] = await database.db.select().from(order).where(eq(order.id, orderId));
    expect(row).toMatchObject({ status: "cancelled", holdsStock: false });
    expect(await level(productId)).toEqual({ stockLevel: 1, inStock: true });

    const other = await orderOf(4, 1);
    await changeStatus([other.orderId], "cancelled");
    expect(await changeStatus([other.orderId], "pending")).toMatchObject({
      updated: [other.orderId],
    });
    expect(await level(other.productId)).toEqual({ stockLevel: 3, inStock: true });
  });

  test("bulk delivery re-opens what stock allows and reports the rest", async () => {
    const [product] = await insertProducts(database.db, [{ name: "Oud Smoke", stockLevel: 3 }]);
    const productId = product!.id!;
    const first = await placeOrderFrom(database, makeBrowser(), [{ id: productId, quantity: 2 }]);
    const second = await placeOrderFrom(database, makeBrowser(), [{ id: productId, quantity: 1 }]);
    await changeStatus([first, second], "cancelled");
    await placeOrderFrom(database, makeBrowser(), [{ id: productId, quantity: 2 }]);
    // One unit is left: the first order (two units) stays cancelled, the second is delivered.
    const outcome = await changeStatus([first, second], "delivered");
    expect(outcome.updated).toEqual([second]);
    expect(outcome.refused.map((refusal) => refusal.orderId)).toEqual([first]);
    expect(await level(productId)).toEqual({ stockLevel: 0, inStock: false });
  });

  test("an order the WhatsApp hold cancelled is not given back twice by a later cancel", async () => {
    const { productId, orderId } = await orderOf(4, 1);
    await database.db
      .update(order)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(order.id, orderId));
    const cancelled = await cancelUnconfirmedWhatsappOrders(database.db, { holdHours: 24 });
    expect(cancelled.map((change) => change.orderId)).toContain(orderId);
    expect(await level(productId)).toEqual({ stockLevel: 4, inStock: true });
    await changeStatus([orderId], "cancelled");
    expect(await level(productId)).toEqual({ stockLevel: 4, inStock: true });
    expect(await stockLineOf(orderId)).toBe("Stock returned: 1 × Amber Veil");
    await changeStatus([orderId], "confirmed");
    expect(await level(productId)).toEqual({ stockLevel: 3, inStock: true });
  });
});
