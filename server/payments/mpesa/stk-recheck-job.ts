import { startRepeatingJob, type RepeatingJob } from "#server/jobs/repeating-job.ts";
import type { MpesaServices } from "./stk-attempt";
import { recheckDuePrompts } from "./stk-recheck";

/**
 * Starts re-querying M-PESA prompts whose callback has not come (decision 020, recheckDuePrompts):
 * a pass at once, then one every `intervalMs` (default 5 s, so a check due at 30 s runs within
 * 35 s). Several processes may run it: each prompt is taken by one pass (SKIP LOCKED).
 */
export function startStkRecheckJob(options: MpesaServices & { intervalMs?: number }): RepeatingJob {
  const { intervalMs = 5_000, ...services } = options;
  return startRepeatingJob("m-pesa re-check", {
    log: services.log,
    intervalMs,
    async run() {
      const settled = await recheckDuePrompts(services, new Date());
      if (settled > 0) services.log.info({ settled }, "M-PESA prompts settled by a re-query");
    },
  });
}
