import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cartReminderTexts } from "#contracts/cart-reminder.ts";
import { readCart } from "#server/cart/cart-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { cartRestoreUrl } from "#server/marketing/cart-reminders/cart-restore-link.ts";
import { makeBrowser } from "./support/accounts";
import { whatsappOrder } from "./support/checkout-forms";
import { postCheckout } from "./support/shopper";
import { testMarketingLinks } from "./support/marketing-links";
import { guestWithCart, openLink } from "./support/cart-link";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;

/**
 * Another spelling of the 16-byte token's last character that decodes to the same bytes: the
 * last of 22 base64url characters carries 2 bits, so its low 4 bits are spare.
 */
function spareBitsSpelling(token: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  return alphabet[alphabet.indexOf(token.at(-1)!) ^ 1]!;
}
const links = testMarketingLinks;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe(`the restore link's refusals on ${testDatabaseKind} (decision 067)`, () => {
  test("a forged, cut or unknown link says it is not valid; nothing changes", async () => {
    const { cartId } = await guestWithCart(database, "Vetiver", 1);
    const real = new URL(cartRestoreUrl(links.publicUrl, cartId, links.secret));
    const token = real.searchParams.get("token")!;
    const forged = [
      `/cart?restore=${cartId}&token=${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`,
      `/cart?restore=${cartId}&token=${token.slice(0, -1)}${spareBitsSpelling(token)}`,
      `/cart?restore=${cartId}&token=${token.slice(0, 10)}`,
      `/cart?restore=${cartId}`,
      `/cart?restore=someone-elses-cart-id1&token=${token}`,
      "/cart?restore=",
    ];
    for (const path of forged) {
      const browser = makeBrowser();
      expect(await openLink(database, browser, `${links.publicUrl}${path}`)).toEqual({
        status: 404,
        message: cartReminderTexts.invalidLink,
      });
      expect(browser.request().headers.get("cookie")).toBeNull();
    }
    expect((await readCart(database.db, { guestCartId: cartId })).count).toBe(1);
  });

  test("a signed link to a cart that is gone or empty says so; nothing changes", async () => {
    const gone = cartRestoreUrl(links.publicUrl, "no-such-cart-0000000000", links.secret);
    const ordered = await guestWithCart(database, "Sandalwood", 1);
    expect((await postCheckout(database, ordered.browser, whatsappOrder())).status).toBe(303);
    const emptied = cartRestoreUrl(links.publicUrl, ordered.cartId, links.secret);
    for (const link of [gone, emptied]) {
      const browser = makeBrowser();
      expect(await openLink(database, browser, link)).toEqual({
        status: 404,
        message: cartReminderTexts.goneCart,
      });
      expect(browser.request().headers.get("cookie")).toBeNull();
    }
  });

  test("opened where the cart already is, it only goes to the checkout", async () => {
    const { browser, cartId } = await guestWithCart(database, "Neroli", 3);
    const link = cartRestoreUrl(links.publicUrl, cartId, links.secret);
    expect(await openLink(database, browser, link)).toEqual({ status: 303, location: "/checkout" });
    expect((await readCart(database.db, { guestCartId: cartId })).count).toBe(3);
  });
});
