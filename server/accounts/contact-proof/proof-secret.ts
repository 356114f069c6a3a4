import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A new e-mail link's token: 32 random bytes, base64url (43 characters). */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Whether `text` has a link token's shape (anything else is refused before a query). */
export function isLinkToken(text: unknown): text is string {
  return typeof text === "string" && /^[A-Za-z0-9_-]{43}$/.test(text);
}

/** A new SMS code: 6 random digits. */
export function newPhoneCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/**
 * What is stored of a proof's secret: its SHA-256 in hex. A code is hashed with its proof's id,
 * so two accounts' equal codes never share a hash (the column is unique).
 */
export function hashProofSecret(secret: string, proofId?: string): string {
  return createHash("sha256")
    .update(proofId ? `${proofId}:${secret}` : secret)
    .digest("hex");
}

/** Whether two hex hashes are equal, in constant time. */
export function isSameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
