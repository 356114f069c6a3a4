import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { measureHomeScripts } from "#scripts/bench/home-scripts.ts";
import { budgets } from "#scripts/bench/report-budgets.ts";
import { serveShop } from "./support/served-shop";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
let shop: Awaited<ReturnType<typeof serveShop>>;

beforeAll(async () => {
  database = await openTestDatabase();
  shop = await serveShop(database);
});
afterAll(async () => {
  await shop?.stop();
  await database?.close();
});

describe(`home's scripts on ${testDatabaseKind}`, () => {
  test("a first visit to home loads at most the budget of JavaScript, as the bench counts it", async () => {
    const scripts = await measureHomeScripts(shop.url);
    expect(scripts.count).toBeGreaterThan(0);
    expect(scripts.gzipKb).toBeLessThanOrEqual(budgets.homeJsKb);
  });
});
