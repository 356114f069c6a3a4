import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminProductFacets } from "#server/catalog/admin/admin-product-facets.ts";
import { listAdminProducts } from "#server/catalog/admin/admin-product-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { insertProducts } from "./support/factories";
import { insertBrands, insertNotes } from "./support/perfume-factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [
    { id: "rose", name: "Rose de Karen", category: "Loris Perfumes", price: 4500 },
    { id: "oud", name: "Oud Royale", category: "Niche Perfumes", price: 28000, inStock: false },
    { id: "cedar", name: "Cedar Night", category: "Cologne", price: 3200, stockLevel: 4 },
  ]);
});
afterAll(() => database.close());

describe(`the admin product lists on ${testDatabaseKind} (SPEC §2, §7)`, () => {
  test("Low stock lists products with a size out of stock or below the alert level", async () => {
    await insertProducts(database.db, [
      { id: "lowa", name: "Low Amber", sizes: [{ label: "30ml", stockLevel: 4 }, "100ml"] },
      { id: "lowb", name: "Low Birch", sizes: [{ label: "30ml", stockLevel: 5 }] },
      { id: "lowc", name: "Low Cassis", sizes: ["30ml", { label: "50ml", inStock: false }] },
    ]);
    const low = await listAdminProducts(database.db, {
      search: "Low",
      stock: "low",
      page: 1,
      view: "list",
    });
    expect(low.products.map((product) => product.id)).toEqual(["lowa", "lowc"]);
  });

  test("are ordered by name, searched and filtered by category in SQL", async () => {
    const all = await listAdminProducts(database.db, { page: 1, view: "grid" });
    const names = all.products.map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const found = await listAdminProducts(database.db, { search: "oud", page: 1, view: "grid" });
    expect(found.products.map((product) => product.id)).toEqual(["oud"]);
    const cologne = await listAdminProducts(database.db, {
      category: "Cologne",
      page: 1,
      view: "list",
    });
    expect(cologne).toMatchObject({ total: 1, products: [{ id: "cedar" }] });
  });

  test("are narrowed by the storefront's facets, values of one facet OR-ed, facets AND-ed", async () => {
    const [amani] = await insertBrands(database.db, ["Amani Admin"]);
    const [vetiver] = await insertNotes(database.db, ["Admin Vetiver"]);
    await insertProducts(database.db, [
      { id: "facet-a", name: "Facet Alpha", brandId: amani, families: ["woody"] },
      { id: "facet-b", name: "Facet Beta", brandId: amani, families: ["fresh"] },
      { id: "facet-c", name: "Facet Gamma", families: ["woody"], baseNotes: [vetiver!] },
    ]);
    const list = async (query: string) => {
      const facets = await adminProductFacets(database.db, new URLSearchParams(query));
      const page = await listAdminProducts(
        database.db,
        { search: "Facet", page: 1, view: "list" },
        { facets: facets.filter },
      );
      return page.products.map((product) => product.id);
    };
    expect(await list("brand=amani-admin")).toEqual(["facet-a", "facet-b"]);
    expect(await list("brand=amani-admin&family=woody")).toEqual(["facet-a"]);
    expect(await list("family=woody&family=fresh")).toEqual(["facet-a", "facet-b", "facet-c"]);
    expect(await list("note=admin-vetiver")).toEqual(["facet-c"]);
    expect(await list("brand=nobody&note=unicorn")).toEqual(["facet-a", "facet-b", "facet-c"]);
  });
});

test("a page past the end of an admin list is its last page", async () => {
  const list = await listAdminProducts(database.db, { page: 99, view: "grid" }, { pageSize: 2 });
  expect(list).toMatchObject({ page: list.pageCount, pageCount: Math.ceil(list.total / 2) });
  expect(list.products.length).toBeGreaterThan(0);
});
