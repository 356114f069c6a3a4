import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { productSize } from "./schema";

/** Where a back-in-stock request stands (docs/decisions/066-back-in-stock-alerts.md). */
export const backInStockStatuses = ["waiting", "due", "sent", "opted_out", "withdrawn"] as const;

/**
 * A shopper's wish to hear when a sold-out size is back (decision 066): `contact` is E.164 for
 * `channel` 'sms', a lower-cased address for 'email'. `waiting` until the size is back in stock;
 * then the product_size trigger (migration 0035) marks it `due`; the back-in-stock job queues
 * its one message and marks it `sent` — or `opted_out` (STOP, unsubscribed) or `withdrawn` (the
 * product is no longer sold). One open request per size and contact.
 */
export const backInStockRequest = pgTable(
  "back_in_stock_request",
  {
    id: serial("id").primaryKey(),
    sizeId: text("size_id")
      .notNull()
      .references(() => productSize.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["sms", "email"] }).notNull(),
    contact: text("contact").notNull(),
    status: text("status", { enum: backInStockStatuses }).notNull().default("waiting"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true, mode: "date" }),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    check("back_in_stock_request_channel_known", sql`${t.channel} in ('sms', 'email')`),
    check(
      "back_in_stock_request_status_known",
      sql`${t.status} in ('waiting', 'due', 'sent', 'opted_out', 'withdrawn')`,
    ),
    // One open request per size and contact; also the trigger's and the waiting counts' index.
    uniqueIndex("back_in_stock_request_open_idx")
      .on(t.sizeId, t.contact)
      .where(sql`${t.status} in ('waiting', 'due')`),
    // The job's page of due requests, oldest first.
    index("back_in_stock_request_due_idx")
      .on(t.id)
      .where(sql`${t.status} = 'due'`),
  ],
);

/**
 * E-mail addresses that get no more marketing e-mail (decision 066): their owner opened the
 * unsubscribe link of a back-in-stock or reminder e-mail. Order e-mails still go.
 */
export const mailOptOut = pgTable("mail_opt_out", {
  email: text("email").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * A contact's consent to offers and reminders (Kenya's Data Protection Act 2019;
 * docs/decisions/067-marketing-consent-and-cart-reminders.md): `contact` as in
 * backInStockRequest, given by ticking the unticked box at registration (`user_id` the new
 * account) or at checkout (`order_id` the order placed; `cart_id` the cart, when the live
 * checkout page sent the contact for a cart reminder before the order), under the words in
 * `wording`. Kept once per contact: the first consent is the record.
 */
export const marketingConsent = pgTable(
  "marketing_consent",
  {
    contact: text("contact").primaryKey(),
    channel: text("channel", { enum: ["sms", "email"] }).notNull(),
    source: text("source", { enum: ["registration", "checkout"] }).notNull(),
    userId: text("user_id"),
    orderId: text("order_id"),
    cartId: text("cart_id"),
    wording: text("wording").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("marketing_consent_channel_known", sql`${t.channel} in ('sms', 'email')`),
    check("marketing_consent_source_known", sql`${t.source} in ('registration', 'checkout')`),
  ],
);

/**
 * The cart reminders' kept counts for the dashboard (decision 067): one row, `sent` raised in
 * the transaction that queues reminders, `orders` in that of each order placed from a reminded
 * cart (or a cart its link restored) — never counted from the orders.
 */
export const cartReminderTotals = pgTable(
  "cart_reminder_totals",
  {
    id: boolean("id").primaryKey().default(true),
    sent: integer("sent").notNull().default(0),
    orders: integer("orders").notNull().default(0),
  },
  (t) => [check("cart_reminder_totals_one_row", sql`${t.id}`)],
);
