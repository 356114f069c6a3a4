import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listProducts } from "#server/catalog/product-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { productSize } from "#server/db/schema.ts";
import { searchProducts, suggestSearch } from "#server/search/product-search-queries.ts";
import { insertSearchCatalogue } from "./support/search-catalogue";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertSearchCatalogue(database.db);
});
afterAll(() => database.close());

const suggestedNames = async (text: string) =>
  (await suggestSearch(database.db, text)).products.map((p) => p.name);

describe(`search suggestions on ${testDatabaseKind}`, () => {
  test("'oud' suggests the Oud names first, then a product whose description holds it", async () => {
    expect(await suggestedNames("oud")).toEqual([
      "Amber Oud",
      "Oud Royale",
      "Oud Safari",
      "Cedar Night",
      "Mystery Box",
    ]);
  });

  test("matching ignores case and finds word prefixes across words", async () => {
    expect(await suggestedNames("OUD")).toEqual(await suggestedNames("oud"));
    expect((await suggestedNames("oud roy"))[0]).toBe("Oud Royale");
  });

  test("a small typo still finds the names: 'lavander' finds the lavender products", async () => {
    expect(await suggestedNames("lavander")).toEqual(["Lavender Hour Mist", "Lavender Linen"]);
    expect(await suggestedNames("oud royal")).toContain("Oud Royale");
  });

  test("name matches rank above description matches", async () => {
    expect(await suggestedNames("lavender")).toEqual([
      "Lavender Hour Mist",
      "Lavender Linen",
      "Stone Fern",
    ]);
    expect((await suggestedNames("rose"))[0]).toBe("Rose de Karen");
  });

  test("a product suggestion carries its id, name, category and from-price", async () => {
    const { products } = await suggestSearch(database.db, "safari");
    expect(products).toEqual([
      {
        id: "oud-safari",
        name: "Oud Safari",
        category: "Niche Perfumes",
        price: 9000,
        isFrom: false,
      },
    ]);
    await database.db.insert(productSize).values({
      id: "oud-safari-100",
      productId: "oud-safari",
      label: "100ml",
      position: 1,
      price: 14_000,
    });
    expect((await suggestSearch(database.db, "safari")).products).toMatchObject([
      { price: 9000, isFrom: true },
    ]);
    await database.db.delete(productSize).where(eq(productSize.id, "oud-safari-100"));
  });

  test("at most 5 products and 3 categories are suggested", async () => {
    expect(await suggestedNames("musk")).toHaveLength(5);
    const { categories } = await suggestSearch(database.db, "perfume");
    expect(categories).toHaveLength(3);
    for (const name of categories) expect(name).toMatch(/Perfume/);
  });

  test("categories are suggested by name, despite typos, and only when shoppers can browse them", async () => {
    expect((await suggestSearch(database.db, "difusers")).categories).toEqual(["Diffusers"]);
    expect((await suggestSearch(database.db, "body")).categories).toEqual(["Body Care"]);
    expect((await suggestSearch(database.db, "wom")).categories).toEqual(["Women"]);
    // No product is in Room Spray and no browser shows it.
    expect((await suggestSearch(database.db, "room")).categories).toEqual([]);
  });

  test("hostile text is data: wildcards, quotes, backslashes, emoji and 500 characters", async () => {
    const hostile = [
      "%",
      "_",
      "%%",
      "__",
      "'",
      '"',
      "\\",
      "\\\\",
      "'; drop table product; --",
      "🌹🌹",
      "\u0000\u0000",
      "a".repeat(500),
      "%".repeat(500),
      "🌹".repeat(500),
    ];
    for (const text of hostile) {
      expect(await suggestSearch(database.db, text), text).toEqual({
        products: [],
        categories: [],
        brands: [],
        notes: [],
      });
      const listing = await listProducts(database.db, {
        search: text,
        sort: "newest",
        page: 1,
        pageSize: 18,
      });
      expect(listing.total, text).toBe(0);
    }
    expect(await suggestedNames("oud%")).toEqual(await suggestedNames("oud"));
    expect(await suggestedNames("o'ud_ \\royale 🌹")).toContain("Oud Royale");
    expect((await suggestedNames(`oud ${"x".repeat(495)}`)).length).toBeLessThanOrEqual(5);
    expect(await suggestedNames("🌹 safari")).toEqual(["Oud Safari"]);
    expect((await searchProducts(database.db, "safari", 8)).total).toBe(1);
  });
});

describe(`search results on ${testDatabaseKind}`, () => {
  test("results come most relevant first, with how many match in all", async () => {
    const results = await searchProducts(database.db, "oud", 2);
    expect(results.products.map((p) => p.name)).toEqual(["Amber Oud", "Oud Royale"]);
    expect(results.total).toBe(5);
    expect((await searchProducts(database.db, "nothing like this", 8)).total).toBe(0);
  });

  test("a listing search combines with category, price and sort", async () => {
    const listing = (filter: { category?: string; minPrice?: number; maxPrice?: number }) =>
      listProducts(database.db, {
        search: "oud",
        sort: "price-high-to-low",
        page: 1,
        pageSize: 18,
        ...filter,
      });
    expect((await listing({})).products.map((p) => p.id)).toEqual([
      "oud-royale",
      "oud-safari",
      "amber-oud",
      "cedar",
      "mystery",
    ]);
    expect((await listing({ category: "Niche" })).products.map((p) => p.id)).toEqual([
      "oud-royale",
      "oud-safari",
    ]);
    expect((await listing({ category: "Men" })).products.map((p) => p.id)).toEqual(["cedar"]);
    const priced = await listing({ minPrice: 4000, maxPrice: 10000 });
    expect(priced.products.map((p) => p.id)).toEqual(["oud-safari", "amber-oud"]);
    expect(priced.total).toBe(2);
  });
});
