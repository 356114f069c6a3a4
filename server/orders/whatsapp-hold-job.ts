import type { Logger } from "pino";
import type { Db } from "#server/db/client.ts";
import { startRepeatingJob, type RepeatingJob } from "../jobs/repeating-job";
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

/**
 * Starts cancelling WhatsApp orders that waited longer than `holdHours` for their chat (issue
 * 11, DESIGN §6; see cancelUnconfirmedWhatsappOrders): a run at once, then one every
 * `intervalMs`. Each run logs how many orders it cancelled (info, or debug when none); a failed
 * run is logged and the next tick tries again. Several processes may run it at once.
 */
export function startWhatsappHoldJob(options: WhatsappHoldJobOptions): RepeatingJob {
  const { db, log, holdHours, intervalMs = 10 * 60_000 } = options;
  return startRepeatingJob("whatsapp hold", {
    log,
    intervalMs,
    async run() {
      const cancelled = await cancelUnconfirmedWhatsappOrders(db, { holdHours });
      const orderIds = cancelled.map((change) => change.orderId);
      // Most runs find nothing: those go at debug level, so a quiet shop's log stays quiet.
      log[orderIds.length > 0 ? "info" : "debug"](
        { cancelled: orderIds.length, orderIds },
        "whatsapp orders past their hold cancelled",
      );
    },
  });
}
