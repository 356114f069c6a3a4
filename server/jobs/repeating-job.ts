import type { Logger } from "pino";

/** A job running in the server process on a timer. */
export interface RepeatingJob {
  /** Stops the timer and waits for a run in flight; no run starts afterwards. */
  stop(): Promise<void>;
}

/**
 * Runs `run` at once, then again `intervalMs` after each run ends. A failed run is logged as
 * `{name} run failed` and the next tick tries again, so nothing is thrown out of the job. The
 * timer alone does not keep the process alive (the host's server does). Used by the WhatsApp
 * hold (decision 013) and idle cart (decision 019) jobs.
 */
export function startRepeatingJob(
  name: string,
  { log, intervalMs, run }: { log: Logger; intervalMs: number; run(): Promise<void> },
): RepeatingJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;

  function runOnce() {
    running = run()
      .catch((error: unknown) => log.error({ err: error }, `${name} run failed`))
      .finally(() => {
        running = undefined;
        if (!isStopped) timer = setTimeout(runOnce, intervalMs).unref();
      });
  }

  runOnce();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
