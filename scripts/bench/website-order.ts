/** A cart line as a shopper adds it: a product id and a whole quantity (1–99). */
export interface OrderedLine {
  productId: string;
  quantity: number;
}

/** How a website order ended: the checkout's status (303 when placed) and where it went. */
export interface PlacedWebsiteOrder {
  status: number;
  location: string | null;
}

/** The hidden field of the checkout form holding the key its render drew (decision 004). */
const idempotencyKeyField = /name="idempotencyKey" value="([^"]+)"/;

/** The `name=value` pairs of a response's Set-Cookie headers, merged into `cookies`. */
function keepCookies(cookies: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0] ?? "";
    const at = pair.indexOf("=");
    if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");

/**
 * Places a guest's website order on the shop at `origin` as a browser without scripts does
 * (SPEC §4, §5): posts each line to the cart form (`POST /cart`, keeping the guest cart cookie),
 * opens the checkout page for the form's idempotency key, then posts the checkout form to
 * `/checkout` for delivery in Nairobi, paid on delivery.
 * @throws Error when adding to the cart is refused or the checkout page has no form.
 */
export async function placeWebsiteOrder(
  origin: string,
  lines: readonly OrderedLine[],
): Promise<PlacedWebsiteOrder> {
  const cookies = new Map<string, string>();
  const post = (path: string, form: Record<string, string>) =>
    fetch(`${origin}${path}`, {
      method: "POST",
      headers: { origin, cookie: cookieHeader(cookies) },
      body: new URLSearchParams(form),
      redirect: "manual",
    });
  for (const { productId, quantity } of lines) {
    const added = await post("/cart", { intent: "add", productId, quantity: String(quantity) });
    if (!added.ok) throw new Error(`adding ${productId} to the cart answered ${added.status}`);
    keepCookies(cookies, added);
    await added.arrayBuffer();
  }
  const page = await fetch(`${origin}/checkout`, { headers: { cookie: cookieHeader(cookies) } });
  const idempotencyKey = idempotencyKeyField.exec(await page.text())?.[1];
  if (!idempotencyKey) throw new Error(`the checkout page (${page.status}) has no order form`);
  const placed = await post("/checkout", {
    idempotencyKey,
    orderMethod: "website",
    fullName: "Wanjiru Kamau",
    email: "wanjiru@example.co.ke",
    phone: "0712345678",
    deliveryArea: "nairobi",
    address: "Ngong Road 12",
    city: "Nairobi",
  });
  await placed.arrayBuffer();
  return { status: placed.status, location: placed.headers.get("location") };
}
