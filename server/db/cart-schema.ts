import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth-schema";
import { productSize } from "./schema";

/**
 * The partial index's predicate of carts a reminder may be due for (decision 067): written on
 * the bare column names, so that the job's query repeats it word for word and the planner uses
 * the index.
 */
export const cartReminderDue = sql`("user_id" is not null or "reminder_contact" is not null)
  and "reminded_at" is null
  and ("reminder_checked_at" is null or "reminder_checked_at" < "updated_at")`;

/**
 * A visitor's cart (docs/decisions/019-server-cart.md): a guest's (its id in a signed
 * cookie, `userId` null) or a signed-in customer's (one per account). `updatedAt` moves with
 * every change to its lines; carts untouched for 30 days are deleted. The reminder columns are
 * docs/decisions/067-marketing-consent-and-cart-reminders.md's.
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
    /** A guest's contact for a reminder, given with consent at checkout: E.164 or an address. */
    reminderContact: text("reminder_contact"),
    reminderChannel: text("reminder_channel", { enum: ["sms", "email"] }),
    /** When this cart's one reminder was queued; an order from the cart clears it. */
    remindedAt: timestamp("reminded_at", { withTimezone: true, mode: "date" }),
    /** When the reminder job last passed over it without sending (no lines, consent or contact). */
    reminderCheckedAt: timestamp("reminder_checked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("cart_updated_at_idx").on(t.updatedAt),
    check(
      "cart_reminder_channel_known",
      sql`${t.reminderChannel} is null or ${t.reminderChannel} in ('sms', 'email')`,
    ),
    // The reminder job's page: carts with someone to remind, not reminded, not passed over since
    // their last change, oldest change first (cartReminderDue repeats this predicate).
    index("cart_reminder_due_idx").on(t.updatedAt).where(cartReminderDue),
  ],
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
