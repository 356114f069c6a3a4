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

/** The bytes of the signature an SMS's tracking link carries: 96 bits, 16 characters. */
const trackingTokenBytes = 12;

/**
 * Whether `token` was made by orderAccessToken for this order and secret, or is the shorter
 * tracking token of orderTrackingUrl (its first 12 bytes).
 */
export function isOrderAccessToken(orderId: string, token: string, secret: string): boolean {
  const expected = sign(orderId, secret);
  const given = Buffer.from(token, "base64url");
  if (given.length !== expected.length && given.length !== trackingTokenBytes) return false;
  return timingSafeEqual(given, expected.subarray(0, given.length));
}

/**
 * The signed link to order `orderId`'s page that the shop's e-mails carry: it opens on any
 * device, as its owner would see it (DESIGN §6).
 */
export function orderPageUrl(publicUrl: string, orderId: string, secret: string): string {
  const token = orderAccessToken(orderId, secret);
  return `${publicUrl}/order-success?orderId=${encodeURIComponent(orderId)}&token=${token}`;
}

/**
 * The order's tracking link, short enough for an SMS (docs/decisions/079-dispatch-and-tracking.md):
 * `/track/LOR-…?k=` with the first 12 bytes of the order's signature (16 characters). It opens
 * the order's page, as the e-mail's link does, without an account.
 */
export function orderTrackingUrl(publicUrl: string, orderId: string, secret: string): string {
  const token = sign(orderId, secret).subarray(0, trackingTokenBytes).toString("base64url");
  return `${publicUrl}/track/${encodeURIComponent(orderId)}?k=${token}`;
}
