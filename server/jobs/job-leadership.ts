import pg from "pg";
import type { Logger } from "pino";
import type { RepeatingJob } from "./repeating-job";

/** The advisory lock held by the one process that runs the scheduled jobs ('Loris' + 1). */
export const jobsLockKey = 0x4c6f72697301;

/** How often a process that does not lead asks again, and the leader checks its link (ms). */
const defaultRetryMs = 15_000;

/** What leadScheduledJobs needs. */
export interface JobLeadershipOptions {
  /** DATABASE_URL; undefined = the embedded database, whose one process always leads. */
  databaseUrl: string | undefined;
  log: Logger;
  /** Starts the jobs; called each time this process becomes the leader. */
  startJobs: () => RepeatingJob[];
  retryMs?: number;
}

/**
 * Runs the scheduled jobs (WhatsApp hold, idle carts, M-PESA re-check) in one process per
 * database, however many processes and machines serve the shop (issue 15): the process holding
 * the session-level advisory lock `jobsLockKey` on a connection of its own runs them; the others
 * try again every `retryMs`, so when the leader stops or its connection is lost (the lock goes
 * with the session), another takes over. A leader whose connection fails stops its jobs first.
 * Nothing is thrown: connection failures are logged at warn and retried.
 */
export function leadScheduledJobs(options: JobLeadershipOptions): RepeatingJob {
  const { databaseUrl, log, startJobs, retryMs = defaultRetryMs } = options;
  if (!databaseUrl) return stopAll(startJobs());
  let jobs: RepeatingJob | undefined;
  let holder: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;

  const schedule = () => {
    clearTimeout(timer);
    if (!isStopped) timer = setTimeout(() => void tick(), retryMs).unref();
  };
  const stepDown = async (client: pg.Client) => {
    if (holder !== client) return;
    holder = undefined;
    const running = jobs;
    jobs = undefined;
    log.warn("lost the scheduled jobs' lock: stopping them here");
    await running?.stop();
    void client.end().catch(() => undefined);
  };
  const tryToLead = async () => {
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client.on("error", () => void stepDown(client));
    try {
      await client.connect();
      const { rows } = await client.query<{ held: boolean }>(
        "select pg_try_advisory_lock($1) as held",
        [jobsLockKey],
      );
      if (!rows[0]?.held || isStopped) {
        await client.end();
        return;
      }
      holder = client;
      jobs = stopAll(startJobs());
      log.info("this process runs the scheduled jobs");
    } catch (error) {
      log.warn({ err: error }, "could not ask for the scheduled jobs' lock");
      void client.end().catch(() => undefined);
    }
  };
  const tick = async () => {
    const client = holder;
    if (client) await client.query("select 1").catch(() => stepDown(client));
    else await tryToLead();
    schedule();
  };

  void tick();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      const running = jobs;
      jobs = undefined;
      await running?.stop();
      // Ending the session releases the lock: another process takes the jobs at its next try.
      await holder?.end().catch(() => undefined);
      holder = undefined;
    },
  };
}

function stopAll(jobs: RepeatingJob[]): RepeatingJob {
  return { stop: async () => void (await Promise.all(jobs.map((job) => job.stop()))) };
}
