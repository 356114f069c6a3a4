import { randomBytes } from "node:crypto";
import http from "node:http";
import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTempDatabase, type TempDatabase } from "#scripts/bench/bench-databases.ts";
import { freePort, startShopProcess, type ShopProcess } from "#scripts/bench/shop-process.ts";
import { makeAdmin, signInAdmin } from "#scripts/soak/admin-uploads.ts";
import {
  addToCartForm,
  checkOutOverHttp,
  httpShopper,
  placedOrderId,
} from "#scripts/soak/http-shopper.ts";
import { accountTexts } from "#contracts/accounts.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { cacheStatusHeader } from "#server/html-cache/catalogue-page-cache.ts";
import { enqueueOrderConfirmation } from "#server/mail/order-confirmation.ts";
import { makeRegistration } from "./support/accounts";
import { eventReader } from "./support/event-reader";
import { insertProducts, sizeIdOf } from "./support/factories";
import { makeOrderConfirmation } from "./support/order-confirmation";
import { startSmtpInbox, type SmtpInbox } from "./support/smtp-inbox";

// Decision 022: production servers (build/host/start.mjs, as `npm start` runs it) on one
// PostgreSQL database: `one`, and `other` with WEB_CONCURRENCY=2 — three processes in all.
// PostgreSQL only (vitest.config.ts): PGlite belongs to one process.

const limits = { AUTH_RATE_LIMIT: "3", LOGIN_FAILURE_LIMIT: "2", ORDER_RATE_LIMIT: "2" };

let database: TempDatabase;
let handle: DatabaseHandle;
let inbox: SmtpInbox;
let one: ShopProcess;
let other: ShopProcess;
let adminPassword: string;

