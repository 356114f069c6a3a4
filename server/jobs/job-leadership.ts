import pg from "pg";
import type { Logger } from "pino";
import type { RepeatingJob } from "./repeating-job";

/** The advisory lock held by the one process that runs the scheduled jobs ('Loris' + 1). */
export const jobsLockKey = 0x4c6f72697301;

/** How often the leader checks its connection, and a lost one is opened again (ms). */
const defaultCheckMs = 15_000;

/** What leadScheduledJobs needs. */
export interface JobLeadershipOptions {
  /** DATABASE_URL; undefined = the embedded database, whose one process always leads. */
  databaseUrl: string | undefined;
  log: Logger;
  /** Starts the jobs; called each time this process becomes the leader. */
  startJobs: () => RepeatingJob[];
  checkMs?: number;
}

/**
 * Runs the scheduled jobs (WhatsApp hold, idle carts, M-PESA re-check) in one process per
 * database, however many processes and machines serve the shop (decision 022). Every
 * process waits in `pg_advisory_lock(jobsLockKey)` on a connection of its own; the one granted
 * the lock runs the jobs. The lock goes with its session, so when the leader stops or its
 * connection is lost, PostgreSQL grants it to the next process at once. The leader checks its
 * connection every `checkMs` and stops its jobs when it is lost; a lost connection is opened
 * again after `checkMs`. Nothing is thrown: connection failures are logged at warn.
 */
export function leadScheduledJobs(options: JobLeadershipOptions): RepeatingJob {
  const { databaseUrl, log, startJobs, checkMs = defaultCheckMs } = options;
  if (!databaseUrl) return stopAll(startJobs());
  let connection: pg.Client | undefined;
  let jobs: RepeatingJob | undefined;
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;

  const later = (step: () => void) => {
    clearTimeout(timer);
    if (!isStopped) timer = setTimeout(step, checkMs).unref();
  };
  const lose = async (client: pg.Client) => {
    if (connection !== client) return;
    connection = undefined;
    const running = jobs;
    jobs = undefined;
    if (running) log.warn("lost the scheduled jobs' lock: stopping them here");
    await running?.stop();
    void client.end().catch(() => undefined);
    later(() => void waitToLead());
  };
  const checkConnection = (client: pg.Client) =>
    later(() => {
      client.query("select 1").then(
        () => checkConnection(client),
        () => lose(client),
      );
    });
  const waitToLead = async () => {
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client.on("error", () => void lose(client));
    connection = client;
    try {
      await client.connect();
      // PostgreSQL 14+: a waiting session whose process is gone ends within a second.
      await client.query("set client_connection_check_interval = '1s'").catch(() => undefined);
      await client.query("select pg_advisory_lock($1)", [jobsLockKey]);
      if (isStopped || connection !== client) return;
      jobs = stopAll(startJobs());
      log.info("this process runs the scheduled jobs");
      checkConnection(client);
    } catch (error) {
      if (isStopped || connection !== client) return;
      log.warn({ err: error }, "could not wait for the scheduled jobs' lock");
      await lose(client);
    }
  };

  void waitToLead();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      const running = jobs;
      jobs = undefined;
      await running?.stop();
      // Ending the session releases the lock (or leaves the queue for it): the next waiting
      // process is granted it at once.
      const client = connection;
      connection = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

function stopAll(jobs: RepeatingJob[]): RepeatingJob {
  return { stop: async () => void (await Promise.all(jobs.map((job) => job.stop()))) };
}
