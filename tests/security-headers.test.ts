import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildDir } from "#server/build-dir.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { cacheStatusHeader } from "#server/html-cache/catalogue-page-cache.ts";
import { checkOutOverHttp, httpShopper, placedOrderId } from "#scripts/soak/http-shopper.ts";
import { makeRegistration } from "./support/accounts";
import { insertProducts } from "./support/factories";
import { serveShop } from "./support/served-shop";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

const publicUrl = "https://loris.example";
let database: DatabaseHandle;
/** The shop with an https PUBLIC_URL, reached over plain http as a TLS-terminating proxy does. */
let shop: Awaited<ReturnType<typeof serveShop>>;
/** The same shop with a plain-http PUBLIC_URL. */
let plainShop: Awaited<ReturnType<typeof serveShop>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [
    { id: "amber-veil", name: "amber veil", price: 4500, category: "Niche Perfumes" },
  ]);
  shop = await serveShop(database, { PUBLIC_URL: publicUrl, AUTH_RATE_LIMIT: "100" });
  plainShop = await serveShop(database, { PUBLIC_URL: "http://loris.test" });
});
afterAll(async () => {
  await shop?.stop();
  await plainShop?.stop();
  await database?.close();
});

/** The CSP's directives by name, e.g. { "script-src": ["'self'", "'nonce-…'"] }. */
function cspOf(response: Response): Map<string, string[]> {
  const header = response.headers.get("content-security-policy") ?? "";
  return new Map(
    header
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The nonce the response's CSP allows scripts by. */
function nonceOf(response: Response): string {
  const source = cspOf(response)
    .get("script-src")
    ?.find((value) => value.startsWith("'nonce-"));
  return source?.slice("'nonce-".length, -1) ?? "";
}

/** The opening tags of the scripts a browser would run (not data blocks, not the inert bootstrap). */
function runnableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/type="(?:application\/(?:ld\+)?json|text\/x-deferred-module)"/.test(tag));
}

