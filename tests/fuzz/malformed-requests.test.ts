import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { insertProducts, sizeIdOf } from "../support/factories";
import { insertOrders } from "../support/order-factories";
import { testServices } from "../support/route-context";
import { serveShop } from "../support/served-shop";
import { signedInBrowser } from "../support/signed-in";
import { openTestDatabase, testDatabaseKind } from "../support/test-database";
import { requestBodyTexts } from "#server/http/request-body.ts";
import { fuzzEndpoint, fuzzTimeLimitMs } from "./fuzz-endpoint";
import type { FuzzEndpoint } from "./malformed-requests";
import { lowestResidentMemory } from "./process-memory";
import { fuzzCheckoutKey, shopEndpoints, type FuzzShop } from "./shop-endpoints";

/**
 * Malformed requests per endpoint: `npm test` sends 60, from a new seed each run (45–55 s per
 * database on the CI machine); `npm run fuzz` sends 1,000 (docs/decisions/016-hostile-input.md).
 */
const requests = Number(process.env.FUZZ_REQUESTS ?? 60);
/** Requests per endpoint before the memory is first read: modules, JIT, caches and pools warm. */
const warmUpRequests = 20;
/** The server's memory is back within this much of where it started. */
const memorySlackBytes = 50 * 1024 * 1024;

// No limits in the way: the fuzz is about malformed input, not about how often it comes.
const env = {
  AUTH_RATE_LIMIT: "10000",
  LOGIN_FAILURE_LIMIT: "10000",
  ORDER_RATE_LIMIT: "100000",
  GUEST_CART_RATE_LIMIT: "100000",
  LOG_LEVEL: "silent",
};

let database: DatabaseHandle;
let shop: Awaited<ReturnType<typeof serveShop>>;
let endpoints: ReturnType<typeof shopEndpoints>;
const cookies: Record<string, string | undefined> = { guest: undefined };
const sent: number[] = [];
let rssBefore = 0;
let startedAt = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  const [product] = await insertProducts(database.db, [
    { name: "Amber Veil", category: "Niche Perfumes", stockLevel: null },
  ]);
  // The believable checkout's key is taken: it answers this order again, the cart left as it is.
  const [order] = await insertOrders(database.db, [{ idempotencyKey: fuzzCheckoutKey }]);
  const services = testServices(database, env);
  for (const role of ["customer", "admin"] as const) {
    cookies[role] = (await signedInBrowser(services, role)).request().headers.get("cookie")!;
  }
  const shopRows: FuzzShop = {
    productId: product!.id!,
    sizeId: sizeIdOf(product!.id!),
    orderId: order!.id!,
    customerEmail: "nobody@example.com",
  };
  endpoints = shopEndpoints(shopRows);
  shop = await serveShop(database, env, { isCached: false });
  cookies.shopper = await guestCartCookie(shopRows.productId);
  // Warm up (modules, JIT, first renders) before the memory is read.
  for (const endpoint of endpoints) {
    await fuzzEndpoint(shop.url, endpoint, {
      cookie: cookies[endpoint.as],
      requests: warmUpRequests,
    });
  }
  rssBefore = await lowestResidentMemory(3_000);
  startedAt = performance.now();
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  await database?.close();
});

/** A request to the shop as `as` would send it: status, content type and body. */
async function send(path: string, init: RequestInit = {}, as: FuzzEndpoint["as"] = "guest") {
  const headers = new Headers(init.headers);
  if (cookies[as]) headers.set("cookie", cookies[as]);
  const response = await fetch(`${shop.url}${path}`, { ...init, headers, redirect: "manual" });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: await response.text(),
  };
}

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** The Cookie header of a new guest whose cart holds ten of `productId` (POST /cart). */
async function guestCartCookie(productId: string): Promise<string> {
  const added = await fetch(`${shop.url}/cart`, {
    method: "POST",
    body: new URLSearchParams({ intent: "add", productId, quantity: "10" }),
  });
  expect(added.status).toBe(200);
  return added.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  body: new URLSearchParams(fields),
});

