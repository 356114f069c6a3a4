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
import {
  paymentAttemptMethods,
  paymentAttemptStatuses,
  paymentIssues,
  receivedPaymentMethods,
  receivedPaymentSources,
} from "#contracts/payment.ts";
import { order } from "./order-schema";

/**
 * One try at paying an order (docs/decisions/020-mpesa-payments.md): an M-PESA prompt
 * (STK push) with Daraja's request ids, or a confirmation code the shopper typed. Amount is whole
 * KSh; `phone` is the M-PESA number as Daraja takes it (2547…/2541…). `receiptNumber` is
 * M-PESA's receipt (from the callback) or the typed code. At most one attempt per order and
 * method is live (queued, sending, awaiting, unconfirmed) at a time. The money itself is a
 * `payment` row.
 */
export const paymentAttempt = pgTable(
  "payment_attempt",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => order.id, { onDelete: "cascade" }),
    method: text("method", { enum: paymentAttemptMethods }).notNull(),
    status: text("status", { enum: paymentAttemptStatuses }).notNull().default("queued"),
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
    check(
      "payment_attempt_status_known",
      sql`${t.status} in ('queued', 'sending', 'awaiting', 'unconfirmed', 'paid', 'failed')`,
    ),
    index("payment_attempt_order_idx").on(t.orderId, t.createdAt),
    uniqueIndex("payment_attempt_one_live_idx")
      .on(t.orderId, t.method)
      .where(sql`${t.status} in ('queued', 'sending', 'awaiting', 'unconfirmed')`),
    uniqueIndex("payment_attempt_receipt_paid_idx")
      .on(t.receiptNumber)
      .where(sql`${t.status} = 'paid'`),
    index("payment_attempt_next_check_idx")
      .on(t.nextCheckAt)
      .where(
        sql`${t.status} in ('sending', 'awaiting', 'unconfirmed') and ${t.method} = 'mpesa_stk'`,
      ),
    index("payment_attempt_queued_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'queued'`),
    // Prompts per phone number across all orders (decision 020: at most 3 in 10 minutes).
    index("payment_attempt_phone_created_at_idx").on(t.phone, t.createdAt),
  ],
);

/**
 * Money the shop received (decision 020): an M-PESA payment (from a prompt, a Paybill
 * confirmation, or a code staff confirmed) or cash/card/M-PESA taken at the door. Amount whole KSh.
 * `orderId` null = unmatched; `issue` set = waiting for staff (short, over, no order, not
 * confirmed) until they attach it to an order or mark it refunded. A receipt is recorded once.
 * Only server/payments/ledger/order-balance.ts writes it.
 */
export const payment = pgTable(
  "payment",
  {
    id: serial("id").primaryKey(),
    method: text("method", { enum: receivedPaymentMethods }).notNull(),
    source: text("source", { enum: receivedPaymentSources }).notNull(),
    receiptNumber: text("receipt_number"),
    amount: integer("amount").notNull(),
    /** The payer's number as M-PESA gave it: 2547…, or masked by Daraja ('2547*****678'). */
    phone: text("phone"),
    payerName: text("payer_name"),
    /** The account the payer typed (C2B BillRefNumber) or the prompt's AccountReference. */
    accountReference: text("account_reference"),
    orderId: text("order_id").references(() => order.id, { onDelete: "cascade" }),
    attemptId: integer("attempt_id").references(() => paymentAttempt.id, { onDelete: "set null" }),
    issue: text("issue", { enum: paymentIssues }),
    /** Who took a payment at the door (the courier or staff member, as typed). */
    takenBy: text("taken_by"),
    /** The staff member who recorded, attached or refunded it. */
    recordedBy: text("recorded_by"),
    note: text("note"),
    /** A door payment's idempotency key, from staff's form: a retry records nothing twice. */
    idempotencyKey: text("idempotency_key"),
    refundedAt: timestamp("refunded_at", { withTimezone: true, mode: "date" }),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    check("payment_amount_positive", sql`${t.amount} > 0`),
    check("payment_method_known", sql`${t.method} in ('mpesa', 'cash', 'card')`),
    check("payment_source_known", sql`${t.source} in ('prompt', 'paybill', 'code', 'door')`),
    check(
      "payment_issue_known",
      sql`${t.issue} is null or ${t.issue} in ('short', 'over', 'no_order', 'not_confirmed', 'order_cancelled')`,
    ),
    uniqueIndex("payment_receipt_number_idx")
      .on(t.receiptNumber)
      .where(sql`${t.receiptNumber} is not null`),
    uniqueIndex("payment_idempotency_key_idx")
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index("payment_received_at_idx").on(t.receivedAt, t.id),
    index("payment_order_idx").on(t.orderId),
    // Payments waiting for staff, oldest first: the ledger summary's count and oldest day.
    index("payment_to_review_idx")
      .on(t.receivedAt)
      .where(sql`${t.issue} is not null and ${t.refundedAt} is null`),
    index("payment_attempt_idx").on(t.attemptId),
  ],
);

/**
 * A change of an order's money, for its timeline (decision 020): who (a staff member's name,
 * 'M-PESA', 'Shopper' or 'Shop'), when, what, and the receipt and amount (whole KSh) when any.
 */
export const paymentEvent = pgTable(
  "payment_event",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => order.id, { onDelete: "cascade" }),
    actor: text("actor").notNull(),
    message: text("message").notNull(),
    receiptNumber: text("receipt_number"),
    amount: integer("amount"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("payment_event_order_idx").on(t.orderId, t.id)],
);

/** What reached the shop from M-PESA (an STK callback, a C2B confirmation or validation). */
export const paymentMessageKinds = ["stk_callback", "c2b_confirmation", "c2b_validation"] as const;

/**
 * Every message M-PESA sent the shop, stored as it came before it is acted on (decision 020),
 * with what the shop made of it.
 */
export const paymentMessage = pgTable(
  "payment_message",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: paymentMessageKinds }).notNull(),
    body: text("body").notNull(),
    /** The id M-PESA names it by: an STK callback's CheckoutRequestID, a confirmation's TransID. */
    requestId: text("request_id"),
    outcome: text("outcome"),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    index("payment_message_received_at_idx").on(t.receivedAt),
    index("payment_message_request_id_idx").on(t.requestId),
  ],
);
