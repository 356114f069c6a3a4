import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  listHomeGrid,
  listProducts,
  getProduct,
  type ProductFilter,
} from "#server/catalog/product-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { insertProducts } from "./support/factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

const day = 86_400_000;
const now = Date.parse("2026-11-01T10:00:00Z");
const ago = (days: number) => new Date(now - days * day);

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [
    {
      id: "rose",
      name: "Rose Dawn",
      gender: "women",
      isBestSeller: true,
      price: 4500,
      category: "Loris Perfumes",
      createdAt: ago(1),
    },
    {
      id: "iris",
      name: "Iris Silk",
      gender: "women",
      price: 3200,
      category: "Niche Perfumes",
      createdAt: ago(2),
    },
    {
      id: "cedar",
      name: "Cedar Night",
      gender: "men",
      isBestSeller: true,
      price: 6000,
      category: "Cologne",
      createdAt: ago(3),
    },
    {
      id: "vetiver",
      name: "Vetiver Coast",
      gender: "men",
      price: 1500,
      category: "Cologne",
      createdAt: ago(4),
    },
    {
      id: "oud",
      name: "Oud Royale",
      gender: "men",
      price: 28000,
      category: "Niche Perfumes",
      createdAt: ago(5),
    },
    {
      id: "reed",
      name: "Reed Garden",
      price: 3500,
      category: "Niche Diffusers",
      createdAt: ago(6),
    },
    {
      id: "linen",
      name: "Linen Air",
      price: 2200,
      category: "Diffusers",
      isBestSeller: true,
      createdAt: ago(7),
    },
    { id: "shea", name: "Shea Glow", price: 900, category: "Lotion", createdAt: ago(8) },
    { id: "mist", name: "Petal Mist", price: 800, category: "Mist", createdAt: ago(9) },
    { id: "car", name: "Road Amber", price: 500, category: "Auto Perfumes", createdAt: ago(10) },
    { id: "none", name: "Nameless", price: 700, category: null, createdAt: ago(11) },
  ]);
});
afterAll(() => database.close());

const ids = async (filter: Partial<ProductFilter>) =>
  (
    await listProducts(database.db, { sort: "newest", page: 1, pageSize: 18, ...filter })
  ).products.map((p) => p.id);

describe(`catalogue queries on ${testDatabaseKind}`, () => {
  test("best sellers are the products marked as best sellers, newest first", async () => {
    const grid = await listHomeGrid(database.db, "best-sellers", 8);
    expect(grid.products.map((p) => p.id)).toEqual(["rose", "cedar", "linen"]);
    expect(grid.total).toBe(3);
  });

  test("the gender grids hold that gender, best sellers first, and count them all", async () => {
    const men = await listHomeGrid(database.db, "men", 2);
    expect(men.products.map((p) => p.id)).toEqual(["cedar", "vetiver"]);
    expect(men.total).toBe(3);
    const women = await listHomeGrid(database.db, "women", 8);
    expect(women.products.map((p) => p.id)).toEqual(["rose", "iris"]);
  });

  test("browse categories are the named filters of DESIGN §6", async () => {
    expect(await ids({ category: "Women" })).toEqual(["rose", "iris"]);
    expect(await ids({ category: "Men" })).toEqual(["cedar", "vetiver", "oud"]);
    expect(await ids({ category: "Diffusers" })).toEqual(["reed", "linen"]);
    expect(await ids({ category: "Niche" })).toEqual(["iris", "oud", "reed"]);
    expect(await ids({ category: "Body Care" })).toEqual(["shea", "mist"]);
    expect(await ids({ category: "Cologne" })).toEqual(["cedar", "vetiver"]);
    expect(await ids({ category: "Auto Perfumes" })).toEqual(["car"]);
    expect(await ids({ category: "body care" })).toEqual(["shea", "mist"]);
    expect(await ids({ category: "Uncategorized" })).toEqual(["none"]);
    expect(await ids({ category: "No Such Category" })).toEqual([]);
  });

  test("a price range keeps the products priced within it, bounds included", async () => {
    expect(await ids({ minPrice: 1500, maxPrice: 3500 })).toEqual([
      "iris",
      "vetiver",
      "reed",
      "linen",
    ]);
    expect(await ids({ minPrice: 6000 })).toEqual(["cedar", "oud"]);
    expect(await ids({ maxPrice: 700 })).toEqual(["car", "none"]);
  });

  test("the three sorts order by date or price", async () => {
    expect((await ids({ sort: "newest" })).slice(0, 3)).toEqual(["rose", "iris", "cedar"]);
    expect((await ids({ sort: "price-high-to-low" })).slice(0, 3)).toEqual([
      "oud",
      "cedar",
      "rose",
    ]);
    expect((await ids({ sort: "price-low-to-high" })).slice(0, 3)).toEqual(["car", "none", "mist"]);
  });

  test("paging returns the requested page, its count, and the last page when asked past the end", async () => {
    const page2 = await listProducts(database.db, {
      sort: "price-low-to-high",
      page: 2,
      pageSize: 4,
    });
    expect(page2.products.map((p) => p.id)).toEqual(["vetiver", "linen", "iris", "reed"]);
    expect(page2).toMatchObject({ total: 11, page: 2, pageCount: 3 });
    const past = await listProducts(database.db, {
      sort: "price-low-to-high",
      page: 99,
      pageSize: 4,
    });
    expect(past.page).toBe(3);
    expect(past.products.map((p) => p.id)).toEqual(["rose", "cedar", "oud"]);
  });

  test("filters combine with sorting and paging", async () => {
    const page = await listProducts(database.db, {
      category: "Men",
      minPrice: 1000,
      sort: "price-low-to-high",
      page: 1,
      pageSize: 2,
    });
    expect(page.products.map((p) => p.id)).toEqual(["vetiver", "cedar"]);
    expect(page).toMatchObject({ total: 3, pageCount: 2 });
  });

  test("one product comes with its description; an unknown id gives nothing", async () => {
    expect(await getProduct(database.db, "oud")).toMatchObject({
      name: "Oud Royale",
      description: "A warm amber Eau de Parfum.",
    });
    expect(await getProduct(database.db, "missing")).toBeUndefined();
  });
});
