import type { Logger } from "pino";
import type { Db } from "#server/db/client.ts";
import { cancelUnconfirmedWhatsappOrders } from "./whatsapp-hold";

/** What the WhatsApp hold job runs on, and how often. */
export interface WhatsappHoldJobOptions {
  db: Db;
  log: Logger;
  /** Whole hours a WhatsApp order may wait for its chat (WHATSAPP_HOLD_HOURS). */
  holdHours: number;
  /** Pause between runs, in ms (default 10 minutes). */
  intervalMs?: number;
}

/** A running WhatsApp hold job. */
export interface WhatsappHoldJob {
  /** Stops the timer and waits for a run in flight; no run starts afterwards. */
  stop(): Promise<void>;
}

/**
 * Starts cancelling WhatsApp orders that waited longer than `holdHours` for their chat (issue
 * 11, DESIGN §6; see cancelUnconfirmedWhatsappOrders): a run at once, then one every
 * `intervalMs`. Each run logs how many orders it cancelled (info, or debug when none); a failed run is logged and the next
 * tick tries again, so nothing is thrown out of the job. Several processes may run it at once.
 */
export function startWhatsappHoldJob(options: WhatsappHoldJobOptions): WhatsappHoldJob {
  const { db, log, holdHours, intervalMs = 10 * 60_000 } = options;
  let timer: NodeJS.Timeout | undefined;
  let run: Promise<void> | undefined;
  let isStopped = false;

  function runOnce() {
    run = cancelUnconfirmedWhatsappOrders(db, { holdHours })
      .then((cancelled) => {
        const orderIds = cancelled.map((change) => change.orderId);
        // Most runs find nothing: those go at debug level, so a quiet shop's log stays quiet.
        log[orderIds.length > 0 ? "info" : "debug"](
          { cancelled: orderIds.length, orderIds },
          "whatsapp orders past their hold cancelled",
        );
      })
      .catch((error: unknown) => log.error({ err: error }, "whatsapp hold run failed"))
      .finally(() => {
        run = undefined;
        // The timer alone does not keep a process alive: the host's server does.
        if (!isStopped) timer = setTimeout(runOnce, intervalMs).unref();
      });
  }

  runOnce();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await run;
    },
  };
}
