// `npm run bench:signed-in-home`: only `npm run bench`'s signed-in home
// target (decision 050), a few minutes instead of the whole bench. On each database of
// BENCH_DATABASES (postgres,pglite by default): seeds the bench catalogue, starts the production
// server, signs up the 50 customers and runs the target BENCH_RUNS times (3), printing each run
// and the medians, with the shop's own CPU per request (ms: steadier than latency on a busy
// machine). BENCH_CPU_PROF=<folder>: the shop writes a V8 CPU profile there when it stops.
import os from "node:os";
import path from "node:path";
import { buildIfNeeded } from "../build-if-needed";
import { seedBenchCatalogue } from "./bench-catalogue";
import { createTempDatabase } from "./bench-databases";
import { cpuShares, readCpu } from "./cpu-usage";
import {
  pageLoadTarget,
  runTarget,
  signedInHomeTarget,
  type LoadResult,
  type LoadTarget,
} from "./load-targets";
import { freePort, startShopProcess } from "./shop-process";
import { signedInCount, signedInCustomers } from "./signed-in-customers";

const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const runs = Number(process.env.BENCH_RUNS ?? 3);
const kinds = (process.env.BENCH_DATABASES ?? "postgres,pglite").split(",");
const profileDir = process.env.BENCH_CPU_PROF;
const products = 10_000;
const loadSeconds = 10;
const warmupSeconds = 2;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One run of the target, with the shop's CPU time per request it answered (ms). */
type Run = LoadResult & { cpuMsPerRequest: number };

async function measureRun(origin: string, pid: number, target: LoadTarget): Promise<Run> {
  await runTarget(origin, target, warmupSeconds);
  const before = readCpu(pid);
  const result = await runTarget(origin, target, loadSeconds);
  const { shop } = cpuShares(before, readCpu(pid), os.cpus().length);
  const cpuMsPerRequest = Math.round((shop * 1000 * 100) / result.requestsPerSecond) / 100;
  return { ...result, cpuMsPerRequest };
}

async function measure(kind: "pglite" | "postgres"): Promise<Run[]> {
  const database = await createTempDatabase(kind, serverUrl);
  try {
    const handle = await database.open();
    try {
      await handle.migrate();
      await seedBenchCatalogue(handle.db, products);
    } finally {
      await handle.close();
    }
    const profiling = profileDir
      ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`]
      : [];
    const shop = await startShopProcess(database.env, await freePort(), profiling);
    try {
      const target = pageLoadTarget(
        signedInHomeTarget(await signedInCustomers(shop.url, signedInCount)),
      );
      const results: Run[] = [];
      for (let run = 1; run <= runs; run++) {
        results.push(await measureRun(shop.url, shop.pid, target));
        const { requestsPerSecond, p50, p99, failures, cpuMsPerRequest } = results.at(-1)!;
        console.log(
          `${kind} run ${run}: ${requestsPerSecond} req/s, p50 ${p50} ms, p99 ${p99} ms, ${failures} failed, ${cpuMsPerRequest} CPU ms a request`,
        );
      }
      return results;
    } finally {
      await shop.stop();
    }
  } finally {
    await database.drop();
  }
}

buildIfNeeded();
for (const kind of kinds) {
  if (kind !== "postgres" && kind !== "pglite") throw new Error(`BENCH_DATABASES: unknown ${kind}`);
  const results = await measure(kind);
  const of = (pick: (result: Run) => number) => median(results.map(pick));
  console.log(
    `${kind} median of ${runs}: ${of((r) => r.requestsPerSecond)} req/s, p50 ${of((r) => r.p50)} ms, p99 ${of((r) => r.p99)} ms, ${of((r) => r.cpuMsPerRequest)} CPU ms a request`,
  );
}
