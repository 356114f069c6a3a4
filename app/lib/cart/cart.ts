import { maxLineQuantity, readCartLine, type CartLine } from "#contracts/cart.ts";

/** SPEC §4: lorisCart_{userId} when signed in, lorisCart_guest when signed out. */
export function cartStorageKey(userId?: string | null): string {
  return `lorisCart_${userId ?? "guest"}`;
}

/**
 * SPEC §4: adding an id already in the cart grows its quantity by the amount added (default 1);
 * otherwise a new line. Quantities are capped at `maxUnits` (the shop's ORDER_MAX_UNITS, issue
 * 12; at most 99).
 */
export function addToCart(
  lines: CartLine[],
  item: Omit<CartLine, "quantity">,
  quantity = 1,
  maxUnits = maxLineQuantity,
): CartLine[] {
  const amount = Math.max(1, Math.floor(quantity));
  const existing = lines.find((line) => line.id === item.id);
  if (!existing) return [...lines, { ...item, quantity: Math.min(amount, maxUnits) }];
  return lines.map((line) =>
    line.id === item.id
      ? { ...line, quantity: Math.max(line.quantity, Math.min(line.quantity + amount, maxUnits)) }
      : line,
  );
}

/** Removes the line with this product id. */
export function removeFromCart(lines: CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

/** SPEC §4: sets a line's quantity; below 1 removes the line; capped at `maxUnits` (issue 12). */
export function setCartQuantity(
  lines: CartLine[],
  id: string,
  quantity: number,
  maxUnits = maxLineQuantity,
): CartLine[] {
  if (quantity < 1) return removeFromCart(lines, id);
  const capped = Math.min(Math.floor(quantity), maxUnits);
  return lines.map((line) => (line.id === id ? { ...line, quantity: capped } : line));
}

/** The number of items in the cart: the sum of the lines' quantities. */
export function cartCount(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The cart saved under a storage key; anything unreadable gives an empty cart
 * (SPEC §8: a saved-cart read failure empties the cart).
 */
export function parseStoredCart(json: string | null): CartLine[] {
  if (!json) return [];
  try {
    const stored: unknown = JSON.parse(json);
    if (!Array.isArray(stored)) return [];
    const lines = stored.map(readCartLine);
    return lines.every((line): line is CartLine => line !== null) ? lines : [];
  } catch {
    return [];
  }
}
