import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as cartAction } from "#app/routes/cart.ts";
import { action as checkoutAction, loader as checkoutLoader } from "#app/routes/checkout.tsx";
import { action as loginAction } from "#app/routes/login.tsx";
import { action as logoutAction } from "#app/routes/logout.ts";
import { loader as orderSuccessLoader } from "#app/routes/order-success.tsx";
import { action as registerAction } from "#app/routes/register.tsx";
import { user } from "#server/db/auth-schema.ts";
import { cart } from "#server/db/cart-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order, orderItem } from "#server/db/order-schema.ts";
import { product } from "#server/db/schema.ts";
import { CartError, cartTexts } from "#server/cart/cart-error.ts";
import {
  addToCart,
  countCartItems,
  deleteIdleCarts,
  mergeGuestCart,
  openCarts,
  readCart,
  setCartQuantity,
  type CartOwner,
} from "#server/cart/cart-store.ts";
import { requestBodyTexts } from "#server/http/request-body.ts";
import { checkoutTexts } from "#contracts/checkout.ts";
import { makeBrowser, makeRegistration } from "./support/accounts";
import { insertProducts } from "./support/factories";
import { routeArgs, type Browser } from "./support/shopper";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type ProductOverrides = Parameters<typeof insertProducts>[1][number];

/** A product of its own for one test (stock untracked unless told); its id. */
async function newProduct(overrides: ProductOverrides = {}): Promise<string> {
  const [row] = await insertProducts(database.db, [{ stockLevel: null, ...overrides }]);
  return row!.id!;
}

/** The CartError `attempt` was refused with; fails the test when it was not one. */
async function refusalOf(attempt: Promise<unknown>): Promise<CartError> {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CartError);
  return error as CartError;
}

/** A new guest cart holding `quantity` of `productId`; its owner. */
async function guestCartWith(productId: string, quantity = 1): Promise<{ guestCartId: string }> {
  const { cartId } = await addToCart(database.db, { guestCartId: undefined }, productId, quantity);
  return { guestCartId: cartId };
}

/** Product id → quantity of the owner's cart, as the cart page lists it. */
async function quantitiesIn(owner: CartOwner): Promise<Record<string, number>> {
  const { lines } = await readCart(database.db, owner);
  return Object.fromEntries(lines.map((line) => [line.id, line.quantity]));
}

/** What an action answered, whether a Response or React Router's `data(…)`. */
interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

async function answerOf(
  result: Response | { data: unknown; init: ResponseInit | null },
): Promise<Answer> {
  if (result instanceof Response) {
    return { status: result.status, headers: result.headers, body: await result.text() };
  }
  const headers = new Headers(result.init?.headers);
  return { status: result.init?.status ?? 200, headers, body: result.data };
}

/** Posts the cart form as `browser`, keeping the cookies the answer sets. */
async function postCart(
  browser: Browser,
  fields: Record<string, string>,
  env: NodeJS.ProcessEnv = {},
): Promise<Answer> {
  const request = browser.request("/cart", { method: "POST", body: new URLSearchParams(fields) });
  const answer = await answerOf(await cartAction(routeArgs(database, request, "/cart", env)));
  browser.keep(answer.headers.getSetCookie());
  return answer;
}

/** The checkout page's cart as `browser` sees it. */
async function checkoutPageOf(browser: Browser) {
  const request = browser.request("/checkout");
  const { lines, count: items } = await checkoutLoader(routeArgs(database, request, "/checkout"));
  return { lines, count: items };
}

const idempotencyKey = () => randomBytes(16).toString("hex");

/** A website order's form for Nairobi (free delivery by default). */
const websiteOrder = () => ({
  idempotencyKey: idempotencyKey(),
  orderMethod: "website",
  fullName: "Wanjiru Kamau",
  email: "wanjiru@example.co.ke",
  phone: "0712345678",
  deliveryArea: "nairobi",
});

/** Posts the checkout form as `browser`; `keep` false drops the answer's cookies (lost reply). */
async function postCheckout(
  browser: Browser,
  fields: Record<string, string>,
  { keep = true } = {},
): Promise<Answer> {
  const request = browser.request("/checkout", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const answer = await answerOf(await checkoutAction(routeArgs(database, request, "/checkout")));
  if (keep) browser.keep(answer.headers.getSetCookie());
  return answer;
}

const orderIdIn = (location: string | null) =>
  new URL(location ?? "", "https://loris.example").searchParams.get("orderId") ?? "";

/** Posts the login or registration form as `browser`, keeping the session cookies. */
async function postAccount(
  browser: Browser,
  route: typeof loginAction | typeof registerAction,
  path: string,
  fields: Record<string, string>,
) {
  const request = browser.request(path, { method: "POST", body: new URLSearchParams(fields) });
  const answer = await answerOf(await route(routeArgs(database, request, path)));
  browser.keep(answer.headers.getSetCookie());
  expect(answer.body).toMatchObject({ success: expect.any(String) });
}

/** Registers a new customer from `browser` through /register; the account's e-mail and id. */
async function registerFrom(browser: Browser) {
  const registration = makeRegistration();
  await postAccount(browser, registerAction, "/register", registration);
  const [row] = await database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, registration.email));
  return { registration, userId: row!.id };
}

