// zod/mini: the cart's schema runs in the browser too, where bytes count.
import { z } from "zod/mini";

/** SPEC §2/§5: a line's quantity is a whole number from 1; DESIGN §6 caps an order line at 99. */
export const maxLineQuantity = 99;

/**
 * A cart line as the browser keeps it (SPEC §3): the product's fields plus a quantity.
 * Its price is a display copy only; the server prices orders from the database (DESIGN §6).
 */
export const CartLineSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.maxLength(200)),
  price: z.int().check(z.minimum(0)),
  quantity: z.int().check(z.minimum(1), z.maximum(maxLineQuantity)),
  category: z.nullable(z.string().check(z.maxLength(80))),
  image: z.nullable(z.string().check(z.maxLength(2000))),
});

export type CartLine = z.infer<typeof CartLineSchema>;
