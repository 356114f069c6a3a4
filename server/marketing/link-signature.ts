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

/** Whether `token` is linkSignature's for this purpose, value, secret and length. */
export function isLinkSignature(
  purpose: string,
  value: string,
  token: string,
  secret: string,
  bytes = 32,
): boolean {
  const expected = Buffer.from(linkSignature(purpose, value, secret, bytes), "base64url");
  const given = Buffer.from(token, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
