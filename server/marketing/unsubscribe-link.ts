import { createHmac, timingSafeEqual } from "node:crypto";

function sign(email: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`unsubscribe:${email}`).digest();
}

/** Whether `token` is unsubscribeToken's for this address and secret. */
export function isUnsubscribeToken(email: string, token: string, secret: string): boolean {
  const expected = sign(email, secret);
  const given = Buffer.from(token, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The signed link every marketing e-mail carries (docs/decisions/066-back-in-stock-alerts.md):
 * it opens /unsubscribe for `email` (lower-cased) on any device, without an account; it never
 * expires. base64url of an HMAC-SHA256 under the cookie secret.
 */
export function unsubscribeUrl(publicUrl: string, email: string, secret: string): string {
  const token = sign(email, secret).toString("base64url");
  return `${publicUrl}/unsubscribe?email=${encodeURIComponent(email)}&token=${token}`;
}
