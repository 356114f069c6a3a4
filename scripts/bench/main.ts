// `npm run bench` (DESIGN §9): builds, then on PostgreSQL and on PGlite seeds a large shop, times
// the key domain calls, starts the production server in its own process and measures it under
// load (three identical rounds, memory after each) and with Lighthouse. Writes
// bench-results/report.md and report.json. With `-- --year`: the same pages at demo size and
// with a year of orders (scripts/bench/year/), written to bench-results/year-report.md.
import os from "node:os";
import path from "node:path";
import { buildIfNeeded } from "../build-if-needed";
import { runLeg, type LegResult, type LegSettings } from "./bench-leg";
import { createTempDatabase } from "./bench-databases";
import { domainRatePerSecond } from "./domain-queries";
import { loadConnections } from "./load-targets";
import { writeReport } from "./report";
import { runYearBench } from "./year/year-main";

const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;

const settings: LegSettings = {
  products: 10_000,
  customers: 400,
  orders: 3_000,
  domainCallsPerRow: 400,
  loadSeconds: 10,
  warmupSeconds: 2,
  rounds: 3,
  lighthouseRuns: 5,
};
// BENCH_QUICK=1: a small, short run to try the harness (its figures prove nothing).
if (process.env.BENCH_QUICK === "1") {
  Object.assign(settings, {
    products: 1_000,
    orders: 200,
    domainCallsPerRow: 40,
    loadSeconds: 2,
    warmupSeconds: 1,
    lighthouseRuns: 1,
  });
}

/** The bench at its usual size (above) on `kinds`; writes and returns its report's Markdown. */
async function runScaleBench(kinds: readonly ("postgres" | "pglite")[]): Promise<string> {
  const startLoad = loadAverageNow();
  const legs: LegResult[] = [];
  for (const kind of kinds) {
    const database = await createTempDatabase(kind, serverUrl);
    try {
      // Lighthouse once, on PostgreSQL (what the README recommends for production): pages come
      // from the page cache either way, so the database does not change what a browser measures.
      const lighthouseRuns = kind === "postgres" ? settings.lighthouseRuns : 0;
      legs.push(await runLeg(database, { ...settings, lighthouseRuns }, port));
    } finally {
      await database.drop();
    }
  }
  const markdown = writeReport(path.resolve("bench-results"), {
    date: new Date().toISOString(),
    command: "npm run bench",
    node: process.version,
    loadAverage: { start: startLoad, end: loadAverageNow() },
    cpus: os.cpus().length,
    settings: { ...settings, connections: loadConnections, domainRatePerSecond },
    legs,
  });
  return `${markdown}\nWritten to bench-results/report.md and report.json.`;
}

const loadAverageNow = () => Math.round(os.loadavg()[0]! * 10) / 10;
buildIfNeeded();
const started = performance.now();
// BENCH_DATABASES=pglite (or postgres): one leg only, e.g. while working on its memory.
const kinds = (["postgres", "pglite"] as const).filter(
  (kind) => !process.env.BENCH_DATABASES || process.env.BENCH_DATABASES.split(",").includes(kind),
);
const markdown = process.argv.includes("--year")
  ? `${await runYearBench(serverUrl, kinds)}\nWritten to bench-results/year-report.md and year-report.json.`
  : await runScaleBench(kinds);
console.log(`\n${markdown}`);
console.log(`Took ${Math.round((performance.now() - started) / 1000)} s.`);
