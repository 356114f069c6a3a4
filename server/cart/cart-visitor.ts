import { createCookie } from "react-router";
import { getViewer } from "../accounts/viewer";
import type { AppServices } from "../services";
import type { CartOwner } from "./cart-queries";

/** The guest cart cookie's name (the page cache passes over visitors who carry it). */
export const guestCartCookieName = "loris_cart";

/** How long a guest's cart cookie lives after the last change: the cart's own 30 days. */
const guestCartDays = 30;

/**
 * The signed cookie holding a guest's cart id (decision 019): httpOnly, SameSite=Lax,
 * Secure when the shop is served over https; a forged or tampered value reads as no cart.
 */
function guestCartCookie(secret: string, isSecure = false) {
  return createCookie(guestCartCookieName, {
    secrets: [secret],
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure,
    path: "/",
    maxAge: guestCartDays * 86_400,
  });
}

/** The guest cart id in `cookieHeader`, or undefined (missing, forged or not text). */
export async function readGuestCartId(
  cookieHeader: string | null,
  secret: string,
): Promise<string | undefined> {
  const value: unknown = await guestCartCookie(secret).parse(cookieHeader);
  return typeof value === "string" ? value : undefined;
}

/** Whose cart: the signed-in `user`'s, else the guest cookie's of `request`. */
export async function cartOwnerFor(
  user: { id: string } | undefined,
  request: Request,
  secret: string,
): Promise<CartOwner> {
  if (user) return { userId: user.id };
  return { guestCartId: await readGuestCartId(request.headers.get("Cookie"), secret) };
}

/** Whose cart `request` works on (one session read). */
export async function cartOwnerOf(
  request: Request,
  services: Pick<AppServices, "auth" | "log" | "secret">,
): Promise<CartOwner> {
  const { user } = await getViewer(request, services);
  return cartOwnerFor(user, request, services.secret);
}

/**
 * The Set-Cookie value that keeps `cartId` as this browser's guest cart (renewing its 30 days),
 * or undefined when `owner` is a signed-in customer, whose cart the account keeps.
 */
export async function guestCartCookieFor(
  owner: CartOwner,
  cartId: string,
  { secret, config }: Pick<AppServices, "secret" | "config">,
): Promise<string | undefined> {
  if ("userId" in owner) return undefined;
  return guestCartCookie(secret, config.publicUrl.startsWith("https:")).serialize(cartId);
}

/** The Set-Cookie value that forgets the guest cart (signing out leaves an empty cart). */
export async function forgetGuestCart({
  secret,
  config,
}: Pick<AppServices, "secret" | "config">): Promise<string> {
  return guestCartCookie(secret, config.publicUrl.startsWith("https:")).serialize("", {
    maxAge: 0,
  });
}
