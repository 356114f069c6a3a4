import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { action as cartAction } from "#app/routes/cart.ts";
import { action as checkoutAction, loader as checkoutLoader } from "#app/routes/checkout.tsx";
import type { action as loginAction } from "#app/routes/login.tsx";
import { action as registerAction } from "#app/routes/register.tsx";
import { user } from "#server/db/auth-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { CartError } from "#server/cart/cart-error.ts";
import { addToCart, readCart, type CartOwner } from "#server/cart/cart-store.ts";
import { makeRegistration } from "./accounts";
import { insertProducts } from "./factories";
import { routeArgs, type Browser } from "./shopper";

type ProductOverrides = Parameters<typeof insertProducts>[1][number];

/** What an action answered, whether a Response or React Router's `data(…)`. */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Reads an action's result as its status, headers and body. */
export async function answerOf(
  result: Response | { data: unknown; init: ResponseInit | null },
): Promise<Answer> {
  if (result instanceof Response) {
    return { status: result.status, headers: result.headers, body: await result.text() };
  }
  const headers = new Headers(result.init?.headers);
  return { status: result.init?.status ?? 200, headers, body: result.data };
}

/** A new idempotency key, as the checkout page renders one. */
export const idempotencyKey = () => randomBytes(16).toString("hex");

/** A website order's form for Nairobi (free delivery by default). */
export const websiteOrder = () => ({
  idempotencyKey: idempotencyKey(),
  orderMethod: "website",
  fullName: "Wanjiru Kamau",
  email: "wanjiru@example.co.ke",
  phone: "0712345678",
  deliveryArea: "nairobi",
});

/** The order id in the address of the success page a checkout redirected to. */
export const orderIdIn = (location: string | null) =>
  new URL(location ?? "", "https://loris.example").searchParams.get("orderId") ?? "";

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
    const { cartId } = await addToCart(
      current().db,
      { guestCartId: undefined },
      productId,
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
  async function postCart(
    browser: Browser,
    fields: Record<string, string>,
    env: NodeJS.ProcessEnv = {},
  ): Promise<Answer> {
    const request = browser.request("/cart", { method: "POST", body: new URLSearchParams(fields) });
    const answer = await answerOf(await cartAction(routeArgs(current(), request, "/cart", env)));
    browser.keep(answer.headers.getSetCookie());
    return answer;
  }

  /** The checkout page's cart as `browser` sees it. */
  async function checkoutPageOf(browser: Browser) {
    const request = browser.request("/checkout");
    const { lines, count: items } = await checkoutLoader(
      routeArgs(current(), request, "/checkout"),
    );
    return { lines, count: items };
  }

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
    const answer = await answerOf(await checkoutAction(routeArgs(current(), request, "/checkout")));
    if (keep) browser.keep(answer.headers.getSetCookie());
    return answer;
  }

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
