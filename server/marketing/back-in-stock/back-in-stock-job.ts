import type { Logger } from "pino";
import type { Db } from "../../db/client";
import { backInStockDueChannel, type Listen } from "../../db/notifications";
import type { RepeatingJob } from "../../jobs/repeating-job";
import { backInStockPageSize, queueDueBackInStock } from "./back-in-stock-queue";
import type { MarketingLinks } from "../marketing-message";
import { startMarketingQueueJob } from "../marketing-queue-job";

/** What the back-in-stock job needs. */
export interface BackInStockJobOptions {
  db: Db;
  log: Logger;
  links: MarketingLinks;
  /** LISTEN: the job runs soon after a size with waiting requests comes back in stock. */
  listen: Listen;
  /** Tell the SMS and mail workers messages are queued. */
  kickSms(): void;
  kickMail(): void;
  /** Pause between runs when nothing is heard, in ms (default 60 s). */
  intervalMs?: number;
}

/**
 * Starts the back-in-stock job (docs/decisions/066-back-in-stock-alerts.md): a run at once, then
 * every `intervalMs` and soon after each `back_in_stock_due` notification. A run queues the due
 * requests' messages a page at a time (queueDueBackInStock, by the due index) until none are
 * left, then kicks the SMS and mail workers. One process runs it (decision 022); were two to,
 * each request is still taken once. Nothing is thrown out of the job.
 */
export function startBackInStockJob(options: BackInStockJobOptions): RepeatingJob {
  const { db, log, links } = options;
  const job = startMarketingQueueJob("back-in-stock", {
    ...options,
    intervalMs: options.intervalMs ?? 60_000,
    pageSize: backInStockPageSize,
    queuePage: () => queueDueBackInStock(db, links),
  });
  const unlistening = options
    .listen(backInStockDueChannel, () => job.kick())
    .catch((error: unknown) => {
      log.warn({ err: error }, "back-in-stock job not told of restocks: it runs on its timer");
      return () => undefined;
    });
  return {
    async stop() {
      (await unlistening)();
      await job.stop();
    },
  };
}
