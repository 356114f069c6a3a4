/** SPEC §2/§5: a line's quantity is a whole number from 1; DESIGN §6 caps an order line at 99. */
export const maxLineQuantity = 99;

/**
 * A cart line as pages show it (SPEC §3): a size of a product with the catalogue's fields,
 * today's, and the quantity the server's cart holds (DESIGN §5/§6: the cart keeps size ids and
 * quantities only).
 */
export interface CartLine {
  /** The product's id: 1–64 characters. */
  id: string;
  /** The size's id, which names the line in the cart form; its label ("50ml"). */
  sizeId: string;
  sizeLabel: string;
  name: string;
  /** Whole KSh, from 0: the size's catalogue price now. */
  price: number;
  /** Whole number, 1…maxLineQuantity. */
  quantity: number;
  /** null = 'Uncategorized'. */
  category: string | null;
  image: string | null;
}

/**
 * The cart form's actions (decision 019, SPEC §4); `contact` is the live checkout page's, which
 * keeps a contact given with consent on the cart for its reminder (decision 067).
 */
export type CartIntent = "add" | "set" | "remove" | "clear" | "contact";

/** What POST /cart answers a page that sent the form in the background (decision 019). */
export type CartFormResult =
  | { ok: true; intent: CartIntent; added?: number; requested?: number }
  | { ok: false; error: string };
