import { createDemoAdminOnce, demoAdminEmail } from "./accounts/admin-bootstrap";
import { createAuth, type Auth } from "./accounts/auth";
import { resolveAuthSecret } from "./auth-secret";
import { startIdleCartJob } from "./cart/idle-cart-job";
import { createCatalogueReads } from "./catalog/catalogue-reads";
import type { Config } from "./config";
import { openDatabase, type Db } from "./db/client";
import { seedDemoCatalogueOnce } from "./db/seed/seed-demo";
import { startDailyDigestJob } from "./dashboard/daily-digest-job";
import { leadScheduledJobs } from "./jobs/job-leadership";
import { startBackInStockJob } from "./marketing/back-in-stock/back-in-stock-job";
import { startCartReminderJob } from "./marketing/cart-reminders/cart-reminder-job";
import { createLogger } from "./log";
import { startMailWorker } from "./mail/mail-worker";
import { createMailTransport } from "./mail/transport";
import { subscribeOrderChanges } from "./live/order-changes";
import { startSmsWorker } from "./sms/sms-worker";
import { createSmsTransport } from "./sms/sms-transport";
import { openMediaStore } from "./media/open-media-store";
import { startWhatsappHoldJob } from "./orders/whatsapp-hold-job";
import { createDarajaClient } from "./payments/mpesa/daraja/daraja-client";
import { startPromptSender } from "./payments/mpesa/prompt-sender";
import { startStkRecheckJob } from "./payments/mpesa/stk-recheck-job";
import { warnOfPlaceholderContacts } from "./placeholder-contacts";
import { createSettingsStore } from "./settings/settings-store";
import type { AppServices } from "./services";

/** The shop's services and how to release them. */
export interface ShopRuntime {
  services: AppServices;
  /** Ends long-lived responses (event streams) so that the HTTP server can close. */
  beginShutdown(): void;
  /**
   * Stops the background jobs (mail worker, M-PESA prompt sender, WhatsApp hold, idle carts,
   * back-in-stock alerts, cart reminders, M-PESA re-check) and closes the database
   * (PGlite checkpointed).
   */
  close(): Promise<void>;
}

/**
 * Everything a server process needs before it takes requests: the database opened, migrated
 * and seeded on the first start, the cookie secret, the mail worker sending the outbox, the job
 * cancelling WhatsApp orders left unconfirmed past their hold (decision 013) and the one deleting
 * carts untouched for 30 days (decision 019).
 * @throws Error when the database cannot be opened or migrated.
 */
export async function bootShop(config: Config): Promise<ShopRuntime> {
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seedDemoCatalogueOnce(database.db, log, { products: config.demoCatalogue });
  } catch (error) {
    await database.close();
    throw error;
  }
  const settings = createSettingsStore({
    db: database.db,
    listen: database.listen,
    defaults: config.settingDefaults,
    log,
  });
  const transport = createMailTransport(config);
  // Every process sends mail: each message is claimed by one (FOR UPDATE SKIP LOCKED), and the
  // process that queued it sends it at once (docs/decisions/022-several-processes.md).
  const secret = resolveAuthSecret(config);
  const mailWorker = startMailWorker({
    db: database.db,
    transport,
    log,
    from: config.mailFrom,
    orderLinks: { publicUrl: config.publicUrl, secret, settings },
  });
  // Every process sends SMS too, and passes soon after any order change a process commits
  // (placed, status, payment): the change queued its SMS (decision 042).
  const smsWorker = startSmsWorker({
    db: database.db,
    transport: createSmsTransport(config),
    log,
    settings,
    orderLinks: { publicUrl: config.publicUrl, secret },
  });
  const stopKickingSms = await subscribeOrderChanges(database.listen, (change) => {
    // An SMS's own outcome enqueues nothing new.
    if (!change.messagesOnly) smsWorker.kick();
  });
  const daraja = config.mpesa && createDarajaClient(config.mpesa);
  // Every process sends the M-PESA prompts it queues at once; each is claimed by one process.
  const promptSender = daraja && startPromptSender({ db: database.db, daraja, log });
  // What the marketing jobs share: their links' URL and secret, and the workers they wake.
  const marketing = {
    db: database.db,
    log,
    links: { publicUrl: config.publicUrl, secret, replyTo: config.mailFrom },
    kickSms: () => smsWorker.kick(),
    kickMail: () => mailWorker.kick(),
  };
  // Decision 022: the scheduled jobs run in one process per database.
  const scheduledJobs = leadScheduledJobs({
    databaseUrl: config.databaseUrl,
    log,
    startJobs: () => [
      // WhatsApp orders nobody confirmed within WHATSAPP_HOLD_HOURS give their stock back.
      startWhatsappHoldJob({ db: database.db, log, holdHours: config.whatsappHoldHours }),
      // Yesterday's digest to ORDER_ALERT_EMAILS, from 07:00 Nairobi time (decision 042).
      startDailyDigestJob({
        db: database.db,
        log,
        settings,
        publicUrl: config.publicUrl,
        replyTo: config.mailFrom,
      }),
      // Carts untouched for 30 days are deleted, hourly.
      startIdleCartJob({ db: database.db, log }),
      // Sizes back in stock: one message to each shopper waiting for them (decision 066).
      startBackInStockJob({ ...marketing, listen: database.listen }),
      // Carts left CART_REMINDER_HOURS: one reminder each, never at night (decision 067).
      startCartReminderJob({ ...marketing, settings }),
      // M-PESA prompts whose callback never came are re-queried, then given up.
      ...(daraja ? [startStkRecheckJob({ db: database.db, daraja, log })] : []),
    ],
  });
  const kickMail = () => mailWorker.kick();
  const auth = createAuth({ db: database.db, config, secret, log, kickMail });
  if (!config.databaseUrl) await announceDemoAdmin(database.db, auth, config.dataDir);
  // Last before the server listens, so that it stays on screen above "ready at".
  warnOfPlaceholderContacts(await settings.current(), log);
  const shutdown = new AbortController();
  const services: AppServices = {
    db: database.db,
    config,
    settings,
    log,
    secret,
    auth,
    kickMail,
    kickSms: () => smsWorker.kick(),
    daraja,
    ...(promptSender ? { kickPrompts: () => promptSender.kick() } : {}),
    listen: database.listen,
    catalogue: createCatalogueReads(database.db, database.listen),
    media: openMediaStore(config),
    shutdown: shutdown.signal,
  };
  return {
    services,
    beginShutdown: () => shutdown.abort(),
    close: async () => {
      shutdown.abort();
      await scheduledJobs.stop();
      await mailWorker.stop();
      stopKickingSms();
      await smsWorker.stop();
      await promptSender?.stop();
      transport.close();
      await database.close();
    },
  };
}

/** Prints the embedded demo's admin password on its first start (DESIGN §6). */
async function announceDemoAdmin(db: Db, auth: Auth, dataDir: string): Promise<void> {
  const password = await createDemoAdminOnce(db, auth, dataDir);
  if (!password) return;
  console.log(
    `Demo admin created: ${demoAdminEmail} / ${password} (also in ${dataDir}/admin-password.txt)`,
  );
}
