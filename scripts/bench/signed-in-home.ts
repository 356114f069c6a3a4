// `npm run bench:signed-in-home`: only `npm run bench`'s signed-in home
// target (decision 050), a few minutes instead of the whole bench. On each database of
// BENCH_DATABASES (postgres,pglite by default): seeds the bench catalogue, starts the production
// server, signs up the 50 customers and runs the target BENCH_RUNS times (3), printing each run
// and the medians. BENCH_CPU_PROF=<folder>: the shop writes a V8 CPU profile there when it stops.
import path from "node:path";
import { buildIfNeeded } from "../build-if-needed";
import { seedBenchCatalogue } from "./bench-catalogue";
import { createTempDatabase } from "./bench-databases";
import { measureTarget, pageLoadTarget, signedInHomeTarget, type LoadResult } from "./load-targets";
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

async function measure(kind: "pglite" | "postgres"): Promise<LoadResult[]> {
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
      const results: LoadResult[] = [];
      for (let run = 1; run <= runs; run++) {
        results.push(await measureTarget(shop.url, target, loadSeconds, warmupSeconds));
        const { requestsPerSecond, p50, p99, failures } = results.at(-1)!;
        console.log(
          `${kind} run ${run}: ${requestsPerSecond} req/s, p50 ${p50} ms, p99 ${p99} ms, ${failures} failed`,
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
  const of = (pick: (result: LoadResult) => number) => median(results.map(pick));
  console.log(
    `${kind} median of ${runs}: ${of((r) => r.requestsPerSecond)} req/s, p50 ${of((r) => r.p50)} ms, p99 ${of((r) => r.p99)} ms`,
  );
}
