import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as loginAction } from "#app/routes/login.tsx";
import { action as logoutAction } from "#app/routes/logout.ts";
import { cart } from "#server/db/cart-schema.ts";
import { addToCart } from "#server/cart/cart-store.ts";
import { mergeGuestCart } from "#server/cart/guest-cart-merge.ts";
import { makeBrowser } from "./support/accounts";
import { sizeIdOf } from "./support/factories";
import { cartTestKit } from "./support/cart";
import { routeArgs } from "./support/shopper";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";
import type { DatabaseHandle } from "#server/db/client.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const {
  newProduct,
  guestCartWith,
  quantitiesIn,
  postCart,
  checkoutPageOf,
  postAccount,
  registerFrom,
} = cartTestKit(() => database);

describe(`the server cart at sign-in on ${testDatabaseKind}`, () => {
  test("registering keeps the guest's cart as the account's", async () => {
    const rose = await newProduct();
    const cedar = await newProduct();
    const shopper = makeBrowser();
    await postCart(shopper, { intent: "add", productId: rose, quantity: "2" });
    await postCart(shopper, { intent: "add", productId: cedar, quantity: "7" });
    const { userId } = await registerFrom(shopper);
    expect(await quantitiesIn({ userId })).toEqual({ [rose]: 2, [cedar]: 7 });
    expect((await checkoutPageOf(shopper)).count).toBe(9);
    // The guest cart is gone: its cookie opens nothing any more.
    expect(await database.db.select().from(cart).where(eq(cart.userId, userId))).toHaveLength(1);
  });

  test("logging in adds the guest's lines to the account's, capped; every browser of the account sees them", async () => {
    const rose = await newProduct({ name: "Rose Dawn", price: 4500 });
    const cedar = await newProduct({ name: "Cedar Night", price: 2600 });
    const { registration, userId } = await registerFrom(makeBrowser());
    await addToCart(database.db, { userId }, { productId: cedar }, 6);

    const guest = makeBrowser();
    await postCart(guest, { intent: "add", productId: cedar, quantity: "7" });
    await postCart(guest, { intent: "add", productId: rose, quantity: "1" });
    const login = { email: registration.email, password: registration.password };
    await postAccount(guest, loginAction, "/login", login);
    // ORDER_MAX_UNITS is 10 by default.
    expect(await quantitiesIn({ userId })).toEqual({ [cedar]: 10, [rose]: 1 });

    const otherDevice = makeBrowser();
    await postAccount(otherDevice, loginAction, "/login", login);
    const seen = await checkoutPageOf(otherDevice);
    expect(seen.lines.map((line) => [line.name, line.quantity]).sort()).toEqual([
      ["Cedar Night", 10],
      ["Rose Dawn", 1],
    ]);
    expect(await checkoutPageOf(guest)).toEqual(seen);

    // A change on one device shows on the other.
    await postCart(otherDevice, { intent: "remove", sizeId: sizeIdOf(cedar) });
    expect((await checkoutPageOf(guest)).lines.map((line) => line.name)).toEqual(["Rose Dawn"]);
  });

  test("logging out leaves the browser an empty guest cart; the account keeps its lines", async () => {
    const rose = await newProduct();
    const shopper = makeBrowser();
    await postCart(shopper, { intent: "add", productId: rose, quantity: "2" });
    const { userId } = await registerFrom(shopper);
    const request = shopper.request("/logout", { method: "POST", body: new URLSearchParams() });
    const answer = await logoutAction(routeArgs(database, request, "/logout"));
    expect(answer.status).toBe(302);
    shopper.keep(answer.headers.getSetCookie());
    expect(await checkoutPageOf(shopper)).toMatchObject({ count: 0, lines: [] });
    expect(await quantitiesIn({ userId })).toEqual({ [rose]: 2 });
  });

  test("logging in with no guest cart leaves the account's cart as it was", async () => {
    const rose = await newProduct();
    const { registration, userId } = await registerFrom(makeBrowser());
    await addToCart(database.db, { userId }, { productId: rose }, 3);
    const login = { email: registration.email, password: registration.password };
    await postAccount(makeBrowser(), loginAction, "/login", login);
    expect(await quantitiesIn({ userId })).toEqual({ [rose]: 3 });
  });

  test("a guest cart merged by two sign-ins at once (a double tap on Log In) counts once", async () => {
    const rose = await newProduct();
    const guest = await guestCartWith(rose, 3);
    const { userId } = await registerFrom(makeBrowser());
    await Promise.all(
      Array.from({ length: 5 }, () => mergeGuestCart(database.db, guest.guestCartId, userId)),
    );
    expect(await quantitiesIn({ userId })).toEqual({ [rose]: 3 });
  });
});
