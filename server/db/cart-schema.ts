import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth-schema";
import { productSize } from "./schema";

/**
 * A visitor's cart (docs/decisions/019-server-cart.md): a guest's (its id in a signed
 * cookie, `userId` null) or a signed-in customer's (one per account). `updatedAt` moves with
 * every change to its lines; carts untouched for 30 days are deleted.
 */
export const cart = pgTable(
  "cart",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
    /** The discount code the shopper applied, canonical; placed with the order (decision 064). */
    discountCode: text("discount_code"),
  },
  (t) => [index("cart_updated_at_idx").on(t.updatedAt)],
);

/**
 * A line of a cart: a size of a product and a whole quantity, nothing else — the price, name and
 * image are always the catalogue's (DESIGN §5/§6). A product deleted from the catalogue, and its
 * sizes with it, leaves every cart.
 */
export const cartLine = pgTable(
  "cart_line",
  {
    cartId: text("cart_id")
      .notNull()
      .references(() => cart.id, { onDelete: "cascade" }),
    sizeId: text("size_id")
      .notNull()
      .references(() => productSize.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.sizeId] }),
    check("cart_line_quantity_1_to_99", sql`${t.quantity} between 1 and 99`),
    index("cart_line_size_idx").on(t.sizeId),
  ],
);
