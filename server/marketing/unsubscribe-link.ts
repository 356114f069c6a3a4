import { isLinkSignature, linkSignature } from "./link-signature";

/** Whether `token` is unsubscribeUrl's for this address and secret. */
export function isUnsubscribeToken(email: string, token: string, secret: string): boolean {
  return isLinkSignature("unsubscribe", email, token, secret);
}

/**
 * The signed link every marketing e-mail carries (docs/decisions/066-back-in-stock-alerts.md):
 * it opens /unsubscribe for `email` (lower-cased) on any device, without an account; it never
 * expires. base64url of an HMAC-SHA256 under the cookie secret.
 */
export function unsubscribeUrl(publicUrl: string, email: string, secret: string): string {
  const token = linkSignature("unsubscribe", email, secret);
  return `${publicUrl}/unsubscribe?email=${encodeURIComponent(email)}&token=${token}`;
}
