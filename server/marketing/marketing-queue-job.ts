import type { Logger } from "pino";
import { startRepeatingJob, type KickableJob } from "../jobs/repeating-job";

/** What a job queuing marketing messages a page at a time needs. */
export interface MarketingQueueJobOptions {
  log: Logger;
  /** Pause between runs, in ms. */
  intervalMs: number;
  /** The most one page takes: a page that takes fewer leaves none due. */
  pageSize: number;
  /** Queues one page of due messages in one transaction; how many it took. */
  queuePage(): Promise<number>;
  /** Tell the SMS and mail workers messages are queued. */
  kickSms(): void;
  kickMail(): void;
}

/**
 * Starts a job queuing marketing messages (decisions 066 and 067): a run at once, then every
 * `intervalMs` and at each kick. A run queues pages until one comes back short (or the job
 * stops), then, when it queued any, logs `{name} messages queued` and kicks the SMS and mail
 * workers. Nothing is thrown out of the job.
 */
export function startMarketingQueueJob(
  name: string,
  options: MarketingQueueJobOptions,
): KickableJob {
  const { log } = options;
  return startRepeatingJob(name, {
    log,
    intervalMs: options.intervalMs,
    async run(stopped) {
      let taken = 0;
      let page: number;
      do {
        page = await options.queuePage();
        taken += page;
      } while (page === options.pageSize && !stopped.aborted);
      if (taken === 0) return;
      log.info({ taken }, `${name} messages queued`);
      options.kickSms();
      options.kickMail();
    },
  });
}
