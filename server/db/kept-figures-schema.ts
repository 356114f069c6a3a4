import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { product } from "./schema";

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
/** GIN without its pending list (fastupdate), so searches always find the index tidy. */
const direct = { fastupdate: false };
const shillings = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);

/**
 * A customer as the admin lists them (DESIGN §5, decisions 041 and 047): a customer account, or
 * a guest keyed by phone, else e-mail, else order. Kept by the database's triggers in the
 * transaction of the order, payment or account that changes it (migration
 * 0026_kept_customer_figures); nothing else writes it. `key` is the CustomerRow key; an account
 * shows its own name, e-mail, phone and creation date, a guest the newest ones their orders
 * carry and their first order's date. Lifetime value in whole KSh (decision 037).
 */
export const customer = pgTable(
  "customer",
  {
    key: text("key").primaryKey(),
    accountId: text("account_id"),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    /** The phone's digits alone, so that '0712 345' (read as 254712345) finds it. */
    phoneDigits: text("phone_digits").generatedAlwaysAs(
      sql`regexp_replace("phone", '\\D', '', 'g')`,
    ),
    joinedAt: moment("joined_at").notNull(),
    firstOrderAt: moment("first_order_at"),
    lastOrderAt: moment("last_order_at"),
    orderCount: integer("order_count").notNull().default(0),
    lifetimeValue: shillings("lifetime_value"),
  },
  (t) => [
    // The list's default order (newest first, the key breaking ties) and the New filter; by
    // value, the High Value one. NULLS FIRST is what ORDER BY … DESC means.
    index("customer_joined_at_idx").on(t.joinedAt.desc().nullsFirst(), t.key),
    index("customer_lifetime_value_idx").on(
      t.lifetimeValue.desc().nullsFirst(),
      t.joinedAt.desc().nullsFirst(),
      t.key,
    ),
    // Search: substrings of the name, e-mail, phone and its digits through pg_trgm, an index
    // each so the planner ORs them (one index on the four was read by a sequential scan).
    // Written straight into the index: a pending list (GIN's fast update) of the rows every
    // order rewrites made the planner prefer a sequential scan, 100 ms instead of 1.
    index("customer_name_trigram_idx").using("gin", t.name.op("gin_trgm_ops")).with(direct),
    index("customer_email_trigram_idx").using("gin", t.email.op("gin_trgm_ops")).with(direct),
    index("customer_phone_trigram_idx").using("gin", t.phone.op("gin_trgm_ops")).with(direct),
    index("customer_phone_digits_trigram_idx")
      .using("gin", t.phoneDigits.op("gin_trgm_ops"))
      .with(direct),
  ],
);

/**
 * How many customer rows there are and their lifetime values' sum, whole KSh (decision 047):
 * one row, kept by a trigger deferred to each transaction's commit, so that it is locked after
 * every other kept row and a year's customers are never counted one by one.
 */
export const customerTotals = pgTable(
  "customer_totals",
  {
    id: boolean("id").primaryKey().default(true),
    customers: integer("customers").notNull().default(0),
    lifetimeValue: shillings("lifetime_value"),
  },
  (t) => [check("customer_totals_one_row", sql`${t.id}`)],
);

/**
 * The shop's figures per Nairobi day (decision 047), kept by triggers: orders placed that day,
 * their sales (decision 037) and what is still to collect of them (by the day the order was
 * placed), and the money received that day: counted for an order (`paid`) and in all
 * (`received`), refunds left out (by the day the payment arrived). Whole KSh.
 */
export const dailySales = pgTable("daily_sales", {
  day: date("day", { mode: "string" }).primaryKey(),
  orders: integer("orders").notNull().default(0),
  sales: shillings("sales"),
  unpaid: shillings("unpaid"),
  paid: shillings("paid"),
  received: shillings("received"),
  /** Money given back that day by order refunds (decision 076), by the day it was given. */
  refunded: shillings("refunded"),
});

/**
 * The sales of each Nairobi day by channel (docs/decisions/078-reports.md): the orders placed
 * that day that count as sales (decision 037), their totals and what discount codes and agreed
 * prices took off them, whole KSh. The channel is the order's way in: 'website', 'whatsapp', or
 * a staff order's channel (WhatsApp sales from either are one). Kept by a trigger on the order,
 * as `daily_sales` (decision 047), so a report reads a row per day and channel.
 */
export const dailyChannelSales = pgTable(
  "daily_channel_sales",
  {
    day: date("day", { mode: "string" }).notNull(),
    channel: text("channel").notNull(),
    orders: integer("orders").notNull().default(0),
    sales: shillings("sales"),
    discounts: shillings("discounts"),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel] })],
);

/**
 * The orders each staff member keyed in, per Nairobi day (docs/decisions/081-reports-by-staff-
 * and-payment.md): those that count as sales (decision 037) and their totals, whole KSh, by the
 * name entered with the order; '' for orders the shopper placed. Kept by a trigger on the order.
 */
export const dailyStaffSales = pgTable(
  "daily_staff_sales",
  {
    day: date("day", { mode: "string" }).notNull(),
    staff: text("staff").notNull(),
    orders: integer("orders").notNull().default(0),
    sales: shillings("sales"),
  },
  (t) => [primaryKey({ columns: [t.day, t.staff] })],
);

/**
 * The money received each Nairobi day by payment method — M-PESA, cash or card — refunded
 * payments left out, as `daily_sales.received` counts it (decision 081). Kept by a trigger on the
 * payment, so a report reads a row per day and method.
 */
export const dailyPaymentMethods = pgTable(
  "daily_payment_methods",
  {
    day: date("day", { mode: "string" }).notNull(),
    method: text("method").notNull(),
    payments: integer("payments").notNull().default(0),
    received: shillings("received"),
  },
  (t) => [primaryKey({ columns: [t.day, t.method] })],
);

/**
 * What each Nairobi day sold of each product, size and category (docs/decisions/080-reports-by-
 * product.md): units and their sales at the prices they sold for, whole KSh, over the lines of
 * orders placed that day that count as sales (decision 037). The size and category are the line's
 * as sold ('' where a line has none), so a renamed size or a moved product still reads as sold.
 * Kept by triggers on the order and its lines (decision 047).
 */
export const dailyProductSales = pgTable(
  "daily_product_sales",
  {
    day: date("day", { mode: "string" }).notNull(),
    productId: text("product_id")
      .notNull()
      .references(() => product.id, { onDelete: "cascade" }),
    sizeLabel: text("size_label").notNull().default(""),
    category: text("category").notNull().default(""),
    units: integer("units").notNull().default(0),
    sales: shillings("sales"),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId, t.sizeLabel, t.category] })],
);

/**
 * Units of each product sold in orders that count as sales (decision 037) and their revenue at
 * the prices they sold for, whole KSh; kept by triggers (decision 047) for the dashboard's Top
 * Selling Products.
 */
export const productSales = pgTable(
  "product_sales",
  {
    productId: text("product_id")
      .primaryKey()
      .references(() => product.id, { onDelete: "cascade" }),
    units: bigint("units", { mode: "number" }).notNull().default(0),
    revenue: shillings("revenue"),
  },
  (t) => [
    index("product_sales_units_idx").on(t.units.desc().nullsFirst(), t.revenue.desc().nullsFirst()),
  ],
);
