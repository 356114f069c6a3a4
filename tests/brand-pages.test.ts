import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { brand } from "#server/db/perfume-schema.ts";
import { cacheStatusHeader } from "#server/html-cache/catalogue-page-cache.ts";
import { insertBrandCatalogue } from "./support/brand-catalogue";
import { serveShop } from "./support/served-shop";
import { openTestDatabase } from "./support/test-database";

const publicUrl = "https://loris.example";
let database: DatabaseHandle;
let shop: Awaited<ReturnType<typeof serveShop>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertBrandCatalogue(database.db);
  shop = await serveShop(database, { PUBLIC_URL: publicUrl });
});
afterAll(async () => {
  await shop?.stop();
  await database?.close();
});

/** A page as a browser gets it: status, HTML and whether the page cache answered. */
async function view(path: string) {
  const response = await fetch(`${shop.url}${path}`);
  return {
    status: response.status,
    cache: response.headers.get(cacheStatusHeader),
    html: await response.text(),
  };
}

/** The visible text of an HTML fragment, tags dropped and spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("pages", () => {
  test("a product page shows its brand, concentration, families, notes and related products", async () => {
    const page = await view("/product/dusk-oud");
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    expect(page.html).toContain('href="/brands/maison-malindi"');
    expect(text).toContain("Eau de Parfum");
    expect(text).toMatch(/Woody.*Amber \(Oriental\)/);
    expect(text).toMatch(/Top notes Bergamot Heart notes Rose Oud Base notes Sandalwood Vanilla/);
    expect(page.html).toContain('href="/all-products?note=sandalwood"');
    expect(page.html).toContain('href="/all-products?family=woody"');
    expect(text).toContain("Similar scents");
    expect(text).toContain("More from Maison Malindi");
    expect(page.html).toMatch(/"brand":\{"@type":"Brand","name":"Maison Malindi"\}/);
  });

  test("a product without facts shows none of their sections", async () => {
    const text = textOf((await view("/product/fig-candle")).html);
    expect(text).not.toMatch(/Top notes|Similar scents|More from|Concentration/);
  });

  test("/brands lists every brand under its letter with its product count", async () => {
    const page = await view("/brands");
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toMatch(/A Atelier Lamu 0 products K kilima Parfums 2 products/);
    expect(text).toMatch(/M Maison Malindi 3 products Z Zanzi 0 products/);
    expect(page.html).toContain('href="#letter-K"');
    expect(page.html).toContain(`<link rel="canonical" href="${publicUrl}/brands"/>`);
  });

  test("a brand page shows its story and products, and is kept by the page cache", async () => {
    const page = await view("/brands/maison-malindi");
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toContain("Oud and resin from the old Swahili port.");
    expect(text).toContain("3 products");
    expect(page.html).toContain("<title>Maison Malindi | Loris</title>");
    expect(page.html).toContain(
      `<link rel="canonical" href="${publicUrl}/brands/maison-malindi"/>`,
    );
    for (const name of ["Dusk Oud", "Cedar Walk", "Sold Oud"]) expect(text).toContain(name);
    expect(text).not.toContain("Oud Night");
    await expect.poll(async () => (await view("/brands/maison-malindi")).cache).toBe("hit");
  });

  test("a brand page narrowed by a facet: its products, chips, a clean canonical link, kept by the cache", async () => {
    const path = "/brands/maison-malindi?family=amber&brand=kilima-parfums&family=nope";
    const page = await view(path);
    expect(page.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toContain("Oud and resin from the old Swahili port.");
    expect(text).toContain("2 products");
    for (const name of ["Dusk Oud", "Sold Oud"]) expect(text).toContain(name);
    expect(text).not.toMatch(/Cedar Walk|Oud Night|Sea Salt/);
    expect(text).toMatch(/Woody \( 3 \)/);
    expect(text).not.toContain("kilima Parfums");
    expect(page.html).toContain(
      `<link rel="canonical" href="${publicUrl}/brands/maison-malindi?family=amber"/>`,
    );
    // Without JavaScript: the facets are a GET form on the brand's page, the chip a link off it.
    expect(page.html).toMatch(/<form[^>]*action="\/brands\/maison-malindi"/);
    expect(page.html).toMatch(
      /href="\/brands\/maison-malindi"[^>]*aria-label="Remove filter Amber/,
    );
    await expect.poll(async () => (await view(path)).cache).toBe("hit");
  });

  test("a brand page whose facets match nothing offers to remove the last one", async () => {
    const page = await view("/brands/maison-malindi?in_stock=1&family=fresh");
    const text = textOf(page.html);
    expect(text).toContain("0 products");
    expect(text).toContain("No products match your filters.");
    expect(text).toContain("Remove “ Fresh ”");
    expect(page.html).toContain('href="/brands/maison-malindi?in_stock=1"');
    const empty = textOf((await view("/brands/zanzi")).html);
    expect(empty).toContain("No products from Zanzi yet.");
    expect(empty).not.toContain("Clear All Filters");
  });

  test("a brand's new story shows once staff change it: the change clears the kept pages", async () => {
    await expect.poll(async () => (await view("/brands")).cache).toBe("hit");
    await database.db
      .update(brand)
      .set({ name: "Maison Malindi Paris", story: "A new chapter on the coast." })
      .where(eq(brand.slug, "maison-malindi"));
    await expect
      .poll(async () => textOf((await view("/brands/maison-malindi")).html))
      .toContain("A new chapter on the coast.");
    expect(textOf((await view("/brands")).html)).toContain("Maison Malindi Paris 3 products");
    expect(textOf((await view("/product/cedar-walk")).html)).toContain(
      "More from Maison Malindi Paris",
    );
  });

  test("an unknown, malformed or overlong brand slug is the 404 page", async () => {
    for (const slug of ["nobody", "Maison%20Malindi", "a".repeat(500), "%F0%9F%8C%B9"]) {
      const page = await view(`/brands/${slug}`);
      expect(page.status).toBe(404);
      expect(page.html).toContain("Page not found");
    }
  });

  test("a page number out of bounds reads as the nearest page", async () => {
    for (const search of ["?page=999999999999", "?page=-3", "?page=abc"]) {
      expect((await view(`/brands/maison-malindi${search}`)).status).toBe(200);
    }
  });

  test("sitemap.xml lists /brands and every brand's page", async () => {
    const sitemap = (await view("/sitemap.xml")).html;
    expect(sitemap).toContain(`<loc>${publicUrl}/brands</loc>`);
    expect(sitemap).toContain(`<loc>${publicUrl}/brands/zanzi</loc>`);
  });
});
