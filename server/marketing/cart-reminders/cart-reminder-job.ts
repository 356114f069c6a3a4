import type { Logger } from "pino";
import type { Db } from "../../db/client";
import type { RepeatingJob } from "../../jobs/repeating-job";
import type { SettingsStore } from "../../settings/settings-store";
import { cartReminderPageSize, queueDueCartReminders } from "./cart-reminder-queue";
import type { MarketingLinks } from "../marketing-message";
import { startMarketingQueueJob } from "../marketing-queue-job";

/** What the cart reminder job needs. */
export interface CartReminderJobOptions {
  db: Db;
  log: Logger;
  links: MarketingLinks;
  /** The shop settings: CART_REMINDER_HOURS, read at each run. */
  settings: Pick<SettingsStore, "current">;
  /** Tell the SMS and mail workers messages are queued. */
  kickSms(): void;
  kickMail(): void;
  /** Pause between runs, in ms (default 5 minutes: a reminder due at night goes by 08:05). */
  intervalMs?: number;
}

/**
 * Starts the cart reminder job (docs/decisions/067-marketing-consent-and-cart-reminders.md): a
 * run at once, then every `intervalMs`, queuing the due carts' reminders a page at a time
 * (queueDueCartReminders, by the partial index) at the clock's time; nothing between 21:00 and
 * 08:00 Nairobi time. One process runs it (decision 022); were two to, each cart is still taken
 * once. Nothing is thrown out of the job.
 */
export function startCartReminderJob(options: CartReminderJobOptions): RepeatingJob {
  const { db, links, settings } = options;
  return startMarketingQueueJob("cart reminder", {
    ...options,
    intervalMs: options.intervalMs ?? 5 * 60_000,
    pageSize: cartReminderPageSize,
    queuePage: async () =>
      queueDueCartReminders(db, links, {
        now: new Date(),
        reminderHours: (await settings.current()).cartReminderHours,
      }),
  });
}
