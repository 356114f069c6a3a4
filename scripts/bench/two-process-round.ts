import fs from "node:fs";
import path from "node:path";
import { buildDir } from "#server/build-dir.ts";
import type { TempDatabase } from "./bench-databases";
import {
  cataloguePageTargets,
  ceilingPath,
  ceilingTarget,
  measureTarget,
  renderedHomeTarget,
  signedInHomeTarget,
  type LoadResult,
} from "./load-targets";
import { freePort, startShopProcess } from "./shop-process";

/** How long each target of the round runs (s). */
export interface RoundTimes {
  loadSeconds: number;
  warmupSeconds: number;
}

/**
 * One load round on a shop started with WEB_CONCURRENCY=2 over `database` (PostgreSQL: PGlite
 * belongs to one process): the guests' catalogue pages, home rendered for each request, home for
 * the signed-in customers of `sessionCookies` and the static ceiling, to set against the one-process rounds (issue 15).
 */
export async function measureTwoProcesses(
  database: TempDatabase,
  productId: string,
  sessionCookies: string[],
  times: RoundTimes,
): Promise<LoadResult[]> {
  const shop = await startShopProcess({ ...database.env, WEB_CONCURRENCY: "2" }, await freePort());
  const ceilingFile = path.join(buildDir, "client", ceilingPath);
  try {
    fs.writeFileSync(ceilingFile, await (await fetch(`${shop.url}/`)).text());
    const targets = [
      ...cataloguePageTargets(productId),
      renderedHomeTarget,
      signedInHomeTarget(sessionCookies),
      ceilingTarget,
    ];
    const results: LoadResult[] = [];
    for (const target of targets) {
      results.push(await measureTarget(shop.url, target, times.loadSeconds, times.warmupSeconds));
    }
    return results;
  } finally {
    fs.rmSync(ceilingFile, { force: true });
    await shop.stop();
  }
}
