import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { loader as checkoutLoader } from "#app/routes/checkout.tsx";
import type { action as loginAction } from "#app/routes/login.tsx";
import { action as registerAction } from "#app/routes/register.tsx";
import { user } from "#server/db/auth-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { Refusal } from "#server/http/refusal.ts";
import { readCart, type CartOwner } from "#server/cart/cart-queries.ts";
import { addToCart } from "#server/cart/cart-store.ts";
import { makeRegistration } from "./accounts";
import { answerOf } from "./action-answer";
import { insertProducts } from "./factories";
import {
  postCart as postCartAs,
  postCheckout as postCheckoutAs,
  routeArgs,
  type Browser,
} from "./shopper";

type ProductOverrides = Parameters<typeof insertProducts>[1][number];

/**
 * The server cart's test helpers (decision 019), on the database `current()` answers: the test
 * file opens it in its `beforeAll`.
 */
export function cartTestKit(current: () => DatabaseHandle) {
  /** A product of its own for one test (stock untracked unless told); its id. */
  async function newProduct(overrides: ProductOverrides = {}): Promise<string> {
    const [row] = await insertProducts(current().db, [{ stockLevel: null, ...overrides }]);
    return row!.id!;
  }

  /** The Refusal `attempt` was refused with; fails the test when it was not one. */
  async function refusalOf(attempt: Promise<unknown>): Promise<Refusal> {
    const error = await attempt.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Refusal);
    return error as Refusal;
  }

  /** A new guest cart holding `quantity` of `productId`; its owner. */
  async function guestCartWith(productId: string, quantity = 1): Promise<{ guestCartId: string }> {
    const { cartId } = await addToCart(
      current().db,
      { guestCartId: undefined },
      { productId: productId },
      quantity,
    );
    return { guestCartId: cartId };
  }

  /** Product id → quantity of the owner's cart, as the cart page lists it. */
  async function quantitiesIn(owner: CartOwner): Promise<Record<string, number>> {
    const { lines } = await readCart(current().db, owner);
    return Object.fromEntries(lines.map((line) => [line.id, line.quantity]));
  }

  /** Posts the cart form as `browser`, keeping the cookies the answer sets. */
  const postCart = (browser: Browser, fields: Record<string, string>, env?: NodeJS.ProcessEnv) =>
    postCartAs(current(), browser, fields, env);

  /** The checkout page's cart as `browser` sees it. */
  async function checkoutPageOf(browser: Browser) {
    const request = browser.request("/checkout");
    const { lines, count: items } = await checkoutLoader(
      routeArgs(current(), request, "/checkout"),
    );
    return { lines, count: items };
  }

  /** Posts the checkout form as `browser`; `keep` false drops the answer's cookies (lost reply). */
  const postCheckout = (browser: Browser, fields: Record<string, string>, { keep = true } = {}) =>
    postCheckoutAs(current(), browser, fields, { keep });

  /** Posts the login or registration form as `browser`, keeping the session cookies. */
  async function postAccount(
    browser: Browser,
    route: typeof loginAction | typeof registerAction,
    path: string,
    fields: Record<string, string>,
  ) {
    const request = browser.request(path, { method: "POST", body: new URLSearchParams(fields) });
    const answer = await answerOf(await route(routeArgs(current(), request, path)));
    browser.keep(answer.headers.getSetCookie());
    expect(answer.body).toMatchObject({ success: expect.any(String) });
  }

  /** Registers a new customer from `browser` through /register; the account's e-mail and id. */
  async function registerFrom(browser: Browser) {
    const registration = makeRegistration();
    await postAccount(browser, registerAction, "/register", registration);
    const [row] = await current()
      .db.select({ id: user.id })
      .from(user)
      .where(eq(user.email, registration.email));
    return { registration, userId: row!.id };
  }

  return {
    newProduct,
    refusalOf,
    guestCartWith,
    quantitiesIn,
    postCart,
    checkoutPageOf,
    postCheckout,
    postAccount,
    registerFrom,
  };
}
