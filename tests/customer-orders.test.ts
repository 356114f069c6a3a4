import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loader as checkoutLoader } from "#app/routes/checkout.tsx";
import { action as ordersAction, loader as ordersLoader } from "#app/routes/orders.tsx";
import type { DatabaseHandle } from "#server/db/client.ts";
import { productSize } from "#server/db/schema.ts";
import { paymentTexts } from "#contracts/payment-messages.ts";
import { requestStkPrompt } from "#server/payments/mpesa/stk-push.ts";
import { makeBrowser } from "./support/accounts";
import { serveShopWithMpesa } from "./support/mpesa";
import { insertOrders } from "./support/order-factories";
import { serveShop } from "./support/served-shop";
import { signedInUser } from "./support/signed-in";
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
    await database.db
      .update(productSize)
      .set({ price: 3500 })
      .where(eq(productSize.productId, "amber"));
    await database.db
      .update(productSize)
      .set({ inStock: false })
      .where(eq(productSize.productId, "vetiver"));
    const reordered = await reorder(customer, orderId);
    expect(reordered.data).toEqual({
      added: 2,
      requested: 2,
      unavailable: ["Vetiver Rain — 50ml"],
    });
    // The browser's next page counts its cart again (decision 050).
    expect(new Headers(reordered.init?.headers).get("Set-Cookie")).toMatch(/^loris_cart_mark=/);
    const checkout = await checkoutLoader(args(customer.request("/checkout"), "/checkout"));
    expect(checkout.lines).toEqual([
      expect.objectContaining({ id: "amber", name: "Amber Veil", price: 3500, quantity: 2 }),
    ]);
    await database.db
      .update(productSize)
      .set({ inStock: true })
      .where(eq(productSize.productId, "vetiver"));
  });

  test("another customer cannot re-order someone's order", async () => {
    const orderId = await placeOrder(await signedInBrowser(), [{ id: "amber", quantity: 1 }]);
    const refused: unknown = await reorder(await signedInBrowser(), orderId).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ data: "Order not found", init: { status: 404 } });
  });
});

/** Text as a shopper reads it: `html` without its tags, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The main part of the page at `path` of the shop at `shopUrl`, as `browser` sees it: its HTML. */
async function mainAt(shopUrl: string, browser: Browser, path: string): Promise<string> {
  const response = await fetch(`${shopUrl}${path}`, {
    headers: browser.request(path).headers,
    redirect: "manual",
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
}

/** What each order's entry on My Orders says, by order id. */
async function orderEntries(shopUrl: string, browser: Browser): Promise<Map<string, string>> {
  const entries = (await mainAt(shopUrl, browser, "/orders")).split('aria-label="Order ').slice(1);
  return new Map(entries.map((entry) => [entry.slice(0, entry.indexOf('"')), textOf(entry)]));
}

describe(`'Pay for this order' on My Orders on ${testDatabaseKind} (decision 020)`, () => {
  let mpesa: Awaited<ReturnType<typeof serveShopWithMpesa>>;
  let shopWithoutMpesa: Awaited<ReturnType<typeof serveShop>>;
  beforeAll(async () => {
    mpesa = await serveShopWithMpesa(database);
    // Its own address as PUBLIC_URL, as the M-PESA shop's: the same session cookie signs in to both.
    shopWithoutMpesa = await serveShop(database, (origin) => ({ PUBLIC_URL: origin }), {
      isCached: false,
    });
  });
  afterAll(async () => {
    await mpesa?.close();
    await shopWithoutMpesa?.stop();
  });

  test("shows only on website orders still to pay, and only where the shop takes M-PESA", async () => {
    const { browser, userId } = await signedInUser(mpesa.shop.services);
    const rows: Parameters<typeof insertOrders>[1] = [
      {},
      { status: "confirmed", paymentStatus: "failed", paymentMethod: "mpesa_stk" },
      { orderMethod: "whatsapp" },
      { status: "shipped" },
      { status: "delivered" },
      { status: "cancelled" },
      { paymentStatus: "paid", paymentMethod: "mpesa_stk" },
    ];
    const [unpaid, failed, whatsapp, shipped, delivered, cancelled, paid] = await insertOrders(
      database.db,
      rows.map((row) => ({ ...row, userId })),
    );
    const entries = await orderEntries(mpesa.shop.url, browser);
    const payable = [...entries].filter(([, entry]) => entry.includes("Pay for this order"));
    expect(payable.map(([id]) => id).sort()).toEqual([unpaid!.id, failed!.id].sort());
    for (const order of [whatsapp, shipped, delivered, cancelled, paid]) {
      expect(entries.get(order!.id!)).not.toContain("Pay by M-PESA to Paybill");
    }

    const withoutMpesa = await orderEntries(shopWithoutMpesa.url, browser);
    expect(withoutMpesa.size).toBe(7);
    expect([...withoutMpesa.values()].join("")).not.toContain("Pay for this order");
  });

  test("an order that cannot be paid shows no way to pay on its page, and refuses a prompt", async () => {
    const { browser, userId } = await signedInUser(mpesa.shop.services);
    const [unpaid, shipped] = await insertOrders(database.db, [
      { userId },
      { userId, status: "shipped" },
    ]);
    const pageOf = async (orderId: string) =>
      textOf(await mainAt(mpesa.shop.url, browser, `/order-success?orderId=${orderId}`));
    const payablePage = await pageOf(unpaid!.id!);
    expect(payablePage).toContain("Pay now with M-PESA");
    expect(payablePage).toContain("Send code");
    const shippedPage = await pageOf(shipped!.id!);
    expect(shippedPage).not.toContain("Pay now with M-PESA");
    expect(shippedPage).not.toContain("Send code");
    await expect(
      requestStkPrompt(mpesa.shop.services, {
        orderId: shipped!.id!,
        phone: "+254712345670",
        requester: "shopper",
        actor: "Shopper",
      }),
    ).rejects.toThrow(paymentTexts.orderShipped);
  });
});
