import { afterAll, beforeAll, expect, test } from "vitest";
import { leadScheduledJobs } from "#server/jobs/job-leadership.ts";
import { createLogger } from "#server/log.ts";
import { openTestDatabase, type TestDatabaseHandle } from "./support/test-database";

// PostgreSQL only (vitest.config.ts): on PGlite one process holds the database, and leads.
let database: TestDatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** A process's leadership over one database, and whether its jobs are running now. */
function processLeading(name: string) {
  const state = { name, isRunning: false, starts: 0 };
  const leadership = leadScheduledJobs({
    databaseUrl: database.url,
    log: createLogger("silent"),
    startJobs: () => {
      state.isRunning = true;
      state.starts += 1;
      return [{ stop: async () => void (state.isRunning = false) }];
    },
  });
  return { state, leadership };
}

test("the scheduled jobs run in one process of several, and another takes them when it stops", async () => {
  const processes = [processLeading("a"), processLeading("b"), processLeading("c")];
  const running = () => processes.filter((process) => process.state.isRunning);
  try {
    await expect.poll(() => running().length).toBe(1);
    const [leader] = running();
    const starts = processes.reduce((sum, process) => sum + process.state.starts, 0);
    expect(starts).toBe(1);

    await leader!.leadership.stop();
    expect(leader!.state.isRunning).toBe(false);
    await expect.poll(() => running().length).toBe(1);
    expect(running()[0]).not.toBe(leader);
  } finally {
    await Promise.all(processes.map((process) => process.leadership.stop()));
  }
});