beforeAll(async () => {
  database = await createTempDatabase("postgres", process.env.TEST_DATABASE_URL ?? "");
  inbox = await startSmtpInbox();
  const env = {
    ...database.env,
    ...limits,
    BETTER_AUTH_SECRET: `two-processes-${randomBytes(8).toString("hex")}`,
    SMTP_URL: inbox.url,
    // Each test's requests come from an address of its own (X-Forwarded-For from loopback).
    TRUST_PROXY: "loopback",
  };
  adminPassword = await makeAdmin(database, env);
  handle = await database.open();
  await insertProducts(handle.db, [
    { id: "amber-veil", name: "Amber Veil", price: 4500, stockLevel: null },
  ]);
  [one, other] = await Promise.all([
    startShopProcess(env, await freePort()),
    startShopProcess({ ...env, WEB_CONCURRENCY: "2" }, await freePort()),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([one?.stop(), other?.stop()]);
  await handle?.close();
  await inbox?.close();
  await database?.drop();
});

let lastAddress = 0;
/** A client address no other test uses, so that each test's limits start at zero. */
const newAddress = () => `198.51.100.${++lastAddress}`;

interface Call {
  from: string;
  cookie?: string;
  json?: object;
  form?: Record<string, string>;
}

/** A request to `shop` as a browser at `from` sends it: same-origin, with its cookies. */
function call(shop: ShopProcess, path: string, { from, cookie, json, form }: Call) {
  const headers: Record<string, string> = { origin: shop.url, "x-forwarded-for": from };
  if (cookie) headers.cookie = cookie;
  if (json) headers["content-type"] = "application/json";
  const body = json ? JSON.stringify(json) : form ? new URLSearchParams(form) : undefined;
  return fetch(`${shop.url}${path}`, { method: body ? "POST" : "GET", headers, body });
}

/**
 * GET `path` from `shop` on a connection of its own: with WEB_CONCURRENCY > 1 the primary hands
 * each new connection to the next worker, so consecutive loads reach every process.
 */
function loadOnNewConnection(shop: ShopProcess, path: string, { from, cookie }: Call) {
  const headers = { "x-forwarded-for": from, ...(cookie ? { cookie } : {}) };
  return new Promise<string>((resolve, reject) => {
    http
      .get(`${shop.url}${path}`, { agent: false, headers }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

/** The Cookie header to send after `response`. */
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

/** Registers a new customer through `shop` (Better Auth's JSON endpoint); their e-mail and cookie. */
async function signUp(shop: ShopProcess, from: string) {
  const registration = makeRegistration();
  const response = await call(shop, "/api/auth/sign-up/email", {
    from,
    json: { ...registration, name: `${registration.firstName} ${registration.lastName}` },
  });
  expect(response.status).toBe(200);
  return { ...registration, cookie: cookieOf(response) };
}

const signIn = (shop: ShopProcess, from: string, email: string, password: string) =>
  call(shop, "/api/auth/sign-in/email", { from, json: { email, password } });

/**
 * A website order for Nairobi through `shop`, as its checkout page places it (POST /cart, then
 * POST /checkout) from a browser at `from`; the checkout's answer.
 */
function placeOrder(shop: ShopProcess, from: string, cookie?: string) {
  const headers = { origin: shop.url, "x-forwarded-for": from };
  return checkOutOverHttp(
    httpShopper(() => shop.url, { headers, cookie }),
    [{ id: "amber-veil", quantity: 1 }],
    {
      idempotencyKey: `key_${randomBytes(12).toString("hex")}`,
      orderMethod: "website",
      fullName: "Wanjiru Kamau",
      email: `wanjiru.${randomBytes(4).toString("hex")}@example.co.ke`,
      phone: "0712345678",
      deliveryArea: "nairobi",
      address: "Ngong Road 12",
    },
  );
}

describe("two server processes on one PostgreSQL", () => {
  test("a customer who signs up through one process is signed in on the other", async () => {
    const from = newAddress();
    const customer = await signUp(one, from);
    const page = await (await call(other, "/", { from, cookie: customer.cookie })).text();
    expect(page).toContain('aria-label="Account menu"');
    expect(page).not.toContain('aria-label="Log in"');
    const session = await call(other, "/api/auth/get-session", { from, cookie: customer.cookie });
    expect(await session.json()).toMatchObject({ user: { email: customer.email } });
  });

  test("a price changed through one process is shown by the other's cached pages", async () => {
    const from = newAddress();
    const view = async () => {
      const response = await call(other, "/product/amber-veil", { from });
      return { cache: response.headers.get(cacheStatusHeader), html: await response.text() };
    };
    await expect.poll(async () => (await view()).cache).toBe("hit");
    expect((await view()).html).toContain("KSh 4,500");

    const admin = await signInAdmin(one.url, adminPassword);
    const update = await call(one, "/admin/products/update", {
      from,
      cookie: admin,
      form: {
        intent: "edit",
        productId: "amber-veil",
        sizeId: sizeIdOf("amber-veil"),
        price: "3900",
        stockLevel: "",
      },
    });
    expect(update.status).toBe(200);

    // The other process clears its cache on the change's notification, milliseconds after the
    // commit (decision 022); its page never shows the old price once that has arrived.
    await expect.poll(async () => (await view()).html, { timeout: 2_000 }).toContain("KSh 3,900");
    expect((await view()).html).not.toContain("KSh 4,500");
  });

  test("a Nairobi fee changed in Settings is the checkout total of every process on the next load", async () => {
    const from = newAddress();
    const added = await call(other, "/cart", {
      from,
      form: addToCartForm({ id: "amber-veil", quantity: 1 }),
    });
    const cookie = cookieOf(added);
    // Four loads of `other` (both its processes, twice) and one of `one`: the totals they show.
    const checkoutTotals = async () => {
      const totals = [];
      for (const shop of [other, other, other, other, one]) {
        const page = await loadOnNewConnection(shop, "/checkout", { from, cookie });
        const total = /data-testid="order-total">KSh ([\d,]+)</.exec(page)?.[1] ?? "none";
        totals.push(Number(total.replaceAll(",", "")));
      }
      return totals;
    };
    const [before = 0, ...others] = await checkoutTotals();
    expect(others).toEqual([before, before, before, before]);

    const admin = await signInAdmin(one.url, adminPassword);
    const saved = await call(one, "/admin/settings", {
      from,
      cookie: admin,
      form: { was_SHIPPING_FEE_NAIROBI: "0", SHIPPING_FEE_NAIROBI: "450" },
    });
    // The save's 303, followed: the Settings page, saying one setting changed.
    expect(saved.url).toBe(`${one.url}/admin/settings?saved=1`);

    expect(await checkoutTotals()).toEqual(Array(5).fill(before + 450));
  });

  test("an order's status changed through one process reaches My Orders streaming from the other", async () => {
    const from = newAddress();
    const customer = await signUp(one, from);
    const orderId = placedOrderId(await placeOrder(one, from, customer.cookie)) ?? "";
    expect(orderId).toMatch(/^LOR-/);

    const aborter = new AbortController();
    const stream = await fetch(`${other.url}/orders/stream`, {
      headers: { cookie: customer.cookie, "x-forwarded-for": from },
      signal: aborter.signal,
    });
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const nextEvent = eventReader(stream);
    await nextEvent(/retry: \d+\n\n/); // written once the stream listens

    const admin = await signInAdmin(one.url, adminPassword);
    const change = await call(one, "/admin/orders/status", {
      from,
      cookie: admin,
      form: { orderId, status: "shipped" },
    });
    expect(await change.json()).toMatchObject({ updated: [orderId] });

    const [, data] = await nextEvent(/event: order\ndata: (.*)\n\n/);
    expect(JSON.parse(data!)).toMatchObject({ orderId, status: "shipped" });
    aborter.abort();
  });

  test("one address's orders count across both processes, to ORDER_RATE_LIMIT", async () => {
    const from = newAddress();
    expect((await placeOrder(one, from)).status).toBe(303);
    expect((await placeOrder(other, from)).status).toBe(303);
    const third = await placeOrder(one, from);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await third.text()).toContain("You have placed several orders in a short time.");
    expect((await placeOrder(other, newAddress())).status).toBe(303);
  });

  test("failed logins count across both processes, to LOGIN_FAILURE_LIMIT", async () => {
    const customer = await signUp(one, newAddress());
    const from = newAddress();
    expect((await signIn(one, from, customer.email, "not-my-password")).status).toBe(401);
    expect((await signIn(other, from, customer.email, "not-my-password")).status).toBe(401);
    const locked = await signIn(one, from, customer.email, customer.password);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ message: accountTexts.tooManyAttempts });
    expect((await signIn(other, newAddress(), customer.email, customer.password)).status).toBe(200);
  });

  test("sign-ins from one address count across both processes, to AUTH_RATE_LIMIT in 10 s", async () => {
    const customer = await signUp(one, newAddress());
    const from = newAddress();
    const statuses = [];
    for (const shop of [one, other, one, other]) {
      statuses.push((await signIn(shop, from, customer.email, customer.password)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  test("the mail workers of both processes send each e-mail once", async () => {
    for (let index = 0; index < 30; index++) {
      const email = `mail.${index}.${randomBytes(3).toString("hex")}@example.co.ke`;
      await enqueueOrderConfirmation(handle.db, makeOrderConfirmation({ email }));
    }
    for (const shop of [one, other])
      expect((await placeOrder(shop, newAddress())).status).toBe(303);

    const unsent = () => handle.db.$count(mailOutbox, isNull(mailOutbox.sentAt));
    await expect.poll(unsent, { timeout: 20_000 }).toBe(0);
    const rows = await handle.db.select({ recipient: mailOutbox.recipient }).from(mailOutbox);
    const delivered = inbox.recipients.map((recipients) => recipients.join(", "));
    expect(delivered.toSorted()).toEqual(rows.map((row) => row.recipient).toSorted());
  });
});
