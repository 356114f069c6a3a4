import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signature a marketing link carries (decisions 066 and 067): base64url of an HMAC-SHA256
 * under the cookie secret of `purpose:value`, cut to `bytes` (a short SMS link keeps 16).
 */
export function linkSignature(purpose: string, value: string, secret: string, bytes = 32): string {
  return createHmac("sha256", secret)
    .update(`${purpose}:${value}`)
    .digest()
    .subarray(0, bytes)
    .toString("base64url");
}

/**
 * Whether `token` is exactly linkSignature's text for this purpose, value, secret and length.
 * The text is compared, not the bytes it decodes to: base64url's last character carries spare
 * bits, so several spellings decode alike, and only the one the shop sent is a link.
 */
export function isLinkSignature(
  purpose: string,
  value: string,
  token: string,
  secret: string,
  bytes = 32,
): boolean {
  const expected = Buffer.from(linkSignature(purpose, value, secret, bytes));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
