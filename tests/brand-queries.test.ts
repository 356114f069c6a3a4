import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { PerfumeFacts } from "#contracts/perfume.ts";
import { parseProductListQuery } from "#contracts/product-list-query.ts";
import { getBrandBySlug, listBrandSummaries } from "#server/catalog/brand-queries.ts";
import { listFacetedProducts } from "#server/catalog/facets/faceted-products.ts";
import { listProducts } from "#server/catalog/product-queries.ts";
import {
  getPerfumeFacts,
  listMoreFromBrand,
  listSimilarScents,
} from "#server/catalog/perfume-fact-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { insertBrandCatalogue } from "./support/brand-catalogue";
import { openTestDatabase } from "./support/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertBrandCatalogue(database.db);
});
afterAll(async () => {
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
    const found = await listFacetedProducts(database.db, parseProductListQuery(params), params, {
      brandId: malindi.id,
    });
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
