import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  lockProductSizes,
  returnStock,
  stockLevelChanges,
  takeStock,
  type StockLine,
} from "#server/catalog/stock.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { product } from "#server/db/schema.ts";
import { insertProducts, sizeIdOf } from "./support/factories";
import { sizeStockOf, stockOf as stockColumns } from "./support/stock-columns";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The stock columns of `ids`, by id. */
const stockOf = (...ids: string[]) => stockColumns(database.db, ...ids);

/** Lines of units of products' first sizes, as orders placed before sizes name them (no size). */
type FirstSizeLine = Omit<StockLine, "sizeId"> & { sizeId?: string };
const lines = (each: FirstSizeLine[]): StockLine[] =>
  each.map((line) => ({ sizeId: null, ...line }));
const take = (each: FirstSizeLine[]) =>
  database.db.transaction((tx) => takeStock(tx, lines(each), { reason: "sold" }));
const give = (each: FirstSizeLine[]) =>
  database.db.transaction((tx) => returnStock(tx, lines(each), { reason: "order_cancelled" }));

/** A product's listed price and availability, as the database keeps them from its sizes. */
async function listing(id: string) {
  const [row] = await database.db
    .select({ price: product.price, inStock: product.inStock })
    .from(product)
    .where(eq(product.id, id));
  return row;
}

describe(`the catalogue's stock on ${testDatabaseKind} (DESIGN §5/§6)`, () => {
  test("the rule: a tracked level of 0 is out of stock, above 0 in stock; null untracked", () => {
    expect(stockLevelChanges(0)).toEqual({ stockLevel: 0, inStock: false });
    expect(stockLevelChanges(3)).toEqual({ stockLevel: 3, inStock: true });
    expect(stockLevelChanges(null)).toEqual({ stockLevel: null });
  });

  test("taking the last units marks a product out of stock; returning them marks it in", async () => {
    await insertProducts(database.db, [{ id: "s-last", stockLevel: 2 }]);
    await take([{ productId: "s-last", quantity: 2 }]);
    expect(await stockOf("s-last")).toEqual({ "s-last": { stockLevel: 0, inStock: false } });

    await give([{ productId: "s-last", quantity: 1 }]);
    expect(await stockOf("s-last")).toEqual({ "s-last": { stockLevel: 1, inStock: true } });
  });

  test("taking some leaves a product in stock; lines of one product add up", async () => {
    await insertProducts(database.db, [{ id: "s-many", stockLevel: 10 }]);
    await take([
      { productId: "s-many", quantity: 3 },
      { productId: "s-many", quantity: 4 },
    ]);
    expect(await stockOf("s-many")).toEqual({ "s-many": { stockLevel: 3, inStock: true } });
  });

  test("untracked products and unknown ids are left alone", async () => {
    await insertProducts(database.db, [
      { id: "s-free", stockLevel: null },
      { id: "s-off", stockLevel: null, inStock: false },
    ]);
    await take([
      { productId: "s-free", quantity: 5 },
      { productId: "s-gone", quantity: 1 },
    ]);
    await give([
      { productId: "s-off", quantity: 5 },
      { productId: "s-gone", quantity: 1 },
    ]);
    expect(await stockOf("s-free", "s-off")).toEqual({
      "s-free": { stockLevel: null, inStock: true },
      "s-off": { stockLevel: null, inStock: false },
    });
  });

  test("taking more than the level refuses and changes nothing", async () => {
    await insertProducts(database.db, [
      { id: "s-a", stockLevel: 5 },
      { id: "s-b", stockLevel: 1 },
    ]);
    await expect(
      take([
        { productId: "s-a", quantity: 2 },
        { productId: "s-b", quantity: 2 },
      ]),
    ).rejects.toThrow(/below 0/);
    expect(await stockOf("s-a", "s-b")).toEqual({
      "s-a": { stockLevel: 5, inStock: true },
      "s-b": { stockLevel: 1, inStock: true },
    });
  });

  test("lockProductSizes returns the sizes found in product id, then position order", async () => {
    await insertProducts(database.db, [{ id: "s-z", sizes: ["30ml", "100ml"] }, { id: "s-y" }]);
    const rows = await database.db.transaction((tx) =>
      lockProductSizes(tx, ["s-z", "s-nope", "s-y", "s-z"]),
    );
    expect(rows.map((row) => [row.productId, row.label])).toEqual([
      ["s-y", "50ml"],
      ["s-z", "30ml"],
      ["s-z", "100ml"],
    ]);
  });

  test("each size has its own stock; the product is in stock while one of them is", async () => {
    await insertProducts(database.db, [
      {
        id: "s-sizes",
        sizes: [
          { label: "30ml", price: 3500, stockLevel: 1 },
          { label: "100ml", price: 7900, stockLevel: 2 },
        ],
      },
    ]);
    const small = sizeIdOf("s-sizes", 0);
    const large = sizeIdOf("s-sizes", 1);
    await take([{ productId: "s-sizes", sizeId: large, quantity: 2 }]);
    expect(await sizeStockOf(database.db, small, large)).toEqual({
      [small]: { stockLevel: 1, inStock: true },
      [large]: { stockLevel: 0, inStock: false },
    });
    expect(await listing("s-sizes")).toEqual({ price: 3500, inStock: true });

    await take([{ productId: "s-sizes", sizeId: small, quantity: 1 }]);
    expect(await listing("s-sizes")).toEqual({ price: 3500, inStock: false });
    await give([{ productId: "s-sizes", sizeId: large, quantity: 1 }]);
    expect(await listing("s-sizes")).toEqual({ price: 7900, inStock: true });
  });

  test("returns running at once all count: 20 concurrent returns of 1 add 20", async () => {
    await insertProducts(database.db, [{ id: "s-busy", stockLevel: 0, inStock: false }]);
    await Promise.all(
      Array.from({ length: 20 }, () => give([{ productId: "s-busy", quantity: 1 }])),
    );
    expect(await stockOf("s-busy")).toEqual({ "s-busy": { stockLevel: 20, inStock: true } });
  });
});
