import { isLinkSignature, linkSignature } from "./link-signature";

/** 128 bits of signature: enough against forgery, short enough for one SMS. */
const signatureBytes = 16;

/** Whether `token` is cartRestoreUrl's for cart `cartId` and this secret. */
export function isCartRestoreToken(cartId: string, token: string, secret: string): boolean {
  return isLinkSignature("cart-restore", cartId, token, secret, signatureBytes);
}

/**
 * The link a cart reminder carries (docs/decisions/067-marketing-consent-and-cart-reminders.md):
 * /cart/restore for cart `cartId`, signed under the cookie secret, so it opens on any device.
 */
export function cartRestoreUrl(publicUrl: string, cartId: string, secret: string): string {
  const token = linkSignature("cart-restore", cartId, secret, signatureBytes);
  return `${publicUrl}/cart/restore?cart=${encodeURIComponent(cartId)}&token=${token}`;
}
