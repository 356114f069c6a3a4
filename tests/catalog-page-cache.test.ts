import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { product } from "#server/db/schema.ts";
import { cacheStatusHeader } from "#server/html-cache/anonymous-page-cache.ts";
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
async function cachedView(path: string) {
  await expect.poll(async () => (await view(path)).cache).toBe("hit");
  return view(path);
}

describe(`anonymous catalogue pages from the page cache on ${testDatabaseKind}`, () => {
  test("a price change shows on the next view of the product page and the listing", async () => {
    expect((await view("/product/amber-veil")).html).toContain("KSh 4,500");
    expect((await cachedView("/product/amber-veil")).html).toContain("KSh 4,500");
    expect((await cachedView("/all-products?category=Niche")).html).toContain("KSh 4,500");

    await changeCatalogue(database, () =>
      database.db.update(product).set({ price: 3900 }).where(eq(product.id, "amber-veil")),
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
      database.db.update(product).set({ inStock: false }).where(eq(product.id, "amber-veil")),
    );

    expect((await view("/all-products?category=Niche")).html).toContain("Out of Stock");
  });

  test("a signed-in shopper never gets the page cached for guests", async () => {
    expect((await cachedView("/")).html).toContain('aria-label="Log in"');

    const signUp = await fetch(`${shop.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicUrl },
      body: JSON.stringify({ ...makeRegistration(), name: "Achieng Otieno" }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");

    const signedIn = await view("/", cookie);
    expect(signedIn.cache).toBe("bypass");
    expect(signedIn.html).toContain('aria-label="Account menu"');
    expect(signedIn.html).not.toContain('aria-label="Log in"');
    expect((await view("/")).html).toContain('aria-label="Log in"');
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
});
