import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { refundWays, returnConditions } from "#contracts/returns-refunds.ts";
import { order, orderItem } from "./order-schema";

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Money given back to a customer for an order (docs/decisions/076-returns-refunds.md): the
 * amount in whole KSh, how (an M-PESA reversal or B2C payment with its code, cash, other), a
 * note, who and when. Never changed once written; the order's `amount_refunded` is their sum and
 * never exceeds what was received. The form's idempotency key records one refund per sending.
 */
export const orderRefund = pgTable(
  "order_refund",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => order.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    way: text("way", { enum: refundWays }).notNull(),
    /** The M-PESA transaction code of a reversal or B2C payment; null for cash and other. */
    reference: text("reference"),
    note: text("note").notNull().default(""),
    // No reference to the account: the name is kept, and the row outlives the account.
    staffId: text("staff_id"),
    staffName: text("staff_name").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: moment("created_at").notNull(),
  },
  (t) => [
    check("order_refund_amount_positive", sql`${t.amount} > 0`),
    check(
      "order_refund_way_known",
      sql`${t.way} in ('mpesa_reversal', 'mpesa_b2c', 'cash', 'other')`,
    ),
    uniqueIndex("order_refund_idempotency_key_idx").on(t.idempotencyKey),
    index("order_refund_order_idx").on(t.orderId, t.id),
    // A day's refunds for the Payments page, by the time they were made.
    index("order_refund_created_at_idx").on(t.createdAt, t.id),
  ],
);

/**
 * Units of an order line that came back (decision 076): how many, and whether they went back to
 * stock (a 'returned' stock movement) or were damaged (no change of level); who and when, and
 * the form's idempotency key, shared with the refund recorded with them. Never changed once
 * written; a line's returned units never exceed its quantity.
 */
export const orderReturn = pgTable(
  "order_return",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => order.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItem.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    condition: text("condition", { enum: returnConditions }).notNull(),
    // No reference to the account: the name is kept, and the row outlives the account.
    staffId: text("staff_id"),
    staffName: text("staff_name").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: moment("created_at").notNull(),
  },
  (t) => [
    check("order_return_quantity_1_to_99", sql`${t.quantity} between 1 and 99`),
    check("order_return_condition_known", sql`${t.condition} in ('restocked', 'damaged')`),
    index("order_return_order_idx").on(t.orderId, t.orderItemId),
    index("order_return_idempotency_key_idx").on(t.idempotencyKey),
  ],
);
