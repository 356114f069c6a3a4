import { data, redirect } from "react-router";
import { refusalInit } from "#server/http/refusal.ts";
import { readForm } from "#server/http/request-body.ts";
import { submitCartForm } from "#server/cart/cart-form.ts";
import { isCartLink, openCartLink } from "#server/cart/cart-link.ts";
import { cartMarkCookie } from "#server/cart/cart-mark.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/cart";

/**
 * POST /cart: adds to, changes, removes from or clears the visitor's cart (decision 019). Sent
 * in the background by a live page, it answers the result (4xx with the shopper's text when
 * refused, 429 with Retry-After past the new guest carts of an address: decision 029); sent by
 * a page without scripts (a `returnTo` field), it goes back there — or, when refused, answers
 * the text as a page of its own.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const services = getServices(context);
  const outcome = await submitCartForm(services, request, form);
  const { headers } = refusalInit(outcome);
  if (outcome.setCookie) headers.append("Set-Cookie", outcome.setCookie);
  // The next page counts the cart again (decision 050).
  if (outcome.result.ok) headers.append("Set-Cookie", cartMarkCookie(services));
  if (outcome.returnTo === undefined) {
    return data(outcome.result, { status: outcome.status, headers });
  }
  if (!outcome.result.ok) {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(outcome.result.error, { status: outcome.status, headers });
  }
  return redirect(outcome.returnTo, { status: 303, headers });
}

/**
 * A GET of /cart shows the cart: the checkout. With `restore` and `token` it is a cart
 * reminder's link (decision 067, openCartLink): that cart's lines join this browser's cart first.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  if (!isCartLink(url)) return redirect("/checkout");
  return openCartLink(getServices(context), request, url);
}
