import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { cartReminderTexts } from "#contracts/cart-reminder.ts";
import { newGuestCartLimit } from "#server/cart/cart-form.ts";
import { cartMarkCookie } from "#server/cart/cart-mark.ts";
import { restoreCart } from "#server/cart/cart-restore.ts";
import { cartOwnerOf, guestCartCookieFor } from "#server/cart/cart-visitor.ts";
import { refusalOrThrow } from "#server/http/refusal.ts";
import { isCartRestoreToken } from "#server/marketing/cart-restore-link.ts";
import { getServices } from "#server/services.ts";
import { MarketingLinkPage } from "../components/marketing-link-page";
import type { Route } from "./+types/cart-restore";

export const meta = () => [{ title: "Your cart | Loris" }, { name: "robots", content: "noindex" }];

/**
 * GET /cart/restore?cart=&token= — the link a cart reminder carries
 * (docs/decisions/067-marketing-consent-and-cart-reminders.md): a valid signature adds that
 * cart's lines to this browser's cart, on any device, and goes to the checkout. A forged or
 * unknown link is a 404 saying so, as is a cart that is gone or empty; nothing changes then.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const cartId = (url.searchParams.get("cart") ?? "").slice(0, 64);
  const token = (url.searchParams.get("token") ?? "").slice(0, 64);
  if (!cartId || !isCartRestoreToken(cartId, token, services.secret)) {
    throw data(cartReminderTexts.invalidLink, { status: 404 });
  }
  const owner = await cartOwnerOf(request, services);
  try {
    const restored = await restoreCart(services.db, cartId, owner, {
      maxUnits: services.config.orderMaxUnits,
      newGuestCarts: newGuestCartLimit(request, services),
    });
    const headers = new Headers({ "Set-Cookie": cartMarkCookie(services) });
    const guestCookie = await guestCartCookieFor(owner, restored, services);
    if (guestCookie) headers.append("Set-Cookie", guestCookie);
    return redirect("/checkout", { headers });
  } catch (error) {
    const { message, status } = refusalOrThrow(error);
    throw data(message, { status });
  }
}

/**
 * Never shown: the loader goes to the checkout or throws. A page, not a resource route, so that
 * a refusal reads in the shop's layout (ErrorBoundary).
 */
export default function CartRestore() {
  return null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : "Something went wrong. Please try the link again.";
  return <MarketingLinkPage eyebrow="Your cart" title={message} />;
}
