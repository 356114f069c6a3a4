import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { user } from "#server/db/auth-schema.ts";
import { addToCart } from "#server/cart/cart-store.ts";
import { productSize } from "#server/db/schema.ts";
import { cacheStatusHeader } from "#server/html-cache/catalogue-page-cache.ts";
import { makeRegistration } from "./support/accounts";
import { changeCatalogue } from "./support/catalogue-change";
import { insertProducts } from "./support/factories";
import { serveShop } from "./support/served-shop";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

const publicUrl = "https://loris.example";
let database: DatabaseHandle;
let shop: Awaited<ReturnType<typeof serveShop>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [
    { id: "amber-veil", name: "amber veil", price: 4500, category: "Niche Perfumes" },
    { id: "cedar-smoke", name: "cedar smoke", price: 3200, category: "Niche Perfumes" },
    { id: "oud-dusk", name: "oud dusk", price: 5200 },
  ]);
  shop = await serveShop(database, { PUBLIC_URL: publicUrl, AUTH_RATE_LIMIT: "100" });
});
afterAll(async () => {
  await shop?.stop();
  await database?.close();
});

/** A page as a browser gets it: its status, HTML and whether the cache answered. */
async function view(path: string, cookie?: string) {
  const response = await fetch(`${shop.url}${path}`, { headers: cookie ? { cookie } : {} });
  return {
    status: response.status,
    cache: response.headers.get(cacheStatusHeader),
    html: await response.text(),
  };
}

/** A page once the cache holds it (it is kept as its first render finishes). */
async function cachedView(path: string, cookie?: string) {
  await expect.poll(async () => (await view(path, cookie)).cache).toBe("hit");
  return view(path, cookie);
}

/** A customer (or an admin) signed up over HTTP: their session cookie, id and e-mail. */
async function signUp(role: "customer" | "admin" = "customer") {
  const registration = makeRegistration();
  const response = await fetch(`${shop.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: publicUrl },
    body: JSON.stringify({ ...registration, name: "Achieng Otieno" }),
  });
  expect(response.status).toBe(200);
  const { user: created } = (await response.json()) as { user: { id: string } };
  let signedIn = response;
  if (role === "admin") {
    await database.db
      .update(user)
      .set({ role: "admin", staffRole: "owner" })
      .where(eq(user.id, created.id));
    // Signed in again: the session cookie's copy carries the role (decision 050).
    signedIn = await fetch(`${shop.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicUrl },
      body: JSON.stringify({ email: registration.email, password: registration.password }),
    });
    expect(signedIn.status).toBe(200);
  }
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, id: created.id, email: registration.email };
}

/**
 * Adds `quantity` of cedar smoke through POST /cart, as a live page does, and returns the
 * cookies the browser holds then: `cookie` with the cart mark the answer renewed.
 */
async function addCedarOverHttp(cookie: string, quantity: number): Promise<string> {
  const response = await fetch(`${shop.url}/cart`, {
    method: "POST",
    headers: { cookie, origin: publicUrl },
    body: new URLSearchParams({ intent: "add", productId: "cedar-smoke", quantity: `${quantity}` }),
  });
  expect(response.status).toBe(200);
  const mark = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .filter((pair) => pair.startsWith("loris_cart_mark="));
  expect(mark).toHaveLength(1);
  const others = cookie.split("; ").filter((pair) => !pair.startsWith("loris_cart_mark="));
  return [...others, ...mark].join("; ");
}

/**
 * The root loader's `viewer` in a page's HTML. React Router streams loader data as a flat
 * turbo-stream array, an object being `{"_<index of key>": <index of value>}`.
 */
function rootViewerOf(html: string): unknown {
  const payload = /streamController\.enqueue\((".*?")\);/s.exec(html)?.[1];
  const values = JSON.parse(JSON.parse(payload ?? '"[]"') as string) as unknown[];
  const valueOf = (index: number): unknown => {
    const value = values[index];
    if (index < 0) return index === -7 ? null : undefined;
    if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, at]) => [values[Number(key.slice(1))], valueOf(Number(at))]),
    );
  };
  const viewerKey = values.indexOf("viewer");
  const root = values.find(
    (value) => typeof value === "object" && value !== null && `_${viewerKey}` in value,
  ) as Record<string, number> | undefined;
  return root ? valueOf(root[`_${viewerKey}`]!) : undefined;
}

