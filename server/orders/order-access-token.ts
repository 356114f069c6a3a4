import { createHmac, timingSafeEqual } from "node:crypto";

function sign(orderId: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`order-access:${orderId}`).digest();
}

/**
 * A token that opens one order's page, for the link in its confirmation e-mail: whoever holds
 * the e-mail sees the order, as its owner would (DESIGN §6). base64url of an HMAC-SHA256.
 */
export function orderAccessToken(orderId: string, secret: string): string {
  return sign(orderId, secret).toString("base64url");
}

/** Whether `token` was made by orderAccessToken for this order and secret. */
export function isOrderAccessToken(orderId: string, token: string, secret: string): boolean {
  const expected = sign(orderId, secret);
  const given = Buffer.from(token, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The signed link to order `orderId`'s page that the shop's e-mails carry: it opens on any
 * device, as its owner would see it (DESIGN §6).
 */
export function orderPageUrl(publicUrl: string, orderId: string, secret: string): string {
  const token = orderAccessToken(orderId, secret);
  return `${publicUrl}/order-success?orderId=${encodeURIComponent(orderId)}&token=${token}`;
}
