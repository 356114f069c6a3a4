import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { nairobiYear } from "#contracts/nairobi-time.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { cacheStatusHeader } from "#server/html-cache/catalogue-page-cache.ts";
import { serveShop } from "./support/served-shop";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
let shop: Awaited<ReturnType<typeof serveShop>>;

beforeAll(async () => {
  database = await openTestDatabase();
  shop = await serveShop(database);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await shop?.stop();
  await database?.close();
});

/** The footer's copyright line of `path` as a guest gets it, and whether the cache answered. */
async function copyright(path: string) {
  const response = await fetch(`${shop.url}${path}`);
  const html = await response.text();
  return {
    cache: response.headers.get(cacheStatusHeader),
    text: /© \d{4} Loris\. All rights reserved\./.exec(html)?.[0],
  };
}

describe(`the footer's year on ${testDatabaseKind}`, () => {
  test("the footer's copyright is for this year, on home and a kept listing alike", async () => {
    const thisYear = `© ${nairobiYear(new Date())} Loris. All rights reserved.`;
    expect((await copyright("/")).text).toBe(thisYear);
    await expect.poll(async () => (await copyright("/all-products")).cache).toBe("hit");
    expect((await copyright("/all-products")).text).toBe(thisYear);
  });

  test("a page kept on New Year's Eve shows the new year from midnight in Nairobi", async () => {
    // Only Date is faked: the clock stands where it is set, timers and I/O run as ever.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-31T20:58:00Z"));
    await expect.poll(async () => (await copyright("/?eve")).cache).toBe("hit");
    expect((await copyright("/?eve")).text).toBe("© 2026 Loris. All rights reserved.");

    // 00:00:30 on 1 January in Nairobi, well within a kept page's 5 minutes.
    vi.setSystemTime(new Date("2026-12-31T21:00:30Z"));
    expect((await copyright("/?eve")).text).toBe("© 2027 Loris. All rights reserved.");
  });
});
