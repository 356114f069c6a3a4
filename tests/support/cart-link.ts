import { expect } from "vitest";
import { loader as cartLoader } from "#app/routes/cart.ts";
import { readGuestCartId } from "#server/cart/cart-visitor.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { makeBrowser } from "./accounts";
import { insertProducts } from "./factories";
import { testMarketingLinks } from "./marketing-links";
import { postCart, routeArgs, type Browser } from "./shopper";

// A guest's cart and its reminder link, as the cart-reminder tests use them (decision 067).

/** The guest cart `browser`'s cookie names (undefined: none). */
export const cartOf = async (browser: Browser): Promise<{ guestCartId: string | undefined }> => ({
  guestCartId: await readGuestCartId(
    browser.request().headers.get("cookie"),
    testMarketingLinks.secret,
  ),
});

/** A guest's browser with `quantity` of a new product named `name` in its cart, and its cart id. */
export async function guestWithCart(database: DatabaseHandle, name = "Oud Royale", quantity = 2) {
  const [product] = await insertProducts(database.db, [{ name }]);
  const browser = makeBrowser();
  const added = await postCart(database, browser, {
    intent: "add",
    productId: product!.id!,
    quantity: String(quantity),
  });
  expect(added.status).toBe(200);
  const cartId = (await cartOf(browser)).guestCartId!;
  return { browser, cartId, productId: product!.id! };
}

/** GET /cart?restore=… (the path and query of a reminder's link) from `browser`. */
export async function openLink(database: DatabaseHandle, browser: Browser, link: string) {
  const { pathname, search } = new URL(link);
  const request = browser.request(`${pathname}${search}`);
  const answer = await cartLoader(routeArgs(database, request, "/cart"));
  browser.keep(answer.headers.getSetCookie());
  if (answer.status === 303) return { status: 303, location: answer.headers.get("location") };
  return { status: answer.status, message: await answer.text() };
}