describe(`anonymous catalogue pages from the page cache on ${testDatabaseKind}`, () => {
  test("a price change shows on the next view of the product page and the listing", async () => {
    expect((await view("/product/amber-veil")).html).toContain("KSh 4,500");
    expect((await cachedView("/product/amber-veil")).html).toContain("KSh 4,500");
    expect((await cachedView("/all-products?category=Niche")).html).toContain("KSh 4,500");

    await changeCatalogue(database, () =>
      database.db
        .update(productSize)
        .set({ price: 3900 })
        .where(eq(productSize.productId, "amber-veil")),
    );

    const after = await view("/product/amber-veil");
    expect(after.html).toContain("KSh 3,900");
    expect(after.html).not.toContain("KSh 4,500");
    expect((await view("/all-products?category=Niche")).html).toContain("KSh 3,900");
  });

  test("a client navigation's loader data comes from the cache too (home's is /_.data)", async () => {
    const dataOfPage = {
      "/_.data": "routes/home",
      "/product/amber-veil.data": "routes/product",
      "/all-products.data?category=Niche": "routes/all-products",
    };
    for (const [path, routeId] of Object.entries(dataOfPage)) {
      const data = await cachedView(path);
      expect(data.status, path).toBe(200);
      expect(data.html, path).toContain(`"${routeId}"`);
    }
  });

  test("a product going out of stock shows 'Out of Stock' on the next view", async () => {
    expect((await cachedView("/all-products?category=Niche")).html).not.toContain("Out of Stock");

    await changeCatalogue(database, () =>
      database.db
        .update(productSize)
        .set({ inStock: false })
        .where(eq(productSize.productId, "amber-veil")),
    );

    expect((await view("/all-products?category=Niche")).html).toContain("Out of Stock");
  });

  test("a signed-in customer's home comes from the cache, with their header and never the guest's", async () => {
    expect((await cachedView("/")).html).toContain('aria-label="Log in"');
    const customer = await signUp();

    expect((await view("/", customer.cookie)).cache).toBe("miss");
    const again = await view("/", customer.cookie);
    expect(again.cache).toBe("hit");
    expect(again.html).toContain('aria-label="Account menu"');
    expect(again.html).not.toContain('aria-label="Log in"');
    expect((await view("/")).html).toContain('aria-label="Log in"');
  });

  test("an admin gets the page with the admin's menu entry, and a customer never gets it", async () => {
    const admin = await signUp("admin");
    const customer = await signUp();
    for (const attempt of [1, 2]) {
      const adminPage = await view("/product/cedar-smoke", admin.cookie);
      const customerPage = await view("/product/cedar-smoke", customer.cookie);
      expect([adminPage.cache, customerPage.cache]).toEqual(
        attempt === 1 ? ["miss", "miss"] : ["hit", "hit"],
      );
      expect(rootViewerOf(adminPage.html)).toEqual({ isAdmin: true });
      expect(rootViewerOf(customerPage.html)).toEqual({ isAdmin: false });
    }
  });

  test("a customer who adds to the cart sees the new count on their next page", async () => {
    const customer = await signUp();
    let cookie = customer.cookie;
    await cachedView("/product/cedar-smoke", cookie);

    cookie = await addCedarOverHttp(cookie, 2);
    const two = await view("/product/cedar-smoke", cookie);
    expect(two.html).toContain('aria-label="Cart, 2 items"');
    cookie = await addCedarOverHttp(cookie, 1);
    expect((await view("/product/cedar-smoke", cookie)).html).toContain(
      'aria-label="Cart, 3 items"',
    );
    // Another customer with two items gets the page kept for two, with their own count.
    const other = await signUp();
    await addToCart(database.db, { userId: other.id }, { productId: "cedar-smoke" }, 2);
    const shared = await view("/product/cedar-smoke", other.cookie);
    expect(shared.cache).toBe("hit");
    expect(shared.html).toContain('aria-label="Cart, 2 items"');
  });

  test("a signed-in customer's pages never contain their e-mail or id", async () => {
    const customer = await signUp();
    for (const path of ["/", "/_.data", "/all-products", "/product/cedar-smoke"]) {
      for (const { html } of [
        await view(path, customer.cookie),
        await view(path, customer.cookie),
      ]) {
        expect(html, path).not.toContain(customer.email);
        expect(html, path).not.toContain(customer.id);
      }
    }
  });

  test("cached loader data goes as brotli to a browser, as gzip to a client without brotli", async () => {
    await cachedView("/_.data");
    const encodingFor = async (path: string, acceptEncoding: string) => {
      const response = await fetch(`${shop.url}${path}`, {
        headers: { "accept-encoding": acceptEncoding },
      });
      expect(await response.text()).toContain('"routes/home"');
      return response.headers.get("content-encoding");
    };
    expect(await encodingFor("/_.data", "gzip, deflate, br, zstd")).toBe("br");
    expect(await encodingFor("/_.data", "gzip, deflate")).toBe("gzip");
    expect(await encodingFor("/_.data", "br;q=0, gzip")).toBe("gzip");
  });

  test("a cached page goes as gzip: it carries each response's own nonce (decision 015)", async () => {
    await cachedView("/");
    const response = await fetch(`${shop.url}/`, {
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(await response.text()).toContain("</html>");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  test("guests asking at once for a page not yet kept share one render", async () => {
    const path = "/all-products?category=Niche&sort=price-high-to-low";
    const views = await Promise.all(Array.from({ length: 12 }, () => view(path)));
    expect(views.map((v) => v.cache).filter((status) => status === "miss")).toHaveLength(1);
    for (const { status, html } of views) {
      expect(status).toBe(200);
      expect(html).toContain("amber veil");
    }
  });

  test("guests waiting on a render that a price change overtakes share it, and the next view shows the change", async () => {
    const path = "/product/oud-dusk";
    const guests = 12;
    let views!: Promise<Awaited<ReturnType<typeof view>>[]>;
    await changeCatalogue(database, () =>
      database.db.transaction(async (tx) => {
        // The render reads the product after this transaction: it is under way meanwhile.
        await tx.execute(sql`LOCK TABLE product IN ACCESS EXCLUSIVE MODE`);
        views = Promise.all(Array.from({ length: guests }, () => view(path)));
        await expect.poll(() => shop.requestsUnderway()).toBe(guests);
        await tx
          .update(productSize)
          .set({ price: 4800 })
          .where(eq(productSize.productId, "oud-dusk"));
      }),
    );
    const answered = await views;
    expect(answered.map((v) => v.status)).toEqual(Array.from({ length: guests }, () => 200));
    expect(answered.filter((v) => v.cache === "miss")).toHaveLength(1);

    const next = await view(path);
    expect(next.cache).toBe("miss");
    expect(next.html).toContain("KSh 4,800");
    expect((await view(path)).cache).toBe("hit");
  });

  test("guests waiting on a page that is not kept get it rendered for them", async () => {
    const views = await Promise.all(Array.from({ length: 4 }, () => view("/product/unknown")));
    expect(views.map((v) => v.status)).toEqual([404, 404, 404, 404]);
  });

  test("a page that is not found is not kept", async () => {
    expect((await view("/product/no-such-scent")).status).toBe(404);
    const again = await view("/product/no-such-scent");
    expect(again.status).toBe(404);
    expect(again.cache).toBe("miss");
  });

  test("sitemap.xml is kept like a page until the catalogue changes (decision 029)", async () => {
    const kept = await cachedView("/sitemap.xml");
    expect(kept.status).toBe(200);
    expect(kept.html).toContain(`<loc>${publicUrl}/product/cedar-smoke</loc>`);
    const response = await fetch(`${shop.url}/sitemap.xml`);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");

    await changeCatalogue(database, () =>
      insertProducts(database.db, [{ id: "fig-leaf", name: "fig leaf", price: 2800 }]),
    );

    const fresh = await view("/sitemap.xml");
    expect(fresh.cache).toBe("miss");
    expect(fresh.html).toContain(`<loc>${publicUrl}/product/fig-leaf</loc>`);
  });

  test("a hard reload (Cache-Control: no-cache) is rendered afresh and leaves the kept page", async () => {
    await cachedView("/product/cedar-smoke");
    const reload = await fetch(`${shop.url}/product/cedar-smoke`, {
      headers: { "cache-control": "no-cache" },
    });
    expect(reload.headers.get(cacheStatusHeader)).toBe("bypass");
    expect(await reload.text()).toContain("KSh 3,200");
    expect((await view("/product/cedar-smoke")).cache).toBe("hit");
  });
});
