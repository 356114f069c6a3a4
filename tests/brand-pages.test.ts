import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { PerfumeFacts } from "#contracts/perfume.ts";
import { parseProductListQuery } from "#contracts/product-list-query.ts";
import { getBrandBySlug, listBrandSummaries } from "#server/catalog/brand-queries.ts";
import { listFacetedProducts } from "#server/catalog/faceted-products.ts";
import { listProducts } from "#server/catalog/product-queries.ts";
import {
  getPerfumeFacts,
  listMoreFromBrand,
  listSimilarScents,
} from "#server/catalog/perfume-fact-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { brand } from "#server/db/perfume-schema.ts";
import { cacheStatusHeader } from "#server/html-cache/catalogue-page-cache.ts";
import { insertProducts } from "./support/factories";
import { insertBrands, insertNotes } from "./support/perfume-factories";
import { serveShop } from "./support/served-shop";
import { openTestDatabase } from "./support/test-database";

const publicUrl = "https://loris.example";
let database: DatabaseHandle;
let shop: Awaited<ReturnType<typeof serveShop>>;

// Made days apart, so "newest first" is theirs to tell.
const daysAgo = (days: number) => new Date(Date.UTC(2026, 10, 30 - days));

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const [malindi, kilima] = await insertBrands(
    db,
    ["Maison Malindi", "kilima Parfums", "Atelier Lamu", "Zanzi"],
    "Oud and resin from the old Swahili port.",
  );
  await insertNotes(db, ["Bergamot", "Rose", "Oud", "Sandalwood", "Vanilla", "Cedar"]);
  await insertProducts(db, [
    {
      id: "dusk-oud",
      name: "dusk oud",
      brandId: malindi,
      concentration: "edp",
      families: ["woody", "amber"],
      topNotes: ["bergamot"],
      heartNotes: ["rose", "oud"],
      baseNotes: ["sandalwood", "vanilla"],
      createdAt: daysAgo(1),
    },
    // Shares woody, amber, oud, sandalwood, vanilla: 5.
    {
      id: "oud-night",
      name: "oud night",
      brandId: kilima,
      families: ["woody", "amber"],
      baseNotes: ["oud", "sandalwood", "vanilla"],
      createdAt: daysAgo(5),
    },
    // Shares woody, sandalwood: 2; newer than oud-night.
    {
      id: "cedar-walk",
      name: "cedar walk",
      brandId: malindi,
      families: ["woody"],
      baseNotes: ["sandalwood", "cedar"],
      createdAt: daysAgo(2),
    },
    // Shares the most of all (6), but none of its sizes is in stock.
    {
      id: "sold-oud",
      name: "sold oud",
      brandId: malindi,
      inStock: false,
      families: ["woody", "amber"],
      heartNotes: ["rose", "oud"],
      baseNotes: ["sandalwood", "vanilla"],
      createdAt: daysAgo(0),
    },
    // Shares nothing.
    {
      id: "sea-salt",
      name: "sea salt",
      brandId: kilima,
      families: ["fresh", "aquatic"],
      createdAt: daysAgo(3),
    },
    // No facts at all: a candle.
    { id: "fig-candle", name: "fig candle", category: "Home Fragrances", createdAt: daysAgo(4) },
  ]);
  shop = await serveShop(database, { PUBLIC_URL: publicUrl });
});
afterAll(async () => {
  await shop?.stop();
  await database?.close();
});

const idsOf = (cards: { id: string }[]) => cards.map((card) => card.id);

