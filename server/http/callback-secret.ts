import { timingSafeEqual } from "node:crypto";

/**
 * Whether `given` (a path segment of a message from Daraja or Africa's Talking) is the shop's
 * callback secret `secret` (MPESA_CALLBACK_SECRET, the SMS gateway's), compared in constant time
 * (decision 020).
 */
export function isCallbackSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
