import { timingSafeEqual } from "node:crypto";

/**
 * Whether `given` (a path segment of a message from Daraja) is the shop's MPESA_CALLBACK_SECRET
 * `secret`, compared in constant time (decision 020).
 */
export function isCallbackSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
