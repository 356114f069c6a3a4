/** SPEC §2/§5: a line's quantity is a whole number from 1; DESIGN §6 caps an order line at 99. */
export const maxLineQuantity = 99;

/**
 * A cart line as pages show it (SPEC §3): the product's catalogue fields, today's, and the
 * quantity the server's cart holds (DESIGN §6: the cart keeps product ids and quantities only).
 */
export interface CartLine {
  /** The product's id: 1–64 characters. */
  id: string;
  name: string;
  /** Whole KSh, from 0: the catalogue's price now. */
  price: number;
  /** Whole number, 1…maxLineQuantity. */
  quantity: number;
  /** null = 'Uncategorized'. */
  category: string | null;
  image: string | null;
}

/** The cart form's actions (decision 019, SPEC §4). */
export type CartIntent = "add" | "set" | "remove" | "clear";

/** What POST /cart answers a page that sent the form in the background (decision 019). */
export type CartFormResult =
  | { ok: true; intent: CartIntent; added?: number; requested?: number }
  | { ok: false; error: string };
