import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { dayBounds, nairobiDay, shiftDay } from "#contracts/nairobi-time.ts";
import { withSizeLabel } from "#contracts/product-sizes.ts";
import { listLowStockSizes } from "../catalog/low-stock";
import type { Db, DbTransaction } from "../db/client";
import { dailySales } from "../db/kept-figures-schema";
import { mailOutbox } from "../db/mail-schema";
import { startRepeatingJob, type RepeatingJob } from "../jobs/repeating-job";
import { dailyDigestTemplate, enqueueDailyDigest } from "../mail/daily-digest";
import type { SettingsStore } from "../settings/settings-store";

/** The Nairobi hour from which yesterday's digest goes out (7:00). */
const digestHour = 7;
/** Low sizes the digest lists; the rest are counted. */
const listedLowSizes = 20;

/** Who gets the digest and what it links to. */
export interface DigestOptions {
  /** The settings in force, read at each run: ORDER_ALERT_EMAILS and LOW_STOCK_THRESHOLD. */
  settings: Pick<SettingsStore, "current">;
  publicUrl: string;
  replyTo: string;
}

/**
 * Queues yesterday's digest (decision 042) when `now` is at or past 07:00 in Nairobi and it was
 * not queued before: the day's orders, its sales (decision 037) and money received, and the
 * sizes out of stock or at the low-stock threshold or below now, one e-mail per recipient, through the mail outbox. One
 * transaction under an advisory lock, so two runs at once queue it once.
 * @returns the day queued for, or null when there was nothing to do.
 */
export async function queueDailyDigest(
  db: Db,
  options: DigestOptions,
  now: Date = new Date(),
): Promise<string | null> {
  const { orderAlerts, lowStockThreshold } = await options.settings.current();
  const recipients = orderAlerts.emails;
  const today = nairobiDay(now);
  const sendFrom = dayBounds(today).start.getTime() + digestHour * 3_600_000;
  if (recipients.length === 0 || now.getTime() < sendFrom) return null;
  const day = shiftDay(today, -1);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${dailyDigestTemplate}))`);
    // An index read (mail_outbox_digest_day_idx), however many e-mails the outbox holds.
    const queued = await tx.$count(
      mailOutbox,
      and(
        eq(mailOutbox.template, dailyDigestTemplate),
        sql`${mailOutbox.payload}->>'day' = ${day}`,
      ),
    );
    if (queued > 0) return null;
    const figures = await digestFigures(tx, day, lowStockThreshold);
    await enqueueDailyDigest(tx, recipients, {
      day,
      ...figures,
      dashboard_url: `${options.publicUrl}/admin`,
      reply_to: options.replyTo,
      logo_url: `${options.publicUrl}/media/brand/logo-email.png`,
    });
    return day;
  });
}

/** The day's kept figures (decision 047) and the sizes low now. */
async function digestFigures(tx: DbTransaction, day: string, lowStockThreshold: number) {
  const [figures] = await tx
    .select({ orders: dailySales.orders, sales: dailySales.sales, received: dailySales.received })
    .from(dailySales)
    .where(eq(dailySales.day, day));
  const low = await listLowStockSizes(tx, { limit: listedLowSizes, threshold: lowStockThreshold });
  return {
    orders: figures?.orders ?? 0,
    sales: figures?.sales ?? 0,
    received: figures?.received ?? 0,
    low_stock: low.sizes.map((size) => ({
      name: withSizeLabel(size.name, size.sizeLabel),
      in_stock: size.inStock,
      stock_level: size.stockLevel,
    })),
    more_low_stock: low.count - low.sizes.length,
  };
}

/**
 * The digest's job (decision 042): every 10 minutes, queueDailyDigest — so yesterday's digest
 * goes soon after 07:00 Nairobi time, and once. Runs with the scheduled jobs (one process per
 * database, decision 022).
 */
export function startDailyDigestJob(
  options: DigestOptions & { db: Db; log: Logger; intervalMs?: number },
): RepeatingJob {
  return startRepeatingJob("daily digest", {
    log: options.log,
    intervalMs: options.intervalMs ?? 10 * 60_000,
    async run() {
      const day = await queueDailyDigest(options.db, options);
      if (day) options.log.info({ day }, "daily digest queued");
    },
  });
}
