import type { Logger } from "pino";
import type { Db } from "#server/db/client.ts";
import { startRepeatingJob, type RepeatingJob } from "../jobs/repeating-job";
import { deleteIdleCarts } from "./cart-housekeeping";

/** Decision 019: a cart untouched for this many days is deleted, lines and all. */
export const idleCartDays = 30;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Starts deleting carts untouched for `idleCartDays` days (see deleteIdleCarts): a
 * run at once, then one every `intervalMs` (default 1 hour). A run that deleted carts logs how
 * many (info; debug when none); a failed run is logged and the next tick tries again. Several
 * processes may run it at once: each run is one DELETE.
 */
export function startIdleCartJob({
  db,
  log,
  intervalMs = 60 * 60_000,
}: {
  db: Db;
  log: Logger;
  intervalMs?: number;
}): RepeatingJob {
  return startRepeatingJob("idle cart", {
    log,
    intervalMs,
    async run() {
      const deleted = await deleteIdleCarts(db, new Date(Date.now() - idleCartDays * dayMs));
      log[deleted > 0 ? "info" : "debug"]({ deleted }, "idle carts deleted");
    },
  });
}