/** Checks the headers every response carries (decision 015). */
function expectSecurityHeaders(response: Response, what: string) {
  const headers = response.headers;
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(headers.get("x-frame-options"), what).toBe("DENY");
  expect(headers.get("permissions-policy"), what).toMatch(
    /\bcamera=\(\).*\bgeolocation=\(\).*\bmicrophone=\(\).*\bpayment=\(\).*\busb=\(\)/,
  );
  const csp = cspOf(response);
  expect(csp.get("default-src"), what).toEqual(["'self'"]);
  expect(csp.get("script-src"), what).toEqual(["'self'", `'nonce-${nonceOf(response)}'`]);
  expect(nonceOf(response), what).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(csp.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(csp.get("object-src"), what).toEqual(["'none'"]);
  expect(csp.get("base-uri"), what).toEqual(["'self'"]);
  expect(csp.get("form-action"), what).toEqual(["'self'"]);
}

/** A page as a browser gets it (fetch takes gzip and brotli and unpacks them). */
async function view(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  return { response, html: await response.text() };
}

describe(`security headers on ${testDatabaseKind}`, () => {
  test("a page carries every header, and each inline script the response's own nonce", async () => {
    const { response, html } = await view(`${shop.url}/login`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, "/login");
    const scripts = runnableScripts(html);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonceOf(response)}"`);
  });

  test("a cached guest page gets a fresh nonce in each response, matching its scripts", async () => {
    await expect
      .poll(async () => (await fetch(`${shop.url}/`)).headers.get(cacheStatusHeader))
      .toBe("hit");
    const first = await view(`${shop.url}/`);
    const second = await view(`${shop.url}/`, { headers: { "accept-encoding": "identity" } });
    for (const { response, html } of [first, second]) {
      expect(response.headers.get(cacheStatusHeader)).toBe("hit");
      expectSecurityHeaders(response, "/ from the cache");
      const scripts = runnableScripts(html);
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonceOf(response)}"`);
    }
    expect(first.response.headers.get("content-encoding")).toBe("gzip");
    expect(nonceOf(first.response)).not.toBe(nonceOf(second.response));
    expect(second.html).not.toContain(nonceOf(first.response));
  });

  test("resource routes, files, media, Better Auth and a 404 carry the headers", async () => {
    const asset = fs
      .readdirSync(path.join(buildDir, "client", "assets"))
      .find((name) => name.endsWith(".js"));
    const answers: Record<string, number> = {
      "/robots.txt": 200,
      "/search/suggestions?q=amber": 200,
      "/favicon.ico": 200,
      [`/assets/${asset}`]: 200,
      "/media/brand/logo.svg": 200,
      "/api/auth/get-session": 200,
      "/no-such-page": 404,
      "/product/no-such-scent": 404,
    };
    for (const [url, status] of Object.entries(answers)) {
      const response = await fetch(`${shop.url}${url}`);
      await response.arrayBuffer();
      expect(response.status, url).toBe(status);
      expectSecurityHeaders(response, url);
      expect(response.headers.get("strict-transport-security"), url).toBe("max-age=31536000");
    }
  });

  test("media may be shown by other sites (the order e-mail); other files only by the shop", async () => {
    const media = await fetch(`${shop.url}/media/brand/logo-email.png`);
    expect(media.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const page = await fetch(`${shop.url}/login`);
    expect(page.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  test("over plain http there is no HSTS and no upgrade of requests to https", async () => {
    const { response } = await view(`${plainShop.url}/login`);
    expectSecurityHeaders(response, "plain-http /login");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(cspOf(response).has("upgrade-insecure-requests")).toBe(false);
    expect(cspOf((await view(`${shop.url}/login`)).response).has("upgrade-insecure-requests")).toBe(
      true,
    );
  });

  test("behind a TLS proxy a customer registers, signs in and orders with Secure cookies", async () => {
    // The proxy passes neither X-Forwarded-Proto nor the public Host; the browser's Origin is
    // PUBLIC_URL's (this answered 400 before, decision 015).
    const post = (url: string, form: Record<string, string>) =>
      fetch(`${shop.url}${url}`, {
        method: "POST",
        headers: { origin: publicUrl, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form),
      });
    const registration = makeRegistration();
    const registered = await post("/register", registration);
    expect(registered.status).toBe(200);
    expect(await registered.text()).toContain("Registration successful!");

    const { email, password } = registration;
    const signedIn = await post("/login", { email, password });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain("Login successful!");
    const cookies = signedIn.headers.getSetCookie();
    expect(cookies.some((line) => line.startsWith("__Secure-better-auth.session_token="))).toBe(
      true,
    );
    for (const line of [...registered.headers.getSetCookie(), ...cookies]) {
      expect(line).toMatch(/; Secure/i);
    }

    const session = cookies.map((line) => line.split(";")[0]).join("; ");
    const customer = httpShopper(() => shop.url, {
      headers: { origin: publicUrl },
      cookie: session,
    });
    const ordered = await checkOutOverHttp(customer, [{ id: "amber-veil", quantity: 1 }], {
      idempotencyKey: `key_${randomBytes(12).toString("hex")}`,
      orderMethod: "website",
      fullName: "Achieng Otieno",
      email,
      phone: "0712345678",
      deliveryArea: "nairobi",
      address: "Ngong Road 12",
    });
    expect(ordered.status).toBe(303);
    const orderCookie = ordered.headers
      .getSetCookie()
      .find((line) => line.startsWith("loris_orders="));
    expect(orderCookie).toMatch(/; Secure/i);
    const success = await customer.get(ordered.headers.get("location")!);
    expect(success.status).toBe(200);
    expect(await success.text()).toContain(placedOrderId(ordered)!);
  });

  test("a shop opened at another of its addresses still takes its own forms", async () => {
    // PUBLIC_URL is http://loris.test; the browser is at 127.0.0.1 and sends that as Origin.
    const response = await fetch(`${plainShop.url}/register`, {
      method: "POST",
      headers: { origin: plainShop.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(makeRegistration()),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Registration successful!");
  });
});
