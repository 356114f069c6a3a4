import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { measurePageScripts } from "#scripts/bench/page-scripts.ts";
import { budgets } from "#scripts/bench/report-budgets.ts";
import { insertProducts } from "./support/factories";
import { serveShop } from "./support/served-shop";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
let shop: Awaited<ReturnType<typeof serveShop>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [{ id: "oud", name: "Oud Wood" }]);
  shop = await serveShop(database);
});
afterAll(async () => {
  await shop?.stop();
  await database?.close();
});

describe(`first-load scripts on ${testDatabaseKind}`, () => {
  test("a first visit to home loads at most the budget of JavaScript, as the bench counts it", async () => {
    const scripts = await measurePageScripts(shop.url);
    expect(scripts.count).toBeGreaterThan(0);
    expect(scripts.gzipKb).toBeLessThanOrEqual(budgets.homeJsKb);
  });

  test("the listing, a product and the checkout load at most the page budget (decision 048)", async () => {
    for (const path of ["/all-products", "/product/oud", "/checkout"]) {
      const scripts = await measurePageScripts(shop.url, path);
      expect(scripts.count, path).toBeGreaterThan(0);
      expect(scripts.gzipKb, path).toBeLessThanOrEqual(budgets.pageJsKb);
    }
  });
});
