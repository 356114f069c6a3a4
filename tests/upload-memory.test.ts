import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { maxImageBytes } from "#contracts/product-upload.ts";
import { createTempDatabase, type TempDatabase } from "#scripts/bench/bench-databases.ts";
import { freePort, startShopProcess, type ShopProcess } from "#scripts/bench/shop-process.ts";
import {
  fortyMegapixelPng,
  makeAdmin,
  signInAdmin,
  uploadAtOnce,
} from "#scripts/soak/admin-uploads.ts";
import { testDatabaseKind } from "./support/test-database";

// Decision 018: ten concurrent 40-megapixel uploads took the server to 728 MB and kept 602 MB.
const budgetMb = 200;

let database: TempDatabase;
let shop: ShopProcess;
let cookie: string;

beforeAll(async () => {
  database = await createTempDatabase(testDatabaseKind, process.env.TEST_DATABASE_URL ?? "");
  const env = { ...database.env, BETTER_AUTH_SECRET: "upload-memory-test" };
  const password = await makeAdmin(database, env);
  shop = await startShopProcess(env, await freePort());
  cookie = await signInAdmin(shop.url, password);
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  await database?.drop();
});

describe(`image uploads on ${testDatabaseKind} within a memory budget`, () => {
  test(`ten concurrent 40-megapixel uploads over HTTP keep the server within +${budgetMb} MB`, async () => {
    const png = await fortyMegapixelPng();
    expect(png.length).toBeLessThan(maxImageBytes);
    const { statuses, beforeMb, peakMb } = await uploadAtOnce(shop, cookie, png, 10);
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 201));
    expect(peakMb - beforeMb, `resident memory ${beforeMb} → ${peakMb} MB`).toBeLessThan(budgetMb);
  }, 180_000);
});
