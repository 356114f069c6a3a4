import { eq, inArray, sql } from "drizzle-orm";
import { isOrderSmsKind } from "#contracts/sms.ts";
import { isShopPickup } from "#contracts/delivery.ts";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { order, orderItem } from "../db/order-schema";
import { orderTrackingUrl } from "../orders/order-access-token";
import { dispatchFields, dispatchOf } from "../orders/riders/dispatch-fields";
import { startRepeatingJob, type KickableJob } from "../jobs/repeating-job";
import { orderSmsText, type OrderSmsFacts } from "./order-sms-text";
import {
  claimDueSms,
  recordSmsOutcome,
  recoverStrandedSms,
  releaseSms,
  type SmsRow,
} from "./sms-queue";
import type { SettingsStore } from "../settings/settings-store";
import type { SmsTransport } from "./sms-transport";

/** What the SMS worker sends with. */
export interface SmsWorkerOptions {
  db: Db;
  transport: SmsTransport;
  log: Logger;
  /** The settings in force: the shop's phone as customers call it, read at each send. */
  settings: Pick<SettingsStore, "current">;
  /** The shop's address and the secret its order links are signed with (orderTrackingUrl). */
  orderLinks: { publicUrl: string; secret: string };
  /** Pause between passes, in ms (default 5000). */
  intervalMs?: number;
}

/** How often a worker looks for SMS a dead process left `sending` (ms). */
const recoveryEveryMs = 60_000;

/**
 * SMS claimed per round trip: one, so that a process killed mid-send strands one message at
 * most (the others are still queued, not `sending`); a customer's messages go in order.
 */
const batchSize = 1;

/**
 * Starts sending the SMS outbox (DESIGN §5 "Messages out", decision 042): a pass at once, then
 * every `intervalMs` and soon after each `kick()`. A pass first (at most once a minute) marks
 * SMS stranded `sending` by a dead process `unconfirmed`, then claims due ones in batches, composes each from its order
 * (once: a retry sends the same text) and hands it to the transport, recording the outcome —
 * sent, retried with backoff, failed, unconfirmed or opted out — on its row for staff to see.
 * Each row is handed to the gateway at most once per claim and never again once its outcome is
 * unknown, so no SMS goes twice. Nothing is thrown out of the worker.
 */
export function startSmsWorker(options: SmsWorkerOptions): KickableJob {
  let lastRecoveryAt = Number.NEGATIVE_INFINITY;
  return startRepeatingJob("SMS worker", {
    log: options.log,
    intervalMs: options.intervalMs ?? 5000,
    async run(stopped) {
      // Leases last minutes: a look for stranded rows each minute is enough, not each kick.
      if (Date.now() - lastRecoveryAt >= recoveryEveryMs) {
        lastRecoveryAt = Date.now();
        const stranded = await recoverStrandedSms(options.db);
        if (stranded > 0) {
          options.log.warn(
            { stranded },
            "SMS left sending by a stopped process marked unconfirmed",
          );
        }
      }
      let claimed: SmsRow[];
      do {
        claimed = await claimDueSms(options.db, batchSize);
        // Nothing has gone to the gateway yet: a failure here puts them back in the queue.
        const facts = await orderFacts(options, claimed).catch(async (error: unknown) => {
          await releaseSms(options.db, claimed);
          throw error;
        });
        for (const row of claimed) await sendOne(options, row, facts);
      } while (claimed.length === batchSize && !stopped.aborted);
    },
  });
}

async function sendOne(
  { db, transport, log, settings }: SmsWorkerOptions,
  row: SmsRow,
  facts: Map<string, OrderSmsFacts>,
) {
  const about = row.orderId ? facts.get(row.orderId) : undefined;
  const { shopPhone } = await settings.current();
  const message =
    row.message ??
    (about && isOrderSmsKind(row.kind) ? orderSmsText(row.kind, about, shopPhone) : "");
  const outcome = message
    ? await transport.send({ id: row.id, createdAt: row.createdAt, to: row.recipient, message })
    : ({ status: "failed", error: "The order this SMS was about is gone." } as const);
  const status = await recordSmsOutcome(db, row, message, outcome);
  const context = {
    smsId: row.id,
    orderId: row.orderId,
    kind: row.kind,
    attempts: row.attempts,
    status,
  };
  if (outcome.status === "sent") log.info(context, "SMS sent");
  else log.warn({ ...context, error: outcome.error }, "SMS not sent");
}

/** What the claimed rows' orders say, by order id (OrderSmsFacts). */
async function orderFacts(
  { db, orderLinks }: Pick<SmsWorkerOptions, "db" | "orderLinks">,
  rows: SmsRow[],
): Promise<Map<string, OrderSmsFacts>> {
  const ids = [
    ...new Set(rows.flatMap((row) => (row.orderId && !row.message ? [row.orderId] : []))),
  ];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({
      orderId: order.id,
      total: order.total,
      amountPaid: order.amountPaid,
      units: sql<number>`coalesce(sum(${orderItem.quantity}), 0)::int`,
      name: sql<string | null>`coalesce(${order.fullName}, ${order.userDisplayName})`,
      phone: order.phone,
      channel: order.orderMethod,
      deliveryArea: order.deliveryArea,
      ...dispatchFields,
    })
    .from(order)
    .leftJoin(orderItem, eq(orderItem.orderId, order.id))
    .where(inArray(order.id, ids))
    .groupBy(order.id);
  const { publicUrl, secret } = orderLinks;
  return new Map(
    found.map(({ riderName, riderPhone, courierName, courierReference, deliveryArea, ...row }) => [
      row.orderId,
      {
        ...row,
        isShopPickup: isShopPickup(deliveryArea),
        units: Number(row.units),
        dispatch: dispatchOf({ riderName, riderPhone, courierName, courierReference }),
        trackingUrl: orderTrackingUrl(publicUrl, row.orderId, secret),
      },
    ]),
  );
}
