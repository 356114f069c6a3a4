import { inArray } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { smsOutbox } from "#server/db/sms-schema.ts";
import type { SimulatedSms } from "../sms-sim/africas-talking-simulator";
import type { StatusChanges } from "./soak-status-changes";

/** The phone a soak's shop sends its new-order alerts to (ORDER_ALERT_PHONE). */
export const soakAlertPhone = "+254700111222";

/** What a soak found of its SMS (decision 042); every count but `unconfirmed` is a problem. */
export interface SmsFigures {
  rows: number;
  sent: number;
  /** With the gateway when their process was killed: shown to staff, never sent again by itself. */
  unconfirmed: number;
  /** Of those, how many the gateway had in fact received. */
  unconfirmedReceived: number;
  /** Still queued, sending or failed after the worker caught up. */
  unsent: number;
  /** An acknowledged order or status change with no SMS row. */
  missingRows: number;
  /** Rows read 'sent' whose text the gateway never received. */
  sentNotReceived: number;
  /** Texts the gateway received more than once. */
  receivedTwice: number;
}

const textKey = (to: string, message: string | null) => `${to}\n${message}`;

/**
 * The soak's SMS figures: every acknowledged order (`orderIds`) should have its alert, every
 * status change made its customer's message, each sent once to the simulator (`received`).
 */
export async function checkSms(
  db: Db,
  orderIds: string[],
  changes: StatusChanges,
  received: readonly SimulatedSms[],
): Promise<SmsFigures> {
  const rows: (typeof smsOutbox.$inferSelect)[] = [];
  for (let start = 0; start < orderIds.length; start += 1000) {
    const ids = orderIds.slice(start, start + 1000);
    rows.push(...(await db.select().from(smsOutbox).where(inArray(smsOutbox.orderId, ids))));
  }
  const kinds = new Set(rows.map((row) => `${row.orderId} ${row.kind}`));
  const expected = orderIds.flatMap((id) => [
    `${id} new_order_alert`,
    ...(changes.made.get(id) ?? []).map((status) => `${id} order_${status}`),
  ]);
  const counts = new Map<string, number>();
  for (const sms of received) {
    const key = textKey(sms.to, sms.message);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const isReceived = (row: (typeof rows)[number]) =>
    counts.has(textKey(row.recipient, row.message));
  const unconfirmed = rows.filter((row) => row.status === "unconfirmed");
  return {
    rows: rows.length,
    sent: rows.filter((row) => row.status === "sent").length,
    unconfirmed: unconfirmed.length,
    unconfirmedReceived: unconfirmed.filter(isReceived).length,
    unsent: rows.filter((row) => ["queued", "sending", "failed"].includes(row.status)).length,
    missingRows: expected.filter((key) => !kinds.has(key)).length,
    sentNotReceived: rows.filter((row) => row.status === "sent" && !isReceived(row)).length,
    receivedTwice: [...counts.values()].filter((count) => count > 1).length,
  };
}
