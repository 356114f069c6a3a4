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
import { smsKinds, smsStatuses } from "#contracts/sms.ts";
import { order } from "./order-schema";

/**
 * Every SMS to send (DESIGN §5 "Messages out", decision 042), written in the transaction of what
 * caused it. `recipient` is E.164; `message` is the whole text, at most 160 GSM-7 characters.
 * The SMS worker claims due `queued` rows (FOR UPDATE SKIP LOCKED), marks them `sending`, hands
 * them to the gateway and records what came back. One message per order, kind and recipient; a refund's, one per refund.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id").references(() => order.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: smsKinds }).notNull(),
    recipient: text("recipient").notNull(),
    /** The text, composed from the order when first sent (server/sms/order-sms-text.ts). */
    message: text("message"),
    status: text("status", { enum: smsStatuses }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When a queued row is due; when a sending row's lease ends. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    /** The gateway's id for the message (Africa's Talking's `messageId`, or the file's name). */
    gatewayMessageId: text("gateway_message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "sms_outbox_status_known",
      sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'unconfirmed', 'opted_out')`,
    ),
    // Each order update goes once; a refund's SMS once per refund (decision 076).
    uniqueIndex("sms_outbox_order_kind_recipient_idx")
      .on(t.orderId, t.kind, t.recipient)
      .where(sql`${t.kind} <> 'order_refunded'`),
    index("sms_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
  ],
);

/**
 * Phones that get no more SMS (DESIGN §5): the customer replied STOP, or staff marked them.
 * `phone` is E.164; `source` says which ('reply' or a staff member's name).
 */
export const smsOptOut = pgTable("sms_opt_out", {
  phone: text("phone").primaryKey(),
  source: text("source").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
