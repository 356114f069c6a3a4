import type { Logger } from "pino";

/** A job running in the server process on a timer. */
export interface RepeatingJob {
  /** Stops the timer and waits for a run in flight; no run starts afterwards. */
  stop(): Promise<void>;
}

/** A repeating job that can also be asked to run now. */
export interface KickableJob extends RepeatingJob {
  /**
   * Runs again soon: at once when idle, right after the run in flight otherwise. Kicks that come
   * during one run make one more run.
   */
  kick(): void;
}

/**
 * Runs `run` at once, then again `intervalMs` after each run ends, and soon after each `kick()`.
 * `run` gets a signal aborted by `stop()`, to end a long run between batches. A failed run is
 * logged as `{name} run failed` and the next tick tries again, so nothing is thrown out of the
 * job. The timer alone does not keep the process alive (the host's server does). Used by the
 * mail outbox (DESIGN §5), the M-PESA prompt sender and re-check (decision 020), the WhatsApp
 * hold (decision 013) and idle cart (decision 019) jobs.
 */
export function startRepeatingJob(
  name: string,
  {
    log,
    intervalMs,
    run,
  }: { log: Logger; intervalMs: number; run(signal: AbortSignal): Promise<unknown> },
): KickableJob {
  const stopped = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isRerunWanted = false;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (!stopped.signal.aborted) timer = setTimeout(runOnce, delayMs).unref();
  };

  function runOnce() {
    isRerunWanted = false;
    running = run(stopped.signal)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, `${name} run failed`))
      .finally(() => {
        running = undefined;
        schedule(isRerunWanted ? 0 : intervalMs);
      });
  }

  runOnce();
  return {
    kick() {
      if (running) isRerunWanted = true;
      else schedule(0);
    },
    async stop() {
      stopped.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
