import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { clientIpHeader } from "#server/accounts/client-ip.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { rateWindow } from "#server/db/limit-schema.ts";
import { makeBrowser } from "./support/accounts";
import { websiteOrder, whatsappOrder, type CheckoutForm } from "./support/checkout-forms";
import { insertProducts } from "./support/factories";
import {
  checkOutFrom,
  postCart,
  postCheckout,
  type Browser,
  type CartItem,
} from "./support/shopper";
import { stockOf } from "./support/stock-columns";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const tooManyOrders =
  "You have placed several orders in a short time. Please wait 10 minutes and try again, or call us on +254 700 000 000 to order more.";

/** A checkout of `items` from `browser` through /cart and /checkout; `env`, the shop's settings. */
const checkOut = (
  browser: Browser,
  items: CartItem[],
  form: CheckoutForm = whatsappOrder(),
  env: NodeJS.ProcessEnv = {},
) => checkOutFrom(database, browser, items, form, env);

async function newProduct(stockLevel: number) {
  const [product] = await insertProducts(database.db, [{ stockLevel }]);
  return product!.id!;
}

describe(`orders per client address on ${testDatabaseKind} (decision 017)`, () => {
  test("200 checkouts from one address take 5 × 10 units, never the whole stock; the 6th gets 429", async () => {
    const productId = await newProduct(100);
    const attacker = makeBrowser();
    const answers = [];
    for (let attempt = 0; attempt < 200; attempt++) {
      answers.push(await checkOut(attacker, [{ id: productId, quantity: 10 }]));
    }
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([303, 303, 303, 303, 303]);
    expect(answers[5]).toMatchObject({ status: 429, body: { error: tooManyOrders } });
    // Seconds until the window that opened with the first order ends (the test takes a few).
    const retryAfter = Number(answers[5]!.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(540);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(answers.slice(5).every((answer) => answer.status === 429)).toBe(true);
    expect(await stockOf(database.db, productId)).toEqual({
      [productId]: { stockLevel: 50, inStock: true },
    });
    // Another shopper still orders.
    expect((await checkOut(makeBrowser(), [{ id: productId, quantity: 1 }])).status).toBe(303);
  }, 120_000);

  test("website and WhatsApp orders count alike, to ORDER_RATE_LIMIT in ORDER_RATE_WINDOW_MINUTES", async () => {
    const productId = await newProduct(50);
    const shopper = makeBrowser();
    const env = { ORDER_RATE_LIMIT: "2", ORDER_RATE_WINDOW_MINUTES: "3" };
    const line = [{ id: productId, quantity: 1 }];
    expect((await checkOut(shopper, line, websiteOrder(), env)).status).toBe(303);
    expect((await checkOut(shopper, line, whatsappOrder(), env)).status).toBe(303);
    const third = await checkOut(shopper, line, websiteOrder(), env);
    expect(third).toMatchObject({
      status: 429,
      body: { error: tooManyOrders.replace("10 minutes", "3 minutes") },
    });
  });

  test("when the window has passed the address orders again", async () => {
    const productId = await newProduct(50);
    const shopper = makeBrowser();
    const env = { ORDER_RATE_LIMIT: "1" };
    const line = [{ id: productId, quantity: 1 }];
    expect((await checkOut(shopper, line, whatsappOrder(), env)).status).toBe(303);
    expect((await checkOut(shopper, line, whatsappOrder(), env)).status).toBe(429);
    // The window opened 11 minutes ago; the refused line is still in the cart.
    await database.db
      .update(rateWindow)
      .set({ windowStartedAt: new Date(Date.now() - 11 * 60_000) })
      .where(
        and(
          eq(rateWindow.scope, "order"),
          eq(rateWindow.key, shopper.request().headers.get(clientIpHeader)!),
        ),
      );
    expect((await postCheckout(database, shopper, whatsappOrder(), { settings: env })).status).toBe(
      303,
    );
  });

  test("the addresses of one IPv6 /64 network are one client; the next network is another", async () => {
    const productId = await newProduct(50);
    const env = { ORDER_RATE_LIMIT: "2" };
    const line = [{ id: productId, quantity: 1 }];
    const network = `2001:db8:${randomBytes(2).toString("hex")}`;
    const statusFrom = async (ip: string) =>
      (await checkOut(makeBrowser(ip), line, whatsappOrder(), env)).status;
    expect(await statusFrom(`${network}:1::1`)).toBe(303);
    expect(await statusFrom(`${network}:1:aaaa:bbbb:cccc:dddd`)).toBe(303);
    expect(await statusFrom(`${network}:1::2`)).toBe(429);
    expect(await statusFrom(`${network}:2::1`)).toBe(303);
  });

  test("a replay of an idempotency key is neither counted nor refused", async () => {
    const productId = await newProduct(50);
    const shopper = makeBrowser();
    const env = { ORDER_RATE_LIMIT: "2" };
    const line = [{ id: productId, quantity: 1 }];
    const first = whatsappOrder();
    const placed = await checkOut(shopper, line, first, env);
    expect(placed.status).toBe(303);
    const location = placed.headers.get("Location");
    // Sent again with the cart filled anew (another tab), and with the cart it emptied.
    for (let replay = 0; replay < 5; replay++) {
      const again = await checkOut(shopper, line, first, env);
      expect(again).toMatchObject({ status: 303 });
      expect(again.headers.get("Location")).toBe(location);
    }
    expect((await checkOut(shopper, line, whatsappOrder(), env)).status).toBe(303);
    expect((await checkOut(shopper, line, whatsappOrder(), env)).status).toBe(429);
    // The first order's replay is still answered after the limit is reached.
    const late = await postCheckout(database, shopper, first, { settings: env });
    expect(late.headers.get("Location")).toBe(location);
  });

  test("20 checkouts at once from one address: exactly ORDER_RATE_LIMIT are placed", async () => {
    const productId = await newProduct(100);
    const ip = makeBrowser().request().headers.get(clientIpHeader)!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkOut(makeBrowser(ip), [{ id: productId, quantity: 1 }])),
    );
    expect(answers.filter((answer) => answer.status === 303)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
    expect(await stockOf(database.db, productId)).toEqual({
      [productId]: { stockLevel: 95, inStock: true },
    });
  });
});

describe(`units of one product per order on ${testDatabaseKind} (decision 017)`, () => {
  test("the cart stops a line at ORDER_MAX_UNITS; a checkout over it is refused with 400", async () => {
    const [named] = await insertProducts(database.db, [{ name: "Cedar Night", stockLevel: 100 }]);
    const productId = named!.id!;
    const shopper = makeBrowser();
    const add = (quantity: string) =>
      postCart(database, shopper, { intent: "add", productId, quantity });
    expect(await add("6")).toMatchObject({ status: 200, body: { added: 6 } });
    expect(await add("5")).toMatchObject({ status: 200, body: { added: 4, requested: 5 } });
    // The shop lowered ORDER_MAX_UNITS after the cart was filled: the checkout counts again.
    const refused = await postCheckout(database, shopper, whatsappOrder(), {
      settings: { ORDER_MAX_UNITS: "3" },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error:
          "Sorry, one order can hold at most 3 of each size. Please lower the quantity of: Cedar Night — 50ml.",
      },
    });
    expect((await postCheckout(database, shopper, whatsappOrder())).status).toBe(303);
    expect(await stockOf(database.db, productId)).toEqual({
      [productId]: { stockLevel: 90, inStock: true },
    });
  });
});
