import type autocannon from "autocannon";
import { benchCheckout } from "./bench-checkout";
import type { LoadTarget } from "./load-targets";

const formType = { "content-type": "application/x-www-form-urlencoded" };

/** The Cookie header to send after an answer with these headers (name=value of each Set-Cookie). */
function cookieAfter(headers: autocannon.Request["headers"]): string {
  const lines = Object.entries(headers ?? {})
    .filter(([name]) => name.toLowerCase() === "set-cookie")
    .flatMap(([, value]) => value ?? []);
  return lines.map((line) => line.split(";")[0]).join("; ");
}

/**
 * Guests ordering as the checkout page does (decision 030), one after another on each
 * connection: the cart form adds a bench product (POST /cart, whose answer sets the cart's
 * cookie), then the checkout form places a WhatsApp order of the cart (POST /checkout, answered
 * by a 303 to the success page). Each request counts, so an order is two of them.
 */
export function checkoutTarget(productIds: string[]): LoadTarget {
  const cartCookies = new WeakMap<object, string>();
  let order = 0;
  return {
    name: "POST /cart + POST /checkout (one order in two requests)",
    isRedirectAnswer: true,
    requests: [
      {
        method: "POST",
        path: "/cart",
        headers: formType,
        setupRequest: (request) => {
          const { items } = benchCheckout(productIds, order);
          const { id, quantity } = items[0]!;
          const fields = { intent: "add", productId: id, quantity: String(quantity) };
          return { ...request, body: new URLSearchParams(fields).toString() };
        },
        onResponse: (_status, _body, context, headers) => {
          cartCookies.set(context, cookieAfter(headers));
        },
      },
      {
        method: "POST",
        path: "/checkout",
        setupRequest: (request, context) => {
          const { items: _items, ...form } = benchCheckout(productIds, order++);
          return {
            ...request,
            headers: { ...formType, cookie: cartCookies.get(context) ?? "" },
            body: new URLSearchParams(form).toString(),
          };
        },
      },
    ],
  };
}