describe(`Malformed requests that once answered 5xx, on ${testDatabaseKind}`, () => {
  test("NUL in a listing's category lists every category", async () => {
    const page = await send("/all-products?category=%00");
    expect(page.status).toBe(200);
    expect(page.body).toContain("All Products");
  });
  test.each(["/product/%00", "/product/?pid=%00", `/product/${"x".repeat(65)}`])(
    "%s is the product page's 'Product not found'",
    async (path) => {
      const page = await send(path);
      expect(page.status).toBe(404);
      expect(page.body).toContain("Product not found");
    },
  );
  test("an order id holding NUL is the success page's 'Order not found'", async () => {
    const page = await send("/order-success?orderId=%00");
    expect(page.status).toBe(404);
    expect(page.body).toContain("Order not found");
  });
  test("checkout notes holding NUL are refused, naming the field", async () => {
    const answer = await send(
      "/checkout",
      form({
        idempotencyKey: "nul-in-the-notes-0001",
        orderMethod: "whatsapp",
        deliveryArea: "nairobi",
        notes: "gate\u0000code",
      }),
      "shopper",
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Delivery notes contains characters that are not allowed");
  });
  test("the order export searched for NUL is an ordinary CSV", async () => {
    const csv = await send("/admin/orders/export?search=%00", {}, "admin");
    expect(csv.status).toBe(200);
    expect(csv.type).toContain("text/csv");
  });
  test.each([
    ["/login", "guest"],
    ["/register", "guest"],
    ["/reset", "guest"],
    ["/profile", "customer"],
    ["/checkout", "shopper"],
    ["/admin/orders/status", "admin"],
    ["/admin/products/update", "admin"],
  ] as const)("%s given JSON is 415 with a message", async (path, as) => {
    const answer = await send(path, json({ email: "a@example.com" }), as);
    expect(answer.status).toBe(415);
    expect(answer.body).toContain(requestBodyTexts.notAForm.slice(0, 30));
  });
  test("a checkout whose multipart body does not parse is 400 with a message", async () => {
    const answer = await send(
      "/checkout",
      {
        method: "POST",
        body: "--loris\r\nnot a part",
        headers: { "content-type": "multipart/form-data; boundary=loris" },
      },
      "shopper",
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(requestBodyTexts.unreadable);
  });
  test("Better Auth refuses NUL in a sign-in e-mail, a null name and a 5,000-character one, naming the field", async () => {
    const signIn = await send(
      "/api/auth/sign-in/email",
      json({ email: "a\u0000@example.com", password: "secret1" }),
    );
    expect(signIn.status).toBe(400);
    expect(JSON.parse(signIn.body)).toMatchObject({
      message: "email contains characters that are not allowed",
    });
    const update = await send("/api/auth/update-user", json({ name: null }), "customer");
    expect(update.status).toBe(400);
    // A name that long would make the signed session cookie larger than a client reads.
    const longName = await send(
      "/api/auth/update-user",
      json({ name: "a".repeat(5_000) }),
      "customer",
    );
    expect(longName.status).toBe(400);
    expect(JSON.parse(longName.body)).toMatchObject({
      message: "Name is too long (at most 201 characters)",
    });
  });
});

describe(`Malformed requests to every endpoint on ${testDatabaseKind}`, () => {
  const names = shopEndpoints({ productId: "", sizeId: "", orderId: "", customerEmail: "" }).map(
    (endpoint) => `${endpoint.method} ${endpoint.path}`,
  );
  test.each(names.map((name, index) => ({ name, index })))(
    "$name answers every malformed request below 500, without a stack trace or SQL",
    async ({ index }) => {
      const endpoint = endpoints[index]!;
      const count = await fuzzEndpoint(shop.url, endpoint, {
        cookie: cookies[endpoint.as],
        requests,
      });
      sent.push(count);
      expect(count).toBeGreaterThanOrEqual(requests);
    },
    fuzzTimeLimitMs + 30_000,
  );

  test("the server's memory is back within 50 MB afterwards", async () => {
    const seconds = (performance.now() - startedAt) / 1000;
    const rssAfter = await lowestResidentMemory(30_000, rssBefore + memorySlackBytes);
    const total = sent.reduce((sum, count) => sum + count, 0);
    const grownMb = ((rssAfter - rssBefore) / 2 ** 20).toFixed(0);
    console.info(
      `fuzz (${testDatabaseKind}): ${total} requests in ${seconds.toFixed(0)} s, RSS ${grownMb} MB`,
    );
    expect(rssAfter - rssBefore).toBeLessThan(memorySlackBytes);
  });
});
