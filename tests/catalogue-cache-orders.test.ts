import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { placeWebsiteOrder } from "#scripts/bench/website-order.ts";
import { updateSizePriceAndStock } from "#server/catalog/admin/admin-products.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { cacheStatusHeader } from "#server/html-cache/catalogue-page-cache.ts";
import { changeCatalogue, hearNotificationsSoFar } from "./support/catalogue-change";
import { insertProducts, sizeIdOf } from "./support/factories";
import { serveShop } from "./support/served-shop";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
let shop: Awaited<ReturnType<typeof serveShop>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [
    { id: "amber-veil", name: "amber veil", price: 4500, isBestSeller: true, stockLevel: 5 },
    { id: "cedar-smoke", name: "cedar smoke", price: 3200, isBestSeller: true, stockLevel: 1 },
  ]);
  shop = await serveShop(database, (origin) => ({ PUBLIC_URL: origin, ORDER_RATE_LIMIT: "50" }));
});
afterAll(async () => {
  await shop?.stop();
  await database?.close();
});

/** A page as a guest's browser gets it: whether the cache answered, and its HTML. */
async function view(path: string) {
  const response = await fetch(`${shop.url}${path}`);
  return { cache: response.headers.get(cacheStatusHeader), html: await response.text() };
}

/** A page once the cache holds it (it is kept as its first render finishes). */
async function cachedView(path: string) {
  await expect.poll(async () => (await view(path)).cache).toBe("hit");
  return view(path);
}

/** A guest's website order of `quantity` units of `productId`, placed through the checkout. */
async function orderOnTheWebsite(productId: string, quantity: number) {
  const placed = await placeWebsiteOrder(shop.url, [{ productId, quantity }]);
  expect(placed.status).toBe(303);
  expect(placed.location).toContain("/order-success?orderId=");
}

describe(`catalogue pages and orders on ${testDatabaseKind}`, () => {
  test("an order that leaves a perfume in stock keeps home and its page in the cache", async () => {
    await cachedView("/");
    await cachedView("/product/amber-veil");

    await orderOnTheWebsite("amber-veil", 2);
    // Any catalogue change the order made would have reached this process by now.
    await hearNotificationsSoFar(database);

    expect((await view("/")).cache).toBe("hit");
    const product = await view("/product/amber-veil");
    expect(product.cache).toBe("hit");
    expect(product.html).toContain("Add to Cart");
    expect(product.html).not.toContain("Out of Stock");
  });

  test("selling the last unit shows 'Out of Stock' on the next view; a restock shows it back", async () => {
    expect((await cachedView("/product/cedar-smoke")).html).toContain("Add to Cart");

    await changeCatalogue(database, () => orderOnTheWebsite("cedar-smoke", 1));
    const soldOut = await view("/product/cedar-smoke");
    expect(soldOut.html).toContain("Out of Stock");
    expect(soldOut.html).not.toContain("Add to Cart");
    expect((await view("/")).html).toContain("Out of Stock");

    await changeCatalogue(database, () =>
      updateSizePriceAndStock(database.db, "cedar-smoke", sizeIdOf("cedar-smoke"), {
        price: 3200,
        compareAtPrice: null,
        stockLevel: 4,
      }),
    );
    const restocked = await view("/product/cedar-smoke");
    expect(restocked.html).toContain("Add to Cart");
    expect(restocked.html).not.toContain("Out of Stock");
  });
});
