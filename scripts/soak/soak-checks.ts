import fs from "node:fs";
import path from "node:path";
import { and, gt, inArray, isNull, like, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { orderConfirmationTemplate } from "#server/mail/order-confirmation.ts";
import { orderUpdateTemplate } from "#server/mail/order-update.ts";
import { order, orderItem } from "#server/db/order-schema.ts";
import { productSize } from "#server/db/schema.ts";
import { smsOutbox } from "#server/db/sms-schema.ts";
import type { SimulatedSms } from "../sms-sim/africas-talking-simulator";
import type { OrderOutcomes } from "./soak-orders";
import { checkSms, type SmsFigures } from "./soak-sms";
import { checkUpdateMail, type UpdateMailFigures } from "./soak-update-mail";
import type { StatusChanges } from "./soak-status-changes";

/** The tracked stock every product starts a soak with. */
export const soakStockLevel = 1_000_000;

/** What a soak found, and each problem it counts (all 0 when the shop lost nothing). */
export interface SoakFigures {
  sent: number;
  acknowledged: number;
  refused: number;
  unanswered: number;
  /** Why the unanswered orders' last attempts failed, with counts. */
  lastFailures: Map<string, number>;
  /** Orders in the database (acknowledged or not: a crash may have eaten the answer). */
  ordersStored: number;
  /** Acknowledged, but not in the database under that key and id. */
  lost: number;
  /** Idempotency keys with more than one order. */
  duplicated: number;
  products: number;
  /** Products whose stock taken differs from the units ordered. */
  stockMismatches: number;
  /** Orders without a confirmation .eml file. */
  missingEmails: number;
  /** Orders with more than one confirmation .eml file. */
  duplicateEmails: number;
  /** Confirmations and order updates still unsent after the worker caught up. */
  unsentMail: number;
  /** Those sent more than once (a crash came between send and mark): each overwrote its file. */
  resentMail: number;
  /** The customers' order update e-mails (decision 045). */
  updateMail: UpdateMailFigures;
  /** Status changes staff made, and those never acknowledged by the deadline. */
  statusChanges: number;
  unmadeStatusChanges: number;
  statusChangeFailure: string;
  sms: SmsFigures;
}

/**
 * Sets every product's sizes' tracked stock to soakStockLevel, so the soak never sells one out.
 * @returns the products' ids, sorted.
 */
export async function stockUpForSoak(db: Db): Promise<string[]> {
  const rows = await db
    .update(productSize)
    .set({ stockLevel: soakStockLevel, inStock: true })
    .returning({ productId: productSize.productId });
  return [...new Set(rows.map((row) => row.productId))].sort();
}

/**
 * Makes every unsent confirmation and SMS due now. Run while no shop process is up: the
 * processes holding their leases were killed, and this stands in for the minutes of the lease
 * (an SMS left sending is then marked unconfirmed by the next pass).
 */
export async function expireDeadLeases(db: Db): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(isNull(mailOutbox.sentAt));
  await db
    .update(smsOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(inArray(smsOutbox.status, ["queued", "sending"]));
}

/** What the soak's visitors did and saw: the shoppers' orders, staff's changes, SMS received. */
export interface SoakActivity {
  outcomes: OrderOutcomes;
  changes: StatusChanges;
  sms: readonly SimulatedSms[];
}

/** The soak's figures from what its visitors saw, the database and DATA_DIR/outbox. */
export async function checkSoak(
  db: Db,
  { outcomes, changes, sms }: SoakActivity,
  runId: string,
  dataDir: string,
): Promise<SoakFigures> {
  const stored = await db
    .select({ id: order.id, key: order.idempotencyKey })
    .from(order)
    .where(like(order.idempotencyKey, `soak\\_${runId}\\_%`));
  const idsByKey = new Map<string, string[]>();
  for (const row of stored) idsByKey.set(row.key, [...(idsByKey.get(row.key) ?? []), row.id]);
  let lost = 0;
  for (const [key, orderId] of outcomes.acknowledged) {
    if (!idsByKey.get(key)?.includes(orderId)) lost += 1;
  }
  const duplicated = [...idsByKey.values()].filter((ids) => ids.length > 1).length;
  const ids = stored.map((row) => row.id);
  const stock = await stockMismatches(db, ids);
  const emails = countEmails(path.join(dataDir, "outbox"));
  const mailCount = (where: ReturnType<typeof and>) => db.$count(mailOutbox, where);
  const customerMail = inArray(mailOutbox.template, [
    orderConfirmationTemplate,
    orderUpdateTemplate,
  ]);
  return {
    sent: outcomes.sent,
    acknowledged: outcomes.acknowledged.size,
    refused: outcomes.refused.size,
    unanswered: outcomes.unanswered,
    lastFailures: outcomes.lastFailures,
    ordersStored: stored.length,
    lost,
    duplicated,
    ...stock,
    missingEmails: ids.filter((id) => !emails.has(id)).length,
    duplicateEmails: ids.filter((id) => (emails.get(id) ?? 0) > 1).length,
    unsentMail: await mailCount(and(customerMail, isNull(mailOutbox.sentAt))),
    resentMail: await mailCount(and(customerMail, gt(mailOutbox.attempts, 1))),
    updateMail: await checkUpdateMail(db, changes),
    statusChanges: [...changes.made.values()].reduce((sum, made) => sum + made.length, 0),
    unmadeStatusChanges: changes.unmade,
    statusChangeFailure: changes.lastFailure,
    sms: await checkSms(db, ids, changes, sms),
  };
}

/** For every size: stock taken (soakStockLevel − level) against units in `orderIds`. */
async function stockMismatches(db: Db, orderIds: string[]) {
  const units = new Map<string, number>();
  for (let start = 0; start < orderIds.length; start += 1000) {
    const rows = await db
      .select({ sizeId: orderItem.sizeId, units: sql<number>`sum(${orderItem.quantity})` })
      .from(orderItem)
      .where(inArray(orderItem.orderId, orderIds.slice(start, start + 1000)))
      .groupBy(orderItem.sizeId);
    for (const row of rows) {
      if (row.sizeId) units.set(row.sizeId, (units.get(row.sizeId) ?? 0) + Number(row.units));
    }
  }
  const levels = await db
    .select({ id: productSize.id, level: productSize.stockLevel })
    .from(productSize);
  const mismatched = levels.filter(
    (row) => soakStockLevel - (row.level ?? soakStockLevel) !== (units.get(row.id) ?? 0),
  );
  return { products: levels.length, stockMismatches: mismatched.length };
}

/** Order id → confirmation .eml files naming it in their subject. */
function countEmails(outboxDir: string): Map<string, number> {
  const counts = new Map<string, number>();
  const names = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : [];
  for (const name of names.filter((file) => file.endsWith(".eml"))) {
    const head = fs.readFileSync(path.join(outboxDir, name), "utf8").slice(0, 4000);
    // The confirmation's subject is the order alone; its updates' say more ('… is confirmed').
    const orderId = /^Subject: Your Loris order (\S+)\r?$/m.exec(head)?.[1];
    if (orderId) counts.set(orderId, (counts.get(orderId) ?? 0) + 1);
  }
  return counts;
}
