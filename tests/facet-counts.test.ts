import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseFacetPicks } from "#contracts/facet-query.ts";
import { facetValuesMax, type FacetName } from "#contracts/facets.ts";
import { facetedQuery } from "#server/catalog/facets/faceted-listing.ts";
import { listProducts } from "#server/catalog/product-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { insertProducts } from "./support/factories";
import { insertBrands, insertNotes } from "./support/perfume-factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  const [kilima, savanna] = await insertBrands(database.db, ["Maison Kilima", "Savanna House"]);
  const [vanilla, oud, bergamot] = await insertNotes(database.db, ["Vanilla", "Oud", "Bergamot"]);
  await insertProducts(database.db, [
    {
      id: "cedar-men",
      brandId: kilima,
      families: ["woody"],
      baseNotes: [oud!],
      gender: "men",
      concentration: "edp",
      price: 4000,
      sizes: [
        { label: "50ml", price: 4000 },
        { label: "100ml", price: 7000 },
      ],
    },
    {
      id: "vetiver-men",
      brandId: savanna,
      families: ["woody", "fresh"],
      gender: "men",
      concentration: "edt",
      price: 6000,
      sizes: [{ label: "100ml", price: 6000 }],
    },
    {
      id: "oud-unisex",
      brandId: kilima,
      families: ["woody", "amber"],
      heartNotes: [oud!],
      baseNotes: [vanilla!],
      concentration: "extrait",
      price: 8000,
      sizes: [{ label: "50ml", price: 8000 }],
    },
    {
      id: "rose-women",
      brandId: savanna,
      families: ["floral"],
      topNotes: [bergamot!],
      gender: "women",
      concentration: "edp",
      price: 3000,
      sizes: [{ label: "50ml", price: 3000, compareAtPrice: 4000 }],
    },
    {
      id: "citrus-men",
      brandId: savanna,
      families: ["fresh"],
      topNotes: [bergamot!],
      gender: "men",
      concentration: "edc",
      price: 2500,
      inStock: false,
      sizes: [{ label: "30ml", price: 2500 }],
    },
    {
      id: "vanilla-women",
      brandId: kilima,
      families: ["amber"],
      baseNotes: [vanilla!],
      gender: "women",
      concentration: "edp",
      price: 5000,
      sizes: [{ label: "100ml", price: 5000 }],
    },
  ]);
});
afterAll(() => database.close());

/** The listing and facet panel of a query string, as /all-products computes them. */
async function browse(query: string, base: { maxPrice?: number } = {}) {
  const params = new URLSearchParams(query);
  const faceted = await facetedQuery(database.db, parseFacetPicks(params));
  const isOnSale = params.get("sale") === "true";
  const [listing, panel] = await Promise.all([
    listProducts(database.db, {
      ...base,
      isOnSale,
      facets: faceted.filter,
      sort: "price-low-to-high",
      page: 1,
      pageSize: 50,
    }),
    faceted.panel(base, isOnSale),
  ]);
  const count = (facet: FacetName, value: string) =>
    panel.groups.find((group) => group.facet === facet)?.values.find((item) => item.value === value)
      ?.count ?? 0;
  const ids = listing.products.map((product) => product.id).sort();
  const counts = Object.fromEntries(
    panel.groups.flatMap((group) =>
      group.values.map((item) => [`${group.facet}:${item.value}`, item.count]),
    ),
  );
  return { ids, total: listing.total, count, counts, panel, picks: faceted.picks };
}

describe(`facet counts on ${testDatabaseKind} (decision 057)`, () => {
  test("values of one facet are OR-ed, facets AND-ed", async () => {
    expect((await browse("family=woody")).ids).toEqual(["cedar-men", "oud-unisex", "vetiver-men"]);
    expect((await browse("family=woody&family=floral")).ids).toEqual([
      "cedar-men",
      "oud-unisex",
      "rose-women",
      "vetiver-men",
    ]);
    expect((await browse("family=woody&gender=men")).ids).toEqual(["cedar-men", "vetiver-men"]);
    expect((await browse("brand=maison-kilima&note=oud")).ids).toEqual(["cedar-men", "oud-unisex"]);
    expect((await browse("size=50&in_stock=1")).ids).toEqual([
      "cedar-men",
      "oud-unisex",
      "rose-women",
    ]);
  });

  test("a facet's counts leave out its own choice and take in the others'", async () => {
    // The family counts are over the whole catalogue (choosing Fresh too would add its
    // products); the other facets' counts are within the woody ones.
    expect((await browse("family=woody")).counts).toMatchObject({
      "family:woody": 3,
      "family:fresh": 2,
      "family:amber": 2,
      "family:floral": 1,
      "gender:men": 2,
      "gender:unisex": 1,
      "gender:women": 0,
      "brand:maison-kilima": 2,
      "note:oud": 2,
      "size:100": 2,
    });
    expect((await browse("family=woody&gender=men")).counts).toMatchObject({
      "family:woody": 2,
      "family:fresh": 2,
      "gender:men": 2,
      "gender:unisex": 1,
      "concentration:edt": 1,
      "in_stock:1": 2,
    });
  });

  test("sale and stock count as facets; price bounds the counts as the listing", async () => {
    const all = await browse("");
    expect(all.count("in_stock", "1")).toBe(5);
    expect(all.panel.saleCount).toBe(1);
    const onSale = await browse("sale=true");
    expect(onSale.ids).toEqual(["rose-women"]);
    expect(onSale.count("gender", "women")).toBe(1);
    expect(onSale.count("gender", "men")).toBe(0);
    const underFive = await browse("gender=women", { maxPrice: 5000 });
    expect(underFive.ids).toEqual(["rose-women", "vanilla-women"]);
    expect(underFive.count("gender", "men")).toBe(2);
    expect(underFive.count("family", "woody")).toBe(0);
  });

  test("unknown brands, notes and values are ignored", async () => {
    const unknown = await browse(
      "brand=nobody&family=bogus&note=unicorn&gender=alien&size=abc&concentration=x&in_stock=yes",
    );
    expect(unknown.picks).toEqual([]);
    expect(unknown.total).toBe(6);
    const mixed = await browse("note=unicorn&note=oud&brand=Savanna-House");
    expect(mixed.picks).toEqual([
      { facet: "note", value: "oud" },
      { facet: "brand", value: "savanna-house" },
    ]);
    expect(mixed.ids).toEqual([]);
  });

  test("a URL with hundreds of values keeps a bounded number per facet", async () => {
    const params = new URLSearchParams();
    for (let index = 0; index < 500; index++) params.append("note", `note-${index}`);
    params.append("family", "woody");
    const picks = parseFacetPicks(params);
    expect(picks.filter((pick) => pick.facet === "note")).toHaveLength(facetValuesMax);
    expect(picks.at(-1)).toEqual({ facet: "family", value: "woody" });
    const huge = await browse(`${params}&note=oud`);
    expect(huge.ids).toEqual(["cedar-men", "oud-unisex", "vetiver-men"]);
    expect(huge.picks).toEqual([{ facet: "family", value: "woody" }]);
  });
});
