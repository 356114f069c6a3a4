import { sizeIdOf } from "./support/factories";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deleteIdleCarts, openCarts } from "#server/cart/cart-housekeeping.ts";
import { readCart } from "#server/cart/cart-queries.ts";
import { addToCart, setCartQuantity } from "#server/cart/cart-store.ts";
import { cartTestKit } from "./support/cart";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";
import type { DatabaseHandle } from "#server/db/client.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const { newProduct, quantitiesIn } = cartTestKit(() => database);

describe(`the shop's view of carts on ${testDatabaseKind}`, () => {
  test("carts untouched for 30 days go; the dashboard counts carts holding items", async () => {
    const rose = await newProduct({ price: 4500 });
    const longAgo = new Date("2000-01-01T00:00:00Z");
    const idle = await addToCart(database.db, { guestCartId: undefined }, { productId: rose }, 1, {
      now: longAgo,
    });
    const touched = await addToCart(
      database.db,
      { guestCartId: undefined },
      { productId: rose },
      1,
      {
        now: longAgo,
      },
    );
    await addToCart(database.db, { guestCartId: touched.cartId }, { productId: rose }, 1, {
      now: new Date("2000-02-15T00:00:00Z"),
    });
    expect(await deleteIdleCarts(database.db, new Date("2000-01-31T00:00:00Z"))).toBe(1);
    expect(await readCart(database.db, { guestCartId: idle.cartId })).toMatchObject({
      lines: [],
    });
    expect(await quantitiesIn({ guestCartId: touched.cartId })).toEqual({ [rose]: 2 });

    const later = new Date("2100-01-01T00:00:00Z");
    const full = await addToCart(database.db, { guestCartId: undefined }, { productId: rose }, 3, {
      now: later,
    });
    const emptied = await addToCart(
      database.db,
      { guestCartId: undefined },
      { productId: rose },
      1,
      {
        now: later,
      },
    );
    await setCartQuantity(database.db, { guestCartId: emptied.cartId }, sizeIdOf(rose), 0, {
      now: later,
    });
    expect(await openCarts(database.db, later)).toEqual({ carts: 1, value: 3 * 4500 });
    expect(full.cartId).not.toBe(emptied.cartId);
  });
});
