import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as cartAction } from "#app/routes/cart.ts";
import { cartTexts } from "#server/cart/cart-texts.ts";
import { requestBodyTexts } from "#server/http/request-body.ts";
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

const { newProduct, guestCartWith, quantitiesIn, postCart, checkoutPageOf } = cartTestKit(
  () => database,
);

describe(`POST /cart on ${testDatabaseKind}`, () => {
  test("a page without scripts goes back to returnTo (303) and the browser keeps its cart", async () => {
    const rose = await newProduct({ name: "Rose Dawn", price: 4500 });
    const shopper = makeBrowser();
    const answer = await postCart(shopper, {
      intent: "add",
      productId: rose,
      quantity: "2",
      returnTo: "/all-products",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/all-products");
    expect(answer.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        /^loris_cart=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      ),
      expect.stringMatching(/^loris_cart_mark=[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Lax$/),
    ]);
    expect((await checkoutPageOf(shopper)).lines).toMatchObject([
      { id: rose, name: "Rose Dawn", price: 4500, quantity: 2 },
    ]);
    // Another visitor's browser has a cart of its own.
    expect(await checkoutPageOf(makeBrowser())).toEqual({ lines: [], count: 0 });
  });

  test("returnTo elsewhere than this site lands on the home page", async () => {
    const rose = await newProduct();
    const shopper = makeBrowser();
    for (const returnTo of ["https://evil.example/", "//evil.example", "/\\evil.example"]) {
      const answer = await postCart(shopper, { intent: "add", productId: rose, returnTo });
      expect(answer).toMatchObject({ status: 303 });
      expect(answer.headers.get("Location")).toBe("/");
    }
  });

  test("a refused add from a page without scripts answers the shopper's text as text/plain", async () => {
    const gone = await newProduct({ name: "Gone Amber", inStock: false, stockLevel: 0 });
    const shopper = makeBrowser();
    const returnTo = "/all-products";
    const cases = [
      [{ productId: gone }, 409, "Sorry, Gone Amber — 50ml is out of stock."],
      [{ productId: "no-such-scent" }, 404, cartTexts.unknownProduct],
      [{ productId: "abc\u0000def" }, 404, cartTexts.unknownProduct],
      [{ productId: gone, quantity: "1.5" }, 400, cartTexts.badQuantity],
      [{ productId: gone, quantity: "many" }, 400, cartTexts.badQuantity],
    ] as const;
    for (const [fields, status, text] of cases) {
      const answer = await postCart(shopper, { intent: "add", returnTo, ...fields });
      expect(answer).toMatchObject({ status, body: text });
      expect(answer.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    expect(await checkoutPageOf(shopper)).toEqual({ lines: [], count: 0 });
  });

  test("a live page gets the result: add, set, remove and clear", async () => {
    const rose = await newProduct();
    const cedar = await newProduct();
    const shopper = makeBrowser();
    const added = await postCart(shopper, { intent: "add", productId: rose });
    expect(added).toMatchObject({
      status: 200,
      body: { ok: true, intent: "add", added: 1, requested: 1 },
    });
    expect(added.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^loris_cart=/),
      expect.stringMatching(/^loris_cart_mark=/),
    ]);
    await postCart(shopper, { intent: "add", productId: cedar, quantity: "2" });
    expect((await checkoutPageOf(shopper)).count).toBe(3);

    expect(
      await postCart(shopper, { intent: "set", sizeId: sizeIdOf(rose), quantity: "4" }),
    ).toMatchObject({ status: 200, body: { ok: true, intent: "set" } });
    expect((await checkoutPageOf(shopper)).lines.map((line) => [line.id, line.quantity])).toEqual([
      [rose, 4],
      [cedar, 2],
    ]);
    expect(
      await postCart(shopper, { intent: "set", sizeId: sizeIdOf(rose), quantity: "" }),
    ).toMatchObject({ status: 400, body: { ok: false, error: cartTexts.badNewQuantity } });
    expect(await postCart(shopper, { intent: "remove", sizeId: sizeIdOf(rose) })).toMatchObject({
      status: 200,
      body: { ok: true, intent: "remove" },
    });
    expect((await checkoutPageOf(shopper)).count).toBe(2);
    expect(await postCart(shopper, { intent: "clear" })).toMatchObject({
      status: 200,
      body: { ok: true, intent: "clear" },
    });
    expect(await checkoutPageOf(shopper)).toEqual({ lines: [], count: 0 });
    expect(await postCart(shopper, { intent: "buy", productId: rose })).toMatchObject({
      status: 400,
      body: { ok: false, error: "Unknown cart action" },
    });
  });

  test("a cart id forged into the cookie opens no one's cart", async () => {
    const rose = await newProduct();
    const victim = await guestCartWith(rose, 2);
    const id = victim.guestCartId;
    // The id as it is, and encoded as a cookie of the shop's would be but unsigned.
    for (const forged of [id, Buffer.from(JSON.stringify(id)).toString("base64")]) {
      const intruder = makeBrowser();
      intruder.keep([`loris_cart=${forged}; Path=/`]);
      expect(await checkoutPageOf(intruder)).toEqual({ lines: [], count: 0 });
      await postCart(intruder, { intent: "clear" });
      await postCart(intruder, { intent: "set", sizeId: sizeIdOf(rose), quantity: "9" });
      await postCart(intruder, { intent: "add", productId: rose, quantity: "5" });
    }
    expect(await quantitiesIn(victim)).toEqual({ [rose]: 2 });
  });

  test("a body that is not a form is a 415", async () => {
    const rose = await newProduct();
    const request = makeBrowser().request("/cart", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "add", productId: rose }),
    });
    const refused: unknown = await cartAction(routeArgs(database, request, "/cart")).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      data: { error: requestBodyTexts.notAForm },
      init: { status: 415 },
    });
  });
});
