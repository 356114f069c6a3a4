import { redirect } from "react-router";
import { cartReminderTexts } from "#contracts/cart-reminder.ts";
import { refusalOrThrow, refusalText, Refusal } from "../http/refusal";
import { cartLinkParams, isCartRestoreToken } from "../marketing/cart-reminders/cart-restore-link";
import type { AppServices } from "../services";
import { newGuestCartLimit } from "./cart-form";
import { cartMarkCookie } from "./cart-mark";
import { restoreCart } from "./cart-restore";
import { cartOwnerOf, guestCartCookieFor } from "./cart-visitor";

/** Whether `url` is a cart reminder's link (GET /cart?restore=…&token=…). */
export const isCartLink = (url: URL) => url.searchParams.has(cartLinkParams.cart);

/**
 * Opens a cart reminder's link (docs/decisions/067-marketing-consent-and-cart-reminders.md): a
 * valid signature adds that cart's lines to this browser's cart (restoreCart), on any device,
 * and goes to the checkout (303, with the guest cookie and a fresh cart mark). A forged, cut or
 * unknown link, and a cart that is gone or empty, answer a 404 whose text says which, as the
 * cart form's refusals read without scripts; nothing changes then.
 * @throws the database's error (a failure, not a refusal).
 */
export async function openCartLink(
  services: AppServices,
  request: Request,
  url: URL,
): Promise<Response> {
  const cartId = (url.searchParams.get(cartLinkParams.cart) ?? "").slice(0, 64);
  const token = (url.searchParams.get(cartLinkParams.token) ?? "").slice(0, 64);
  try {
    if (!cartId || !isCartRestoreToken(cartId, token, services.secret)) {
      throw new Refusal(cartReminderTexts.invalidLink, 404);
    }
    const owner = await cartOwnerOf(request, services);
    const restored = await restoreCart(services.db, cartId, owner, {
      maxUnits: services.config.orderMaxUnits,
      newGuestCarts: newGuestCartLimit(request, services),
    });
    const headers = new Headers({ "Set-Cookie": cartMarkCookie(services) });
    const guestCookie = await guestCartCookieFor(owner, restored, services);
    if (guestCookie) headers.append("Set-Cookie", guestCookie);
    return redirect("/checkout", { status: 303, headers });
  } catch (error) {
    return refusalText(refusalOrThrow(error));
  }
}
