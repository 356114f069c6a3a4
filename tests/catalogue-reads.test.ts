import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createCatalogueMemo } from "#server/catalog/catalogue-memo.ts";
import { createCatalogueReads } from "#server/catalog/catalogue-reads.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import type { Listen } from "#server/db/notifications.ts";
import { product } from "#server/db/schema.ts";
import { changeCatalogue } from "./support/catalogue-change";
import { insertProducts } from "./support/factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [
    { id: "rose", name: "Rose Dawn", gender: "women", isBestSeller: true, price: 4_500 },
    { id: "iris", name: "Iris Silk", gender: "women", price: 3_200 },
    { id: "cedar", name: "Cedar Night", gender: "men", price: 5_100 },
  ]);
});
afterAll(() => database.close());

/** The women's grid's prices by product id, as the home page reads them. */
async function womenPrices(reads = createCatalogueReads(database.db, database.listen)) {
  const { products, total } = await reads.homeGrid("women", 8);
  return { total, prices: Object.fromEntries(products.map((card) => [card.id, card.price])) };
}

describe(`home's catalogue reads on ${testDatabaseKind}`, () => {
  test("a grid is read once, then answered from memory until the catalogue changes", async () => {
    const reads = createCatalogueReads(database.db, database.listen);
    const first = await reads.homeGrid("women", 8);
    expect(first.products.map((card) => card.name)).toEqual(["Rose Dawn", "Iris Silk"]);
    expect(await reads.homeGrid("women", 8)).toBe(first);

    await changeCatalogue(database, () =>
      database.db.update(product).set({ price: 4_900 }).where(eq(product.id, "rose")),
    );

    expect(await womenPrices(reads)).toEqual({ total: 2, prices: { rose: 4_900, iris: 3_200 } });
  });

  test("each grid and size is its own answer", async () => {
    const reads = createCatalogueReads(database.db, database.listen);
    const [women, men, shortWomen] = await Promise.all([
      reads.homeGrid("women", 8),
      reads.homeGrid("men", 8),
      reads.homeGrid("women", 1),
    ]);
    expect(men.products.map((card) => card.id)).toEqual(["cedar"]);
    expect(women.products).toHaveLength(2);
    expect(shortWomen).toEqual({ total: 2, products: [women.products[0]] });
  });

  test("a product added shows in the grid once its notification arrives", async () => {
    const reads = createCatalogueReads(database.db, database.listen);
    expect((await womenPrices(reads)).total).toBe(2);
    await changeCatalogue(database, () =>
      insertProducts(database.db, [{ id: "musk", gender: "women", price: 2_800 }]),
    );
    expect(await womenPrices(reads)).toMatchObject({ total: 3, prices: { musk: 2_800 } });
  });
});

describe("the catalogue memo", () => {
  const listenNowhere: Listen = () => Promise.resolve(() => undefined);

  test("concurrent reads of one key share one load", async () => {
    const memo = createCatalogueMemo<{ n: number }>(listenNowhere, {
      maxEntries: 10,
      maxAgeMs: 60_000,
    });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const answers = await Promise.all([memo.read("a", load), memo.read("a", load)]);
    expect(answers[1]).toBe(answers[0]);
    expect(loads).toBe(1);
  });

  test("an answer whose load began before a change is handed back but not kept", async () => {
    let announce!: (payload: string) => void;
    const listen: Listen = (_channel, listener) => {
      announce = listener;
      return Promise.resolve(() => undefined);
    };
    const memo = createCatalogueMemo<{ price: number }>(listen, {
      maxEntries: 10,
      maxAgeMs: 60_000,
    });
    await memo.listening();
    let finish!: (value: { price: number }) => void;
    let started!: () => void;
    const loadBegan = new Promise<void>((resolve) => (started = resolve));
    const answer = memo.read("rose", () => {
      started();
      return new Promise((resolve) => (finish = resolve));
    });
    await loadBegan;
    announce("product");
    finish({ price: 4_500 });
    expect(await answer).toEqual({ price: 4_500 });
    expect(memo.size).toBe(0);
    expect(await memo.read("rose", async () => ({ price: 4_900 }))).toEqual({ price: 4_900 });
    expect(memo.size).toBe(1);
  });

  test("without a notification connection every read loads afresh, and none is kept", async () => {
    const listenFails: Listen = () => Promise.reject(new Error("connection refused"));
    const memo = createCatalogueMemo<{ n: number }>(listenFails, {
      maxEntries: 10,
      maxAgeMs: 60_000,
    });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await memo.read("a", load)).toEqual({ n: 1 });
    expect(await memo.read("a", load)).toEqual({ n: 2 });
    expect(memo.size).toBe(0);
    await expect(memo.listening()).rejects.toThrow("connection refused");
  });

  test("a failed load is not kept: the next read loads again", async () => {
    const memo = createCatalogueMemo<{ n: number }>(listenNowhere, {
      maxEntries: 10,
      maxAgeMs: 60_000,
    });
    await expect(memo.read("a", () => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
    expect(await memo.read("a", async () => ({ n: 1 }))).toEqual({ n: 1 });
  });

  test("kept answers stay within their size budget", async () => {
    const memo = createCatalogueMemo<{ cards: number }>(listenNowhere, {
      maxEntries: 100,
      maxAgeMs: 60_000,
      maxSize: 10,
      sizeOf: (value) => value.cards,
    });
    for (const key of ["a", "b", "c"]) await memo.read(key, async () => ({ cards: 4 }));
    expect(memo.size).toBe(2);
  });
});
