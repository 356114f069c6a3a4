import { randomBytes } from "node:crypto";

/**
 * A short URL-safe id for a product, a size or a photo (DESIGN §5): 10 lower-case letters and
 * digits.
 */
export function newCatalogueId(): string {
  const alphabet = "0123456789abcdefghijklmnopqrstuvwxyz";
  return Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join("");
}
