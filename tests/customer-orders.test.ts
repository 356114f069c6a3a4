import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loader as checkoutLoader } from "#app/routes/checkout.tsx";
import { action as ordersAction, loader as ordersLoader } from "#app/routes/orders.tsx";
import type { DatabaseHandle } from "#server/db/client.ts";
import { product } from "#server/db/schema.ts";
import { makeBrowser } from "./support/accounts";
import {
  placeOrderFrom,
  routeArgs,
  signedInBrowser as signedInBrowserOf,
  type Browser,
} from "./support/shopper";
import { insertProducts } from "./support/factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [
    { id: "amber", name: "Amber Veil", price: 3000 },
    { id: "vetiver", name: "Vetiver Rain", price: 4000 },
  ]);
});
afterAll(() => database.close());

const args = (request: Request, pattern: string) => routeArgs(database, request, pattern);
const signedInBrowser = () => signedInBrowserOf(database);
const placeOrder = (browser: Browser, items: { id: string; quantity: number }[]) =>
  placeOrderFrom(database, browser, items);

const reorder = (browser: Browser, orderId: string) =>
  ordersAction(
    args(
      browser.request("/orders", { method: "POST", body: new URLSearchParams({ orderId }) }),
      "/orders",
    ),
  );

describe(`My Orders on ${testDatabaseKind} (SPEC §2)`, () => {
  test("signed out, /orders redirects to /login?redirect=/orders", async () => {
    const refused = await ordersLoader(args(makeBrowser().request("/orders"), "/orders")).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("Location")).toBe("/login?redirect=/orders");
  });

  test("lists only the customer's own orders, newest first", async () => {
    const customer = await signedInBrowser();
    const first = await placeOrder(customer, [{ id: "amber", quantity: 1 }]);
    const second = await placeOrder(customer, [{ id: "vetiver", quantity: 2 }]);
    await placeOrder(await signedInBrowser(), [{ id: "amber", quantity: 1 }]);
    const { orders } = await ordersLoader(args(customer.request("/orders"), "/orders"));
    expect(orders.map((order) => order.id)).toEqual([second, first]);
    expect(orders[0]).toMatchObject({ status: "pending", total: 8000 });
    expect(orders[0]!.items).toMatchObject([{ name: "Vetiver Rain", quantity: 2, price: 4000 }]);
  });

  test("re-ordering puts the order in the cart at today's prices and names what is no longer available", async () => {
    const customer = await signedInBrowser();
    const orderId = await placeOrder(customer, [
      { id: "amber", quantity: 2 },
      { id: "vetiver", quantity: 1 },
    ]);
    await database.db.update(product).set({ price: 3500 }).where(eq(product.id, "amber"));
    await database.db.update(product).set({ inStock: false }).where(eq(product.id, "vetiver"));
    expect(await reorder(customer, orderId)).toEqual({
      added: 2,
      requested: 2,
      unavailable: ["Vetiver Rain"],
    });
    const checkout = await checkoutLoader(args(customer.request("/checkout"), "/checkout"));
    expect(checkout.lines).toEqual([
      expect.objectContaining({ id: "amber", name: "Amber Veil", price: 3500, quantity: 2 }),
    ]);
    await database.db.update(product).set({ inStock: true }).where(eq(product.id, "vetiver"));
  });

  test("another customer cannot re-order someone's order", async () => {
    const orderId = await placeOrder(await signedInBrowser(), [{ id: "amber", quantity: 1 }]);
    const refused: unknown = await reorder(await signedInBrowser(), orderId).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ data: "Order not found", init: { status: 404 } });
  });
});
