import { productNameMaxLength } from "./product-name";

/** SPEC §2/§5: a line's quantity is a whole number from 1; DESIGN §6 caps an order line at 99. */
export const maxLineQuantity = 99;

/**
 * A cart line as the browser keeps it (SPEC §3): the product's fields plus a quantity.
 * Its price is a display copy only; the server prices orders from the database (DESIGN §6).
 */
export interface CartLine {
  /** 1–64 characters. */
  id: string;
  /** At most productNameMaxLength (600) characters, as a product's name. */
  name: string;
  /** Whole KSh, from 0. */
  price: number;
  /** Whole number, 1…maxLineQuantity. */
  quantity: number;
  /** At most 80 characters; null = 'Uncategorized'. */
  category: string | null;
  /** At most 2000 characters. */
  image: string | null;
}

const isText = (value: unknown, max: number, min = 0): value is string =>
  typeof value === "string" && value.length >= min && value.length <= max;
const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * The cart line in `value` with only its known fields, or null when a field breaks the rules
 * above. A hand check rather than a zod schema: it runs on every page, where a schema library
 * would be most of the cart's bytes (issue 7; docs/decisions/011-performance.md).
 */
export function readCartLine(value: unknown): CartLine | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, name, price, quantity, category, image } = value as Record<string, unknown>;
  if (!isText(id, 64, 1) || !isText(name, productNameMaxLength)) return null;
  if (!isWhole(price, 0, Number.MAX_SAFE_INTEGER) || !isWhole(quantity, 1, maxLineQuantity)) {
    return null;
  }
  if (category !== null && !isText(category, 80)) return null;
  if (image !== null && !isText(image, 2000)) return null;
  return { id, name, price, quantity, category, image };
}
