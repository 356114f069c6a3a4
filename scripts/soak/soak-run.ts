import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "#server/db/client.ts";
import { seedDemoCatalogueOnce } from "#server/db/seed/seed-demo.ts";
import { createLogger } from "#server/log.ts";
import { createTempDatabase, type TempDatabase } from "../bench/bench-databases";
import { freePort, startShopProcess, type ShopProcess } from "../bench/shop-process";
import { checkSoak, expireDeadLeases, stockUpForSoak, type SoakFigures } from "./soak-checks";
import { placeOrdersOpenLoop } from "./soak-orders";

/** One soak: which database, how long, how hard. */
export interface SoakOptions {
  kind: "pglite" | "postgres";
  /** How long orders arrive, in s. */
  seconds: number;
  /** SIGKILLs, evenly spaced over `seconds`; each followed by a restart. */
  kills: number;
  ratePerSecond: number;
  /** PostgreSQL server for the fresh database, e.g. postgres://postgres@127.0.0.1:5432/postgres. */
  serverUrl: string;
  /** Progress lines (restarts, phases). */
  report?: (line: string) => void;
}

/** How long shoppers keep retrying after the last arrival, in ms. */
const retryGraceMs = 60_000;
/** The mail worker has caught up when the outbox folder is unchanged this long (its pass is 5 s). */
const mailQuietMs = 7_000;

/**
 * The fault test (decision 018): a fresh database with the demo catalogue, every product stocked
 * with soakStockLevel units; the production server in a child process; orders placed in an
 * open loop while the server is SIGKILLed `kills` times and restarted. Then the server is
 * stopped, the dead processes' mail leases expired, and the server started again until the
 * outbox is sent. Returns the figures (soak-checks.ts); the database is dropped.
 */
export async function runSoak(options: SoakOptions): Promise<SoakFigures> {
  const report = options.report ?? (() => undefined);
  const database = await createTempDatabase(options.kind, options.serverUrl);
  const dataDir = database.env.DATA_DIR!;
  const runId = randomBytes(4).toString("hex");
  try {
    const productIds = await withDatabase(database, async (db) => {
      await seedDemoCatalogueOnce(db, createLogger("silent"));
      return stockUpForSoak(db);
    });
    // Every order, and the cart it is placed from, comes from one address here.
    const env = { ...database.env, ORDER_RATE_LIMIT: "1000000", GUEST_CART_RATE_LIMIT: "1000000" };
    const port = await freePort();
    let shop: ShopProcess = await startShopProcess(env, port);
    const loadStarts = Date.now();
    const loadEnds = loadStarts + options.seconds * 1000;
    const placing = placeOrdersOpenLoop({
      shopUrl: () => shop.url,
      runId,
      productIds,
      ratePerSecond: options.ratePerSecond,
      seconds: options.seconds,
      deadline: () => loadEnds + retryGraceMs,
    });
    const killEveryMs = (options.seconds * 1000) / (options.kills + 1);
    for (let kill = 1; kill <= options.kills; kill++) {
      await sleep(Math.max(0, loadStarts + kill * killEveryMs - Date.now()));
      await shop.kill();
      const started = Date.now();
      shop = await startShopProcess(env, port);
      report(`SIGKILL ${kill}/${options.kills}: back in ${Date.now() - started} ms`);
    }
    const outcomes = await placing;
    await shop.stop();
    report("orders placed; expiring the killed processes' mail leases and sending the outbox");
    await withDatabase(database, expireDeadLeases);
    shop = await startShopProcess(env, port);
    await waitForQuietOutbox(path.join(dataDir, "outbox"));
    await shop.stop();
    return await withDatabase(database, (db) => checkSoak(db, outcomes, runId, dataDir));
  } finally {
    await database.drop();
  }
}

/** Opens the database in this process (no shop running), runs `work`, closes it. */
async function withDatabase<T>(database: TempDatabase, work: (db: Db) => Promise<T>): Promise<T> {
  const handle = await database.open();
  try {
    await handle.migrate();
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** Resolves once no .eml file has been added or replaced in `dir` for mailQuietMs. */
async function waitForQuietOutbox(dir: string): Promise<void> {
  const modified = (name: string) => fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
  const state = () =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.endsWith(".eml"))
          .map((name) => `${name}:${modified(name)?.mtimeMs}`)
          .join()
      : "";
  let last = state();
  let quietSince = Date.now();
  while (Date.now() - quietSince < mailQuietMs) {
    await sleep(500);
    const now = state();
    if (now !== last) [last, quietSince] = [now, Date.now()];
  }
}
