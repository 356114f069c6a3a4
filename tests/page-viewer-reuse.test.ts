import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addToCart } from "#server/cart/cart-store.ts";
import { cartMarkCookie } from "#server/cart/cart-mark.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createPageViewerReader, pageViewerReuseMs } from "#server/html-cache/page-viewer-reuse.ts";
import type { AppServices } from "#server/services.ts";
import { insertProducts } from "./support/factories";
import { testServices } from "./support/route-context";
import { signedInUser } from "./support/signed-in";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 050: a shop page's header reuses its reading of the same cookies for 10 s; a cart
// change renews the browser's cart mark, so its own next page counts again.

let database: DatabaseHandle;
let services: AppServices;
beforeAll(async () => {
  database = await openTestDatabase();
  services = testServices(database, { AUTH_RATE_LIMIT: "100" });
  await insertProducts(database.db, [{ id: "amber-veil", name: "amber veil", price: 4500 }]);
});
afterAll(() => database.close());

describe(`a shop page's reading of its visitor on ${testDatabaseKind}`, () => {
  test("another browser's cart change shows on this one's header within 10 s", async () => {
    const { browser, userId } = await signedInUser(services);
    let clock = 1_000;
    const readViewer = createPageViewerReader(services, () => clock);
    const countNow = async () => (await readViewer(browser.request("/"))).viewer.cartCount;
    expect(await countNow()).toBe(0);

    await addToCart(database.db, { userId }, { productId: "amber-veil" }, 2);
    clock += pageViewerReuseMs - 1;
    expect(await countNow()).toBe(0);
    clock += 2;
    expect(await countNow()).toBe(2);
  });

  test("the browser that changed its cart, with its new mark, sees the count at once", async () => {
    const { browser, userId } = await signedInUser(services);
    const readViewer = createPageViewerReader(services, () => 1_000);
    expect((await readViewer(browser.request("/"))).viewer).toEqual({
      role: "customer",
      cartCount: 0,
    });

    await addToCart(database.db, { userId }, { productId: "amber-veil" }, 3);
    browser.keep([cartMarkCookie(services)]);
    expect((await readViewer(browser.request("/"))).viewer).toEqual({
      role: "customer",
      cartCount: 3,
    });
  });
});
