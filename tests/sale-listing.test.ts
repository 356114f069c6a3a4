import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deepestSalePercent, listProducts } from "#server/catalog/product-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { slidesFor } from "#app/lib/home/banner-slides.ts";
import { insertProducts } from "./support/factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const saleListing = async () => {
  const { products } = await listProducts(database.db, {
    isOnSale: true,
    sort: "newest",
    page: 1,
    pageSize: 18,
  });
  return products.map((product) => product.id).sort();
};

describe(`the sale on ${testDatabaseKind} (DESIGN §5)`, () => {
  test("nothing on sale: no sale listed, and the home carousel leaves its sale slide out", async () => {
    await insertProducts(database.db, [{ id: "full-price", sizes: ["50ml", "100ml"] }]);
    expect(await saleListing()).toEqual([]);
    expect(await deepestSalePercent(database.db)).toBe(0);
    expect(slidesFor(0).some((slide) => slide.isSale)).toBe(false);
    expect(slidesFor(0)).toHaveLength(9);
  });

  test("the products with a size in stock on sale are listed; the deepest sale is the headline's", async () => {
    await insertProducts(database.db, [
      {
        id: "large-on-sale",
        sizes: ["30ml", { label: "100ml", price: 6500, compareAtPrice: 10_000 }],
      },
      { id: "on-sale", sizes: [{ label: "50ml", price: 3000, compareAtPrice: 4000 }] },
      // A sale nobody can buy is no sale.
      {
        id: "sold-out-sale",
        sizes: [{ label: "50ml", price: 1000, compareAtPrice: 9000, inStock: false }],
      },
    ]);
    expect(await saleListing()).toEqual(["large-on-sale", "on-sale"]);
    expect(await deepestSalePercent(database.db)).toBe(35);
    const sale = slidesFor(35).find((slide) => slide.isSale);
    expect(sale?.headline).toBe("Sale up to 35% off");
    expect(slidesFor(35)).toHaveLength(10);
  });
});