describe("perfume facts and related products", () => {
  test("a product's facts name its brand, concentration, families and notes by layer", async () => {
    const facts = await getPerfumeFacts(database.db, "dusk-oud");
    expect(facts).toEqual({
      brand: { slug: "maison-malindi", name: "Maison Malindi" },
      concentration: "edp",
      families: ["woody", "amber"],
      notes: {
        top: [{ slug: "bergamot", name: "Bergamot" }],
        heart: [
          { slug: "rose", name: "Rose" },
          { slug: "oud", name: "Oud" },
        ],
        base: [
          { slug: "sandalwood", name: "Sandalwood" },
          { slug: "vanilla", name: "Vanilla" },
        ],
      },
    } satisfies PerfumeFacts);
  });

  test("a product without facts has none, and an unknown id has no facts", async () => {
    expect(await getPerfumeFacts(database.db, "fig-candle")).toEqual({
      brand: null,
      concentration: null,
      families: [],
      notes: { top: [], heart: [], base: [] },
    });
    expect(await getPerfumeFacts(database.db, "no-such-product")).toBeUndefined();
  });

  test("similar scents: in stock first, sharing most first, never the product itself", async () => {
    const facts = (await getPerfumeFacts(database.db, "dusk-oud"))!;
    expect(idsOf(await listSimilarScents(database.db, "dusk-oud", facts))).toEqual([
      "oud-night",
      "cedar-walk",
      "sold-oud",
    ]);
    expect(idsOf(await listSimilarScents(database.db, "dusk-oud", facts, 1))).toEqual([
      "oud-night",
    ]);
  });

  test("a product sharing no family or note has no similar scents", async () => {
    const candle = (await getPerfumeFacts(database.db, "fig-candle"))!;
    expect(await listSimilarScents(database.db, "fig-candle", candle)).toEqual([]);
  });

  test("more from a brand: its other products, in stock first, then the newest", async () => {
    expect(idsOf(await listMoreFromBrand(database.db, "dusk-oud", "maison-malindi"))).toEqual([
      "cedar-walk",
      "sold-oud",
    ]);
    expect(await listMoreFromBrand(database.db, "dusk-oud", "no-such-brand")).toEqual([]);
  });
});

describe("brand queries", () => {
  test("every brand A–Z whatever its case, with how many products it has", async () => {
    expect(await listBrandSummaries(database.db)).toEqual([
      { slug: "atelier-lamu", name: "Atelier Lamu", productCount: 0 },
      { slug: "kilima-parfums", name: "kilima Parfums", productCount: 2 },
      { slug: "maison-malindi", name: "Maison Malindi", productCount: 3 },
      { slug: "zanzi", name: "Zanzi", productCount: 0 },
    ]);
  });

  test("a brand's products are paged newest first, a page past the end is the last", async () => {
    const malindi = (await getBrandBySlug(database.db, "maison-malindi"))!;
    expect(malindi).toMatchObject({ name: "Maison Malindi", logoUrl: null });
    const page = (n: number) =>
      listProducts(database.db, { brandId: malindi.id, sort: "newest", page: n, pageSize: 2 });
    const first = await page(1);
    expect(idsOf(first.products)).toEqual(["sold-oud", "dusk-oud"]);
    expect(first).toMatchObject({ total: 3, page: 1, pageCount: 2 });
    const past = await page(9);
    expect(idsOf(past.products)).toEqual(["cedar-walk"]);
    expect(past.page).toBe(2);
    expect(await getBrandBySlug(database.db, "nobody")).toBeUndefined();
  });

  test("a brand narrowed by a family: its products of that family, counted within the brand", async () => {
    const malindi = (await getBrandBySlug(database.db, "maison-malindi"))!;
    // The brand is the page's own: another brand asked for in the URL is dropped.
    const params = new URLSearchParams("family=amber&brand=kilima-parfums");
    const found = await listFacetedProducts(
      database.db,
      parseProductListQuery(params),
      params,
      malindi.id,
    );
    expect(found.picks).toEqual([{ facet: "family", value: "amber" }]);
    expect(idsOf(found.listing.products)).toEqual(["sold-oud", "dusk-oud"]);
    expect(found.listing.total).toBe(2);
    const counts = Object.fromEntries(
      found.panel.groups.map((group) => [
        group.facet,
        Object.fromEntries(group.values.map((item) => [item.value, item.count])),
      ]),
    );
    // kilima's oud-night (woody, amber) and sea-salt (fresh) count nowhere; no brand group.
    expect(counts.brand).toBeUndefined();
    expect(counts.family).toMatchObject({ woody: 3, amber: 2, fresh: 0, aquatic: 0 });
    expect(counts.in_stock).toEqual({ "1": 1 });
  });
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
