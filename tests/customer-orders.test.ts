import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as placeOrderAction } from "../app/routes/api-orders";
import { action as ordersAction, loader as ordersLoader } from "../app/routes/orders";
import { register } from "../server/accounts/account-forms";
import type { DatabaseHandle } from "../server/db/client";
import { product } from "../server/db/schema";
import { makeBrowser, makeRegistration } from "./support/accounts";
import { insertProducts } from "./support/factories";
import { routeContext, testServices } from "./support/route-context";
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

type Browser = ReturnType<typeof makeBrowser>;
const args = (request: Request, pattern: string) => ({
  request,
  url: new URL(request.url),
  context: routeContext(database.db, { AUTH_RATE_LIMIT: "100" }),
  params: {},
  pattern,
});

async function signedInBrowser(): Promise<Browser> {
  const browser = makeBrowser();
  const services = testServices(database.db, { AUTH_RATE_LIMIT: "100" });
  const result = await register(services, browser.request(), makeRegistration());
  if (result.ok) browser.keep(result.cookies);
  return browser;
}

async function placeOrder(browser: Browser, items: { id: string; quantity: number }[]) {
  const request = browser.request("/api/orders", {
    method: "POST",
    body: JSON.stringify({
      idempotencyKey: `key_${randomBytes(12).toString("hex")}`,
      orderMethod: "whatsapp",
      items,
      deliveryArea: "nairobi",
    }),
  });
  const response = await placeOrderAction(args(request, "/api/orders"));
  return ((await response.json()) as { orderId: string }).orderId;
}

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

  test("re-ordering uses today's prices and names what is no longer available", async () => {
    const customer = await signedInBrowser();
    const orderId = await placeOrder(customer, [
      { id: "amber", quantity: 2 },
      { id: "vetiver", quantity: 1 },
    ]);
    await database.db.update(product).set({ price: 3500 }).where(eq(product.id, "amber"));
    await database.db.update(product).set({ inStock: false }).where(eq(product.id, "vetiver"));
    expect(await reorder(customer, orderId)).toEqual({
      lines: [expect.objectContaining({ id: "amber", price: 3500, quantity: 2 })],
      unavailable: ["Vetiver Rain"],
    });
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
