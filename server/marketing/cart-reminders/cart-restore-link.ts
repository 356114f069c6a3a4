import { isLinkSignature, linkSignature } from "../link-signature";

/** 128 bits of signature: enough against forgery, short enough for one SMS. */
const signatureBytes = 16;

/** Whether `token` is cartRestoreUrl's for cart `cartId` and this secret. */
export function isCartRestoreToken(cartId: string, token: string, secret: string): boolean {
  return isLinkSignature("cart-restore", cartId, token, secret, signatureBytes);
}

/** The query parameters of a cart's link: the cart's id, and its signature. */
export const cartLinkParams = { cart: "restore", token: "token" } as const;

/**
 * The link a cart reminder carries (docs/decisions/067-marketing-consent-and-cart-reminders.md):
 * GET /cart with cart `cartId` to restore, signed under the cookie secret, so that it opens on
 * any device.
 */
export function cartRestoreUrl(publicUrl: string, cartId: string, secret: string): string {
  const token = linkSignature("cart-restore", cartId, secret, signatureBytes);
  const { cart, token: signature } = cartLinkParams;
  return `${publicUrl}/cart?${cart}=${encodeURIComponent(cartId)}&${signature}=${token}`;
}
