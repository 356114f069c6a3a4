/** A line a shopper puts in the cart: a product id and a whole quantity 1…99. */
export interface ShopperLine {
  id: string;
  quantity: number;
}

/** The cookies of `setCookies` kept in `jar` (a removed or expired one is dropped). */
function keepCookies(jar: Map<string, string>, setCookies: string[]): void {
  for (const line of setCookies) {
    const [pair = ""] = line.split(";");
    const [name = "", value = ""] = pair.split(/=(.*)/s);
    if (value && !/max-age=0/i.test(line)) jar.set(name, value);
    else jar.delete(name);
  }
}

/**
 * A shopper's browser over HTTP, using the shop as its pages do without scripts (SPEC §2,
 * decision 030): forms posted to `shopUrl()`, the cookies each answer sets (the guest cart's,
 * the placed orders') sent back, redirects handed to the caller. `headers` go with every
 * request (an Origin, a client address); `cookie` is a Cookie header to start with (a session).
 */
export function httpShopper(
  shopUrl: () => string,
  { headers = {}, cookie = "" }: { headers?: Record<string, string>; cookie?: string } = {},
) {
  const jar = new Map<string, string>();
  keepCookies(jar, cookie ? cookie.split("; ") : []);
  const send = async (path: string, init: RequestInit) => {
    const cookies = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(`${shopUrl()}${path}`, {
      ...init,
      headers: { ...headers, ...(cookies ? { cookie: cookies } : {}) },
      redirect: "manual",
    });
    keepCookies(jar, response.headers.getSetCookie());
    return response;
  };
  return {
    /** POSTs `fields` as a form to `path`; the answer, a redirect not followed. */
    post: (path: string, fields: Record<string, string>, signal?: AbortSignal) =>
      send(path, { method: "POST", body: new URLSearchParams(fields), signal }),
    /** GETs `path` (a redirect's Location) with the shopper's cookies. */
    get: (path: string) => send(path, { method: "GET" }),
  };
}

/** A shopper's browser over HTTP (httpShopper). */
export type HttpShopper = ReturnType<typeof httpShopper>;

/** The POST /cart form that adds `line` to the cart (server/cart/cart-form.ts). */
export const addToCartForm = ({ id, quantity }: ShopperLine) => ({
  intent: "add",
  productId: id,
  quantity: String(quantity),
});

/**
 * Checks out as a shopper does: each of `lines` added to the cart (POST /cart), then the
 * checkout `form` posted (POST /checkout). The checkout's answer: a 303 to
 * /order-success?orderId=… once the order is placed, the form's page with its refusal otherwise.
 * @throws Error when the cart refuses a line.
 */
export async function checkOutOverHttp(
  shopper: HttpShopper,
  lines: readonly ShopperLine[],
  form: Record<string, string>,
): Promise<Response> {
  for (const line of lines) {
    const added = await shopper.post("/cart", addToCartForm(line));
    if (!added.ok) throw new Error(`POST /cart: ${added.status} ${await added.text()}`);
  }
  return shopper.post("/checkout", form);
}

/** The order id a placed checkout redirected to; undefined for any other answer. */
export function placedOrderId(answer: Response): string | undefined {
  const location = answer.status === 303 ? answer.headers.get("location") : null;
  if (!location?.startsWith("/order-success?")) return undefined;
  return new URL(location, "http://shop.invalid").searchParams.get("orderId") ?? undefined;
}
