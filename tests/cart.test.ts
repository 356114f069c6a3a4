import { sizeIdOf } from "./support/factories";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cart } from "#server/db/cart-schema.ts";
import { order, orderItem } from "#server/db/order-schema.ts";
import { productSize } from "#server/db/schema.ts";
import { clientIpHeader } from "#server/accounts/client-ip.ts";
import { cartTexts } from "#server/cart/cart-texts.ts";
import { countCartItems, readCart } from "#server/cart/cart-queries.ts";
import { addToCart, setCartQuantity } from "#server/cart/cart-store.ts";
import { makeBrowser } from "./support/accounts";
import { cartTestKit } from "./support/cart";
import { orderIdIn, websiteOrder } from "./support/checkout-forms";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";
import type { DatabaseHandle } from "#server/db/client.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const {
  newProduct,
  refusalOf,
  guestCartWith,
  quantitiesIn,
  postCart,
  checkoutPageOf,
  postCheckout,
  registerFrom,
} = cartTestKit(() => database);

describe(`the server cart on ${testDatabaseKind}`, () => {
  describe("refusals a shopper can act on", () => {
    test.each([0, -1, 1.5, 100, NaN])("adding %s units is a 400", async (quantity) => {
      const rose = await newProduct();
      const refusal = await refusalOf(
        addToCart(database.db, { guestCartId: undefined }, { productId: rose }, quantity),
      );
      expect(refusal).toMatchObject({ status: 400, message: cartTexts.badQuantity });
    });

    test("an unknown product is a 404 and leaves no cart behind", async () => {
      const before = await database.db.select({ carts: count() }).from(cart);
      const refusal = await refusalOf(
        addToCart(database.db, { guestCartId: undefined }, { productId: "no-such-scent" }, 1),
      );
      expect(refusal).toMatchObject({ status: 404, message: cartTexts.unknownProduct });
      expect(await database.db.select({ carts: count() }).from(cart)).toEqual(before);
    });

    test.each(["abc\u0000def", "\u0000", "", "rose dawn", "x".repeat(65), "é"])(
      "an id no product could have (%j) is a 404, never a query error",
      async (productId) => {
        const rose = await newProduct();
        const owner = await guestCartWith(rose, 2);
        for (const attempt of [
          addToCart(database.db, owner, { productId: productId }, 1),
          setCartQuantity(database.db, owner, productId, 1),
        ]) {
          expect(await refusalOf(attempt)).toMatchObject({
            status: 404,
            message: cartTexts.unknownProduct,
          });
        }
        expect(await quantitiesIn(owner)).toEqual({ [rose]: 2 });
        // A cart id of that shape opens no cart either.
        expect(await readCart(database.db, { guestCartId: productId })).toMatchObject({
          lines: [],
          count: 0,
        });
      },
    );

    test("a product out of stock is a 409 naming it", async () => {
      const gone = await newProduct({ name: "Gone Amber", inStock: false, stockLevel: 0 });
      const refusal = await refusalOf(
        addToCart(database.db, { guestCartId: undefined }, { productId: gone }, 1),
      );
      expect(refusal).toMatchObject({
        status: 409,
        message: "Sorry, Gone Amber — 50ml is out of stock.",
      });
    });

    test("setting -1, 1.5, 100 or NaN units is a 400; 0 removes the line", async () => {
      const rose = await newProduct();
      const cedar = await newProduct();
      const owner = await guestCartWith(rose, 2);
      await addToCart(database.db, owner, { productId: cedar }, 1);
      for (const quantity of [-1, 1.5, 100, NaN]) {
        expect(
          await refusalOf(setCartQuantity(database.db, owner, sizeIdOf(rose), quantity)),
        ).toMatchObject({
          status: 400,
          message: cartTexts.badNewQuantity,
        });
      }
      expect(await quantitiesIn(owner)).toEqual({ [rose]: 2, [cedar]: 1 });
      await setCartQuantity(database.db, owner, sizeIdOf(rose), 5);
      expect(await quantitiesIn(owner)).toEqual({ [rose]: 5, [cedar]: 1 });
      await setCartQuantity(database.db, owner, sizeIdOf(rose), 0);
      expect(await quantitiesIn(owner)).toEqual({ [cedar]: 1 });
      expect(await countCartItems(database.db, owner)).toBe(1);
    });
  });

  describe("quantities", () => {
    test("adding a product again grows its line, up to maxUnits; `added` says how many went in", async () => {
      const rose = await newProduct();
      const owner = await guestCartWith(rose, 3);
      const limits = { maxUnits: 10 };
      expect(await addToCart(database.db, owner, { productId: rose }, 4, limits)).toMatchObject({
        added: 4,
      });
      expect(await quantitiesIn(owner)).toEqual({ [rose]: 7 });
      expect(await addToCart(database.db, owner, { productId: rose }, 5, limits)).toMatchObject({
        added: 3,
      });
      expect(await addToCart(database.db, owner, { productId: rose }, 1, limits)).toMatchObject({
        added: 0,
      });
      expect(await quantitiesIn(owner)).toEqual({ [rose]: 10 });
      // Setting a quantity stops at the same limit.
      await setCartQuantity(database.db, owner, sizeIdOf(rose), 50, limits);
      expect(await quantitiesIn(owner)).toEqual({ [rose]: 10 });
    });

    test("the form's add answers what ORDER_MAX_UNITS let in", async () => {
      const rose = await newProduct();
      const shopper = makeBrowser();
      const env = { ORDER_MAX_UNITS: "3" };
      const add = { intent: "add", productId: rose, quantity: "2" };
      expect((await postCart(shopper, add, env)).body).toEqual({
        ok: true,
        intent: "add",
        added: 2,
        requested: 2,
      });
      expect((await postCart(shopper, add, env)).body).toMatchObject({ added: 1, requested: 2 });
      expect((await postCart(shopper, add, env)).body).toMatchObject({ added: 0, requested: 2 });
      expect((await checkoutPageOf(shopper)).count).toBe(3);
    });

    test("20 adds at once to one guest cart lose no unit", async () => {
      const rose = await newProduct();
      const owner = await guestCartWith(rose, 1);
      const quantities = Array.from({ length: 20 }, (_, index) => (index % 4) + 1);
      const results = await Promise.all(
        quantities.map((quantity) => addToCart(database.db, owner, { productId: rose }, quantity)),
      );
      expect(results.every((result) => result.cartId === owner.guestCartId)).toBe(true);
      expect(results.reduce((total, result) => total + result.added, 0)).toBe(50);
      expect(await quantitiesIn(owner)).toEqual({ [rose]: 51 });
      expect(await countCartItems(database.db, owner)).toBe(51);
    });

    test("20 first adds at once to one customer's cart make one cart and lose no unit", async () => {
      const rose = await newProduct();
      const cedar = await newProduct();
      const { userId } = await registerFrom(makeBrowser());
      const owner = { userId };
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          addToCart(
            database.db,
            owner,
            { productId: index % 2 === 0 ? rose : cedar },
            (index % 4) + 1,
          ),
        ),
      );
      expect(new Set(results.map((result) => result.cartId)).size).toBe(1);
      expect(await quantitiesIn(owner)).toEqual({ [rose]: 20, [cedar]: 30 });
      const carts = await database.db
        .select({ carts: count() })
        .from(cart)
        .where(eq(cart.userId, userId));
      expect(carts).toEqual([{ carts: 1 }]);
    });
  });

  describe("new guest carts per client address (decision 029)", () => {
    const env = { GUEST_CART_RATE_LIMIT: "3", GUEST_CART_RATE_WINDOW_MINUTES: "60" };
    const cartsNow = async () => (await database.db.select({ carts: count() }).from(cart))[0]!;

    test("cookieless adds from one address start 3 carts; the 4th is a 429 to wait or log in", async () => {
      const rose = await newProduct();
      const add = { intent: "add", productId: rose };
      const address = makeBrowser().request().headers.get(clientIpHeader)!;
      const answers = [];
      for (let visitor = 0; visitor < 3; visitor++) {
        answers.push(await postCart(makeBrowser(address), add, env));
      }
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const before = await cartsNow();
      const refused = await postCart(makeBrowser(address), add, env);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        ok: false,
        error:
          "Many new carts were started from your network in a short time. Please wait 60 minutes and try again, or log in to shop with your account's cart.",
      });
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(refused.headers.getSetCookie()).toEqual([]);
      expect(await cartsNow()).toEqual(before);
      // Another address still starts a cart.
      expect((await postCart(makeBrowser(), add, env)).status).toBe(200);
    });

    test("a visitor who already has a cart keeps adding from a limited address", async () => {
      const [rose, cedar] = [await newProduct(), await newProduct()];
      const address = makeBrowser().request().headers.get(clientIpHeader)!;
      const shopper = makeBrowser(address);
      expect((await postCart(shopper, { intent: "add", productId: rose }, env)).status).toBe(200);
      for (let visitor = 0; visitor < 3; visitor++) {
        await postCart(makeBrowser(address), { intent: "add", productId: rose }, env);
      }
      const again = await postCart(shopper, { intent: "add", productId: cedar }, env);
      expect(again.status).toBe(200);
      expect((await checkoutPageOf(shopper)).count).toBe(2);
    });
  });

  describe("prices", () => {
    test("prices come from the catalogue, never from the form, in the cart and in the order", async () => {
      const rose = await newProduct({ name: "Rose Dawn", price: 4500 });
      const shopper = makeBrowser();
      await postCart(shopper, {
        intent: "add",
        productId: rose,
        quantity: "2",
        price: "1",
        name: "Free Perfume",
        subtotal: "0",
      });
      expect((await checkoutPageOf(shopper)).lines).toMatchObject([
        { id: rose, name: "Rose Dawn", price: 4500, quantity: 2 },
      ]);
      // The cart shows today's price.
      await database.db
        .update(productSize)
        .set({ price: 5000 })
        .where(eq(productSize.productId, rose));
      expect((await checkoutPageOf(shopper)).lines).toMatchObject([{ id: rose, price: 5000 }]);

      const placed = await postCheckout(shopper, {
        ...websiteOrder(),
        items: JSON.stringify([{ id: rose, quantity: 2, price: 1 }]),
        subtotal: "2",
        total: "2",
      });
      expect(placed.status).toBe(303);
      const orderId = orderIdIn(placed.headers.get("Location"));
      const [saved] = await database.db.select().from(order).where(eq(order.id, orderId));
      expect(saved).toMatchObject({ subtotal: 10_000, shipping: 0, total: 10_000 });
      const items = await database.db
        .select({ productId: orderItem.productId, price: orderItem.price })
        .from(orderItem)
        .where(eq(orderItem.orderId, orderId));
      expect(items).toEqual([{ productId: rose, price: 5000 }]);
    });
  });
});
