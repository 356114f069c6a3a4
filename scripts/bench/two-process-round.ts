import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildDir } from "#server/build-dir.ts";
import type { TempDatabase } from "./bench-databases";
import { cpuShares, readCpu } from "./cpu-usage";
import {
  cataloguePageTargets,
  ceilingPath,
  ceilingTarget,
  loadConnections,
  pageLoadTarget,
  renderedHomeTarget,
  runTarget,
  signedInHomeTarget,
  type LoadResult,
  type PageTarget,
} from "./load-targets";
import { freePort, startShopProcess } from "./shop-process";
import { hasWrk, runWrk } from "./wrk";

/** How long each target of the round runs (s). */
export interface RoundTimes {
  loadSeconds: number;
  warmupSeconds: number;
}

/** One process against two on the same targets, loaded by the same generator. */
export interface TwoProcessComparison {
  /** wrk when installed (it leaves the shop more CPU), else autocannon. */
  loadGenerator: "wrk" | "autocannon";
  /** The machine's cores, which the shop shares with the load generator and PostgreSQL. */
  cores: number;
  oneProcess: LoadResult[];
  twoProcesses: LoadResult[];
}

type Run = (origin: string, target: PageTarget, seconds: number) => Promise<LoadResult>;

/**
 * Every target of `targets` on a shop of `processes` processes over `database`: a warm-up,
 * then `times.loadSeconds` measured, with where the machine's cores went meanwhile.
 */
async function measureShop(
  database: TempDatabase,
  processes: number,
  targets: PageTarget[],
  times: RoundTimes,
  run: Run,
): Promise<LoadResult[]> {
  const env = { ...database.env, WEB_CONCURRENCY: String(processes) };
  const shop = await startShopProcess(env, await freePort());
  const ceilingFile = path.join(buildDir, "client", ceilingPath);
  try {
    fs.writeFileSync(ceilingFile, await (await fetch(`${shop.url}/`)).text());
    const results: LoadResult[] = [];
    for (const target of targets) {
      await run(shop.url, target, times.warmupSeconds);
      const before = readCpu(shop.pid);
      const result = await run(shop.url, target, times.loadSeconds);
      const cpu = cpuShares(before, readCpu(shop.pid), os.cpus().length);
      results.push({ ...result, cpu });
    }
    return results;
  } finally {
    fs.rmSync(ceilingFile, { force: true });
    await shop.stop();
  }
}

/**
 * Decision 026's comparison on PostgreSQL (PGlite belongs to one process): the guests' catalogue
 * pages, home rendered for each request, home for the signed-in customers of `sessionCookies`
 * and the static ceiling, first on a shop of one process, then on one started with
 * WEB_CONCURRENCY=2, both loaded by wrk when it is installed (autocannon otherwise).
 */
export async function compareTwoProcesses(
  database: TempDatabase,
  productId: string,
  sessionCookies: string[],
  times: RoundTimes,
): Promise<TwoProcessComparison> {
  const targets = [
    ...cataloguePageTargets(productId),
    renderedHomeTarget,
    signedInHomeTarget(sessionCookies),
    ceilingTarget,
  ];
  const loadGenerator = hasWrk() ? "wrk" : "autocannon";
  const run: Run = (origin, target, seconds) =>
    loadGenerator === "wrk"
      ? runWrk(origin, target, loadConnections, seconds)
      : runTarget(origin, pageLoadTarget(target), seconds);
  return {
    loadGenerator,
    cores: os.cpus().length,
    oneProcess: await measureShop(database, 1, targets, times, run),
    twoProcesses: await measureShop(database, 2, targets, times, run),
  };
}
