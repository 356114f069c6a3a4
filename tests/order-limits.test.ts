import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action } from "#app/routes/api-orders.ts";
import { clientIpHeader } from "#server/accounts/client-ip.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { rateWindow } from "#server/db/limit-schema.ts";
import { makeBrowser } from "./support/accounts";
import { insertProducts } from "./support/factories";
import { routeArgs, type Browser } from "./support/shopper";
import { stockOf } from "./support/stock-columns";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const tooManyOrders =
  "You have placed several orders in a short time. Please wait 10 minutes and try again, or call us on +254 700 000 000 to order more.";

const key = () => `key_${randomBytes(12).toString("hex")}`;

/** A guest's checkout body: a WhatsApp order (no contact needed) unless told otherwise. */
function checkout(items: { id: string; quantity: number }[], overrides: object = {}) {
  return {
    idempotencyKey: key(),
    orderMethod: "whatsapp",
    deliveryArea: "nairobi",
    items,
    ...overrides,
  };
}

/** POST /api/orders from `browser` through the route module; `env` as the shop's settings. */
async function postOrder(browser: Browser, body: object, env: NodeJS.ProcessEnv = {}) {
  const request = browser.request("/api/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const response = await action(routeArgs(database, request, "/api/orders", env));
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function newProduct(stockLevel: number) {
  const [product] = await insertProducts(database.db, [{ stockLevel }]);
  return product!.id!;
}

describe(`orders per client address on ${testDatabaseKind} (issue 12)`, () => {
  test("200 orders from one address take 5 × 10 units, never the whole stock; the 6th gets 429", async () => {
    const productId = await newProduct(100);
    const attacker = makeBrowser();
    const answers = [];
    for (let attempt = 0; attempt < 200; attempt++) {
      answers.push(await postOrder(attacker, checkout([{ id: productId, quantity: 10 }])));
    }
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
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
    expect(
      (await postOrder(makeBrowser(), checkout([{ id: productId, quantity: 1 }]))).status,
    ).toBe(200);
  });

  test("website and WhatsApp orders count alike, to ORDER_RATE_LIMIT in ORDER_RATE_WINDOW_MINUTES", async () => {
    const productId = await newProduct(50);
    const shopper = makeBrowser();
    const env = { ORDER_RATE_LIMIT: "2", ORDER_RATE_WINDOW_MINUTES: "3" };
    const website = {
      orderMethod: "website",
      fullName: "Wanjiru Kamau",
      email: "wanjiru@example.co.ke",
      phone: "0712345678",
    };
    const line = [{ id: productId, quantity: 1 }];
    expect((await postOrder(shopper, checkout(line, website), env)).status).toBe(200);
    expect((await postOrder(shopper, checkout(line), env)).status).toBe(200);
    const third = await postOrder(shopper, checkout(line, website), env);
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
    expect((await postOrder(shopper, checkout(line), env)).status).toBe(200);
    expect((await postOrder(shopper, checkout(line), env)).status).toBe(429);
    // The window opened 11 minutes ago.
    await database.db
      .update(rateWindow)
      .set({ windowStartedAt: new Date(Date.now() - 11 * 60_000) })
      .where(
        and(
          eq(rateWindow.scope, "order"),
          eq(rateWindow.key, shopper.request().headers.get(clientIpHeader)!),
        ),
      );
    expect((await postOrder(shopper, checkout(line), env)).status).toBe(200);
  });

  test("the addresses of one IPv6 /64 network are one client; the next network is another", async () => {
    const productId = await newProduct(50);
    const env = { ORDER_RATE_LIMIT: "2" };
    const line = [{ id: productId, quantity: 1 }];
    const network = `2001:db8:${randomBytes(2).toString("hex")}`;
    const statusFrom = async (ip: string) =>
      (await postOrder(makeBrowser(ip), checkout(line), env)).status;
    expect(await statusFrom(`${network}:1::1`)).toBe(200);
    expect(await statusFrom(`${network}:1:aaaa:bbbb:cccc:dddd`)).toBe(200);
    expect(await statusFrom(`${network}:1::2`)).toBe(429);
    expect(await statusFrom(`${network}:2::1`)).toBe(200);
  });

  test("a replay of an idempotency key is neither counted nor refused", async () => {
    const productId = await newProduct(50);
    const shopper = makeBrowser();
    const env = { ORDER_RATE_LIMIT: "2" };
    const first = checkout([{ id: productId, quantity: 1 }]);
    const placed = await postOrder(shopper, first, env);
    for (let replay = 0; replay < 5; replay++) {
      expect(await postOrder(shopper, first, env)).toMatchObject({
        status: 200,
        body: { orderId: placed.body.orderId },
      });
    }
    expect((await postOrder(shopper, checkout([{ id: productId, quantity: 1 }]), env)).status).toBe(
      200,
    );
    const third = checkout([{ id: productId, quantity: 1 }]);
    expect((await postOrder(shopper, third, env)).status).toBe(429);
    // The first order's replay is still answered after the limit is reached.
    expect((await postOrder(shopper, first, env)).body).toEqual(placed.body);
  });

  test("20 orders at once from one address: exactly ORDER_RATE_LIMIT are placed", async () => {
    const productId = await newProduct(100);
    const shopper = makeBrowser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postOrder(shopper, checkout([{ id: productId, quantity: 1 }])),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
    expect(await stockOf(database.db, productId)).toEqual({
      [productId]: { stockLevel: 95, inStock: true },
    });
  });
});

describe(`units of one product per order on ${testDatabaseKind} (issue 12)`, () => {
  test("more than ORDER_MAX_UNITS of a product, in one line or several, is refused with 400", async () => {
    const productId = await newProduct(100);
    const [named] = await insertProducts(database.db, [{ name: "Cedar Night", stockLevel: 100 }]);
    const refusal = {
      status: 400,
      body: {
        error:
          "Sorry, one order can hold at most 10 of each product. Please lower the quantity of: Cedar Night.",
      },
    };
    const shopper = makeBrowser();
    expect(await postOrder(shopper, checkout([{ id: named!.id!, quantity: 11 }]))).toMatchObject(
      refusal,
    );
    expect(
      await postOrder(
        shopper,
        checkout([
          { id: named!.id!, quantity: 6 },
          { id: productId, quantity: 1 },
          { id: named!.id!, quantity: 5 },
        ]),
      ),
    ).toMatchObject(refusal);
    expect(
      (
        await postOrder(shopper, checkout([{ id: named!.id!, quantity: 4 }]), {
          ORDER_MAX_UNITS: "3",
        })
      ).body,
    ).toEqual({ error: refusal.body.error.replace("at most 10", "at most 3") });
    expect((await postOrder(shopper, checkout([{ id: named!.id!, quantity: 10 }]))).status).toBe(
      200,
    );
    expect(await stockOf(database.db, named!.id!)).toEqual({
      [named!.id!]: { stockLevel: 90, inStock: true },
    });
  });
});
