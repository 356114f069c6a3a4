import { expect } from "vitest";
import { action as cartAction } from "#app/routes/cart.ts";
import { action as checkoutAction } from "#app/routes/checkout.tsx";
import type { DatabaseHandle } from "#server/db/client.ts";
import type { makeBrowser } from "./accounts";
import { answerOf, type Answer } from "./action-answer";
import { orderIdIn, whatsappOrder, type CheckoutForm } from "./checkout-forms";
import { routeContext, testServices } from "./route-context";
import { signedInBrowser as signedInAs } from "./signed-in";

/** A browser of the tests (support/accounts.ts). */
export type Browser = ReturnType<typeof makeBrowser>;

type TestDatabase = Pick<DatabaseHandle, "db" | "listen">;

/** A line a shopper puts in the cart: a product id and a whole quantity. */
export interface CartItem {
  id: string;
  quantity: number;
}

/** Relaxed per-address limits: the tests sign up many users from few addresses. */
const env = { AUTH_RATE_LIMIT: "100" };

/** The arguments React Router hands a loader or action for `request`; `settings` as env. */
export function routeArgs(
  database: TestDatabase,
  request: Request,
  pattern: string,
  settings: NodeJS.ProcessEnv = {},
) {
  return {
    request,
    url: new URL(request.url),
    context: routeContext(database, { ...env, ...settings }),
    params: {},
    pattern,
  };
}

/** A browser with a newly registered customer signed in. */
export function signedInBrowser(database: TestDatabase): Promise<Browser> {
  return signedInAs(testServices(database, env), "customer");
}

/** Posts the cart form (POST /cart) as `browser`, keeping the cookies the answer sets. */
export async function postCart(
  database: TestDatabase,
  browser: Browser,
  fields: Record<string, string>,
  settings: NodeJS.ProcessEnv = {},
): Promise<Answer> {
  const request = browser.request("/cart", { method: "POST", body: new URLSearchParams(fields) });
  const answer = await answerOf(await cartAction(routeArgs(database, request, "/cart", settings)));
  browser.keep(answer.headers.getSetCookie());
  return answer;
}

/**
 * Posts the checkout form (POST /checkout) as `browser`; `keep` false drops the answer's
 * cookies (a reply lost on the way).
 */
export async function postCheckout(
  database: TestDatabase,
  browser: Browser,
  form: CheckoutForm,
  { keep = true, settings = {} }: { keep?: boolean; settings?: NodeJS.ProcessEnv } = {},
): Promise<Answer> {
  const request = browser.request("/checkout", {
    method: "POST",
    body: new URLSearchParams(form),
  });
  const result = await checkoutAction(routeArgs(database, request, "/checkout", settings));
  const answer = await answerOf(result);
  if (keep) browser.keep(answer.headers.getSetCookie());
  return answer;
}

/**
 * Checks out as a shopper does (SPEC §2, decision 030): each of `items` added to the server
 * cart, then the checkout form sent; the checkout's answer, a 303 to
 * /order-success?orderId=… when the order is placed. `settings` as the shop's env.
 */
export async function checkOutFrom(
  database: TestDatabase,
  browser: Browser,
  items: readonly CartItem[],
  form: CheckoutForm = whatsappOrder(),
  settings: NodeJS.ProcessEnv = {},
): Promise<Answer> {
  for (const { id, quantity } of items) {
    const added = await postCart(
      database,
      browser,
      { intent: "add", productId: id, quantity: String(quantity) },
      settings,
    );
    expect(added.status).toBe(200);
  }
  return postCheckout(database, browser, form, { settings });
}

/**
 * Places an order of `items` from `browser` as checkOutFrom does (a WhatsApp order for Nairobi
 * unless `form` says otherwise); its id.
 */
export async function placeOrderFrom(
  database: TestDatabase,
  browser: Browser,
  items: readonly CartItem[],
  form?: CheckoutForm,
): Promise<string> {
  const answer = await checkOutFrom(database, browser, items, form);
  expect(answer.status).toBe(303);
  return orderIdIn(answer.headers.get("Location"));
}
