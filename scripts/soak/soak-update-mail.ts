import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { orderUpdateTemplate } from "#server/mail/order-update.ts";
import type { StatusChanges } from "./soak-status-changes";

/** What a soak found of its customers' order update e-mails (decision 045). */
export interface UpdateMailFigures {
  /** A status change staff made with no update e-mail queued for it. */
  missing: number;
  /** Order updates queued more than once. */
  duplicated: number;
}

/**
 * Every status change made (`changes`) should have queued its customer's update e-mail once: one
 * `order-update` row per order and kind (the soak's orders all give an address). Sent or not is
 * the outbox's figure (unsentMail).
 */
export async function checkUpdateMail(db: Db, changes: StatusChanges): Promise<UpdateMailFigures> {
  const rows = await db
    .select({
      key: sql<string>`${mailOutbox.payload}->>'order_id' || ' ' || (${mailOutbox.payload}->>'kind')`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.template, orderUpdateTemplate))
    .groupBy(sql`1`);
  const counts = new Map(rows.map((row) => [row.key, row.count]));
  const expected = [...changes.made].flatMap(([id, statuses]) =>
    statuses.map((status) => `${id} order_${status}`),
  );
  return {
    missing: expected.filter((key) => !counts.has(key)).length,
    duplicated: rows.filter((row) => row.count > 1).length,
  };
}
