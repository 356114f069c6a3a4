import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listHomeGrid, type HomeGrid } from "#server/catalog/product-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { insertProducts } from "./support/factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

const now = Date.parse("2026-11-01T10:00:00Z");
const ago = (hours: number) => new Date(now - hours * 3_600_000);

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  // The newest products of each grid are out of stock: a grid by date alone would open on them.
  await insertProducts(database.db, [
    {
      id: "gone-rose",
      name: "Gone Rose",
      gender: "women",
      isBestSeller: true,
      inStock: false,
      createdAt: ago(1),
    },
    {
      id: "gone-cedar",
      name: "Gone Cedar",
      gender: "men",
      isBestSeller: true,
      inStock: false,
      createdAt: ago(2),
    },
    { id: "gone-vetiver", name: "Gone Vetiver", gender: "men", inStock: false, createdAt: ago(3) },
    { id: "iris", name: "Iris Silk", gender: "women", createdAt: ago(4) },
    { id: "rose", name: "Rose Dawn", gender: "women", isBestSeller: true, createdAt: ago(5) },
    { id: "cedar", name: "Cedar Night", gender: "men", isBestSeller: true, createdAt: ago(6) },
    { id: "vetiver", name: "Vetiver Coast", gender: "men", createdAt: ago(7) },
    { id: "linen", name: "Linen Air", isBestSeller: true, createdAt: ago(8) },
  ]);
});
afterAll(() => database.close());

const idsOf = async (grid: HomeGrid, limit = 8) =>
  (await listHomeGrid(database.db, grid, limit)).products.map((p) => p.id);

describe(`home grids on ${testDatabaseKind} put in-stock products first`, () => {
  test("Best Sellers: in stock first, newest first, the out-of-stock ones last", async () => {
    expect(await idsOf("best-sellers")).toEqual([
      "rose",
      "cedar",
      "linen",
      "gone-rose",
      "gone-cedar",
    ]);
  });

  test("Ladies and Men: in stock first, then best sellers, then the newest", async () => {
    expect(await idsOf("women")).toEqual(["rose", "iris", "gone-rose"]);
    expect(await idsOf("men")).toEqual(["cedar", "vetiver", "gone-cedar", "gone-vetiver"]);
  });

  test("a short grid shows in-stock products only while it has them, and counts all", async () => {
    const men = await listHomeGrid(database.db, "men", 2);
    expect(men.products.map((p) => p.id)).toEqual(["cedar", "vetiver"]);
    expect(men.total).toBe(4);
  });

  test("no grid shows an 'Out of Stock' card before an in-stock one", async () => {
    for (const grid of ["best-sellers", "women", "men"] as const) {
      const { products } = await listHomeGrid(database.db, grid, 8);
      const firstOut = products.findIndex((p) => !p.inStock);
      expect(firstOut).toBeGreaterThan(0);
      expect(products.slice(firstOut).every((p) => !p.inStock)).toBe(true);
    }
  });
});
