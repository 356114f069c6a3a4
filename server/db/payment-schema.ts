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
import { paymentAttemptMethods, paymentAttemptStatuses } from "#contracts/payment.ts";
import { order } from "./order-schema";

/**
 * One try at paying an order (docs/decisions/020-mpesa-payments.md): an M-PESA prompt
 * (STK push) with Daraja's request ids, or a confirmation code the shopper typed. Amount is whole
 * KSh; `phone` is the M-PESA number as Daraja takes it (2547…/2541…). `receiptNumber` is
 * M-PESA's receipt (from the callback) or the typed code. At most one attempt per order and
 * method awaits its answer at a time; a receipt pays one order only.
 */
export const paymentAttempt = pgTable(
  "payment_attempt",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => order.id, { onDelete: "cascade" }),
    method: text("method", { enum: paymentAttemptMethods }).notNull(),
    status: text("status", { enum: paymentAttemptStatuses }).notNull().default("awaiting"),
    phone: text("phone"),
    amount: integer("amount").notNull(),
    merchantRequestId: text("merchant_request_id"),
    checkoutRequestId: text("checkout_request_id").unique(),
    resultCode: integer("result_code"),
    resultDescription: text("result_description"),
    receiptNumber: text("receipt_number"),
    /** Re-queries of Daraja made for a prompt whose callback has not come, and when the next is due. */
    checksMade: integer("checks_made").notNull().default(0),
    nextCheckAt: timestamp("next_check_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    check("payment_attempt_amount_positive", sql`${t.amount} > 0`),
    check("payment_attempt_method_known", sql`${t.method} in ('mpesa_stk', 'mpesa_manual')`),
    check("payment_attempt_status_known", sql`${t.status} in ('awaiting', 'paid', 'failed')`),
    index("payment_attempt_order_idx").on(t.orderId, t.createdAt),
    uniqueIndex("payment_attempt_one_awaiting_idx")
      .on(t.orderId, t.method)
      .where(sql`${t.status} = 'awaiting'`),
    uniqueIndex("payment_attempt_receipt_paid_idx")
      .on(t.receiptNumber)
      .where(sql`${t.status} = 'paid'`),
    index("payment_attempt_next_check_idx")
      .on(t.nextCheckAt)
      .where(sql`${t.status} = 'awaiting' and ${t.method} = 'mpesa_stk'`),
  ],
);