describe(`the server cart on ${testDatabaseKind} (issue 13)`, () => {
  describe("refusals a shopper can act on", () => {
    test.each([0, -1, 1.5, 100, NaN])("adding %s units is a 400", async (quantity) => {
      const rose = await newProduct();
      const refusal = await refusalOf(
        addToCart(database.db, { guestCartId: undefined }, rose, quantity),
      );
      expect(refusal).toMatchObject({ status: 400, message: cartTexts.badQuantity });
    });

    test("an unknown product is a 404 and leaves no cart behind", async () => {
      const before = await database.db.select({ carts: count() }).from(cart);
      const refusal = await refusalOf(
        addToCart(database.db, { guestCartId: undefined }, "no-such-scent", 1),
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
          addToCart(database.db, owner, productId, 1),
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
      const refusal = await refusalOf(addToCart(database.db, { guestCartId: undefined }, gone, 1));
      expect(refusal).toMatchObject({ status: 409, message: "Sorry, Gone Amber is out of stock." });
    });

    test("setting -1, 1.5, 100 or NaN units is a 400; 0 removes the line", async () => {
      const rose = await newProduct();
      const cedar = await newProduct();
      const owner = await guestCartWith(rose, 2);
      await addToCart(database.db, owner, cedar, 1);
      for (const quantity of [-1, 1.5, 100, NaN]) {
        expect(await refusalOf(setCartQuantity(database.db, owner, rose, quantity))).toMatchObject({
          status: 400,
          message: cartTexts.badNewQuantity,
        });
      }
      expect(await quantitiesIn(owner)).toEqual({ [rose]: 2, [cedar]: 1 });
      await setCartQuantity(database.db, owner, rose, 5);
      expect(await quantitiesIn(owner)).toEqual({ [rose]: 5, [cedar]: 1 });
      await setCartQuantity(database.db, owner, rose, 0);
      expect(await quantitiesIn(owner)).toEqual({ [cedar]: 1 });
      expect(await countCartItems(database.db, owner)).toBe(1);
    });
  });

  describe("quantities", () => {
    test("adding a product again grows its line, up to maxUnits; `added` says how many went in", async () => {
      const rose = await newProduct();
      const owner = await guestCartWith(rose, 3);
      const limits = { maxUnits: 10 };
      expect(await addToCart(database.db, owner, rose, 4, limits)).toMatchObject({ added: 4 });
      expect(await quantitiesIn(owner)).toEqual({ [rose]: 7 });
      expect(await addToCart(database.db, owner, rose, 5, limits)).toMatchObject({ added: 3 });
      expect(await addToCart(database.db, owner, rose, 1, limits)).toMatchObject({ added: 0 });
      expect(await quantitiesIn(owner)).toEqual({ [rose]: 10 });
      // Setting a quantity stops at the same limit.
      await setCartQuantity(database.db, owner, rose, 50, limits);
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
        quantities.map((quantity) => addToCart(database.db, owner, rose, quantity)),
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
          addToCart(database.db, owner, index % 2 === 0 ? rose : cedar, (index % 4) + 1),
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

  describe("POST /cart", () => {
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
        [{ productId: gone }, 409, "Sorry, Gone Amber is out of stock."],
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
      expect(added.headers.getSetCookie()).toEqual([expect.stringMatching(/^loris_cart=/)]);
      await postCart(shopper, { intent: "add", productId: cedar, quantity: "2" });
      expect((await checkoutPageOf(shopper)).count).toBe(3);

      expect(
        await postCart(shopper, { intent: "set", productId: rose, quantity: "4" }),
      ).toMatchObject({ status: 200, body: { ok: true, intent: "set" } });
      expect((await checkoutPageOf(shopper)).lines.map((line) => [line.id, line.quantity])).toEqual(
        [
          [rose, 4],
          [cedar, 2],
        ],
      );
      expect(
        await postCart(shopper, { intent: "set", productId: rose, quantity: "" }),
      ).toMatchObject({ status: 400, body: { ok: false, error: cartTexts.badNewQuantity } });
      expect(await postCart(shopper, { intent: "remove", productId: rose })).toMatchObject({
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
        await postCart(intruder, { intent: "set", productId: rose, quantity: "9" });
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
      await database.db.update(product).set({ price: 5000 }).where(eq(product.id, rose));
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

  describe("signing in", () => {
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
      await addToCart(database.db, { userId }, cedar, 6);

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
      await postCart(otherDevice, { intent: "remove", productId: cedar });
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
      await addToCart(database.db, { userId }, rose, 3);
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

  describe("checking out", () => {
    test("the order takes the ordered lines out of the cart; a second send of the form places nothing more", async () => {
      const rose = await newProduct({ price: 4500 });
      const cedar = await newProduct({ price: 2600, stockLevel: 40 });
      const shopper = makeBrowser();
      await postCart(shopper, { intent: "add", productId: rose, quantity: "2" });
      await postCart(shopper, { intent: "add", productId: cedar });
      const form = websiteOrder();

      const placed = await postCheckout(shopper, form);
      expect(placed.status).toBe(303);
      const location = placed.headers.get("Location");
      expect(location).toMatch(/^\/order-success\?orderId=LOR-\d{16}$/);
      expect(await checkoutPageOf(shopper)).toEqual({ lines: [], count: 0 });
      const orderId = orderIdIn(location);
      const [saved] = await database.db.select().from(order).where(eq(order.id, orderId));
      expect(saved).toMatchObject({ total: 2 * 4500 + 2600, fullName: "Wanjiru Kamau" });

      const again = await postCheckout(shopper, form);
      expect(again.status).toBe(303);
      expect(again.headers.get("Location")).toBe(location);
      const orders = await database.db
        .select({ orders: count() })
        .from(order)
        .where(eq(order.idempotencyKey, form.idempotencyKey));
      expect(orders).toEqual([{ orders: 1 }]);
      const [stock] = await database.db
        .select({ stockLevel: product.stockLevel })
        .from(product)
        .where(eq(product.id, cedar));
      expect(stock).toEqual({ stockLevel: 39 });

      // A new key with the cart empty is refused; a key no checkout could send is refused
      // before any lookup (the fuzz found a NUL key reaching the replay query).
      expect(await postCheckout(shopper, websiteOrder())).toMatchObject({
        status: 400,
        body: { error: "Your cart is empty" },
      });
      for (const key of ["\u0000".repeat(40), "short"]) {
        expect(
          await postCheckout(shopper, { ...websiteOrder(), idempotencyKey: key }),
        ).toMatchObject({ status: 400, body: { error: checkoutTexts.staleForm } });
      }
    });

    test("a second send after the first answer was lost still shows the guest their order", async () => {
      const rose = await newProduct();
      const shopper = makeBrowser();
      await postCart(shopper, { intent: "add", productId: rose });
      const form = websiteOrder();
      const lost = await postCheckout(shopper, form, { keep: false });
      expect(lost.status).toBe(303);
      const again = await postCheckout(shopper, form);
      expect(again.headers.get("Location")).toBe(lost.headers.get("Location"));
      const orderId = orderIdIn(again.headers.get("Location"));
      const request = shopper.request(`/order-success?orderId=${orderId}`);
      const success = await orderSuccessLoader(routeArgs(database, request, "/order-success"));
      expect(success.order.id).toBe(orderId);
    });

    test("a customer's order empties the account's cart on every device", async () => {
      const rose = await newProduct();
      const phone = makeBrowser();
      const { registration, userId } = await registerFrom(phone);
      await postCart(phone, { intent: "add", productId: rose, quantity: "2" });
      const laptop = makeBrowser();
      await postAccount(laptop, loginAction, "/login", {
        email: registration.email,
        password: registration.password,
      });
      const placed = await postCheckout(laptop, websiteOrder());
      expect(placed.status).toBe(303);
      const [saved] = await database.db
        .select({ userId: order.userId })
        .from(order)
        .where(eq(order.id, orderIdIn(placed.headers.get("Location"))));
      expect(saved).toEqual({ userId });
      expect(await checkoutPageOf(phone)).toEqual({ lines: [], count: 0 });
    });
  });

  describe("the shop's view of carts", () => {
    test("carts untouched for 30 days go; the dashboard counts carts holding items", async () => {
      const rose = await newProduct({ price: 4500 });
      const longAgo = new Date("2000-01-01T00:00:00Z");
      const idle = await addToCart(database.db, { guestCartId: undefined }, rose, 1, {
        now: longAgo,
      });
      const touched = await addToCart(database.db, { guestCartId: undefined }, rose, 1, {
        now: longAgo,
      });
      await addToCart(database.db, { guestCartId: touched.cartId }, rose, 1, {
        now: new Date("2000-02-15T00:00:00Z"),
      });
      expect(await deleteIdleCarts(database.db, new Date("2000-01-31T00:00:00Z"))).toBe(1);
      expect(await readCart(database.db, { guestCartId: idle.cartId })).toMatchObject({
        lines: [],
      });
      expect(await quantitiesIn({ guestCartId: touched.cartId })).toEqual({ [rose]: 2 });

      const later = new Date("2100-01-01T00:00:00Z");
      const full = await addToCart(database.db, { guestCartId: undefined }, rose, 3, {
        now: later,
      });
      const emptied = await addToCart(database.db, { guestCartId: undefined }, rose, 1, {
        now: later,
      });
      await setCartQuantity(database.db, { guestCartId: emptied.cartId }, rose, 0, { now: later });
      expect(await openCarts(database.db, later)).toEqual({ carts: 1, value: 3 * 4500 });
      expect(full.cartId).not.toBe(emptied.cartId);
    });
  });
});
