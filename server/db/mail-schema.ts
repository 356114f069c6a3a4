import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * Every e-mail to send (DESIGN §5), written in the transaction of what caused it, so none is
 * lost: the mail worker sends due rows, retrying with backoff, and records attempts and the
 * last error. `template` names the renderer; `payload` is its JSON input.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    template: text("template").notNull(),
    recipient: text("recipient").notNull(),
    payload: jsonb("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    // Decision 045: one e-mail per order and update, kept by the database.
    uniqueIndex("mail_outbox_order_update_idx")
      .on(sql`(${t.payload}->>'order_id')`, sql`(${t.payload}->>'kind')`)
      .where(sql`${t.template} = 'order-update'`),
    // The daily digest's "queued for this day already?" (decision 042), an index read.
    index("mail_outbox_digest_day_idx")
      .on(sql`(${t.payload}->>'day')`)
      .where(sql`${t.template} = 'daily-digest'`),
  ],
);
