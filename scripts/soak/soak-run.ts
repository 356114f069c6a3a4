import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "#server/db/client.ts";
import { seedDemoCatalogueOnce } from "#server/db/seed/seed-demo.ts";
import { createLogger } from "#server/log.ts";
import { createTempDatabase, type TempDatabase } from "../bench/bench-databases";
import { adminSessionCookie, createBenchAdmin } from "../bench/bench-admin";
import { startSmsSimulator } from "../sms-sim/africas-talking-simulator";
import { freePort, startShopProcess, type ShopProcess } from "../bench/shop-process";
import { checkSoak, expireDeadLeases, stockUpForSoak, type SoakFigures } from "./soak-checks";
import { placeOrdersOpenLoop } from "./soak-orders";
import { soakAlertPhone } from "./soak-sms";
import { changeStatusesWhileOrdersArrive } from "./soak-status-changes";

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

/**
 * How long shoppers and staff keep retrying after the last arrival or restart, whichever is
 * later, in ms: long enough for a machine loaded 2–3× (CI beside other tests).
 */
const retryGraceMs = 120_000;
/**
 * The mail and SMS workers have caught up when the outbox folder and the SMS simulator are
 * unchanged this long (their passes are 5 s apart).
 */
const outboxQuietMs = 7_000;

/**
 * The fault test (decisions 018, 042): a fresh database with the demo catalogue, every product
 * stocked with soakStockLevel units; the production server in a child process, sending SMS to
 * a simulator of Africa's Talking; orders placed in an open loop, and staff moving each to
 * confirmed then shipped, while the server is SIGKILLed `kills` times and restarted. Then the
 * server is stopped, the dead processes' mail and SMS leases expired, and the server started
 * again until both outboxes are sent. Returns the figures (soak-checks.ts); the database is
 * dropped.
 */
export async function runSoak(options: SoakOptions): Promise<SoakFigures> {
  const report = options.report ?? (() => undefined);
  const database = await createTempDatabase(options.kind, options.serverUrl);
  const sms = await startSmsSimulator({ port: 0 });
  const dataDir = database.env.DATA_DIR!;
  const runId = randomBytes(4).toString("hex");
  try {
    const { productIds, adminPassword } = await withDatabase(database, async (db) => {
      await seedDemoCatalogueOnce(db, createLogger("silent"));
      return { productIds: await stockUpForSoak(db), adminPassword: await createBenchAdmin(db) };
    });
    // Every order, and the cart it is placed from, comes from one address here.
    const env = {
      ...database.env,
      ORDER_RATE_LIMIT: "1000000",
      GUEST_CART_RATE_LIMIT: "1000000",
      AT_USERNAME: "sandbox",
      AT_API_KEY: "soak",
      AT_BASE_URL: sms.url,
      ORDER_ALERT_PHONE: soakAlertPhone,
    };
    const port = await freePort();
    let shop: ShopProcess = await startShopProcess(env, port);
    const cookie = await adminSessionCookie(shop.url, adminPassword);
    if (!cookie) throw new Error("the soak's admin could not open /admin");
    const loadStarts = Date.now();
    const loadEnds = loadStarts + options.seconds * 1000;
    // Shoppers and staff keep trying until a while after the last restart, however slow.
    let killsEnd = Number.POSITIVE_INFINITY;
    const deadline = () => Math.max(loadEnds, killsEnd) + retryGraceMs;
    const staff = changeStatusesWhileOrdersArrive({ shopUrl: () => shop.url, cookie, deadline });
    const placing = placeOrdersOpenLoop({
      shopUrl: () => shop.url,
      runId,
      productIds,
      ratePerSecond: options.ratePerSecond,
      seconds: options.seconds,
      deadline,
      onAcknowledged: staff.add,
    });
    const killEveryMs = (options.seconds * 1000) / (options.kills + 1);
    for (let kill = 1; kill <= options.kills; kill++) {
      await sleep(Math.max(0, loadStarts + kill * killEveryMs - Date.now()));
      await shop.kill();
      const started = Date.now();
      shop = await startShopProcess(env, port);
      report(`SIGKILL ${kill}/${options.kills}: back in ${Date.now() - started} ms`);
    }
    killsEnd = Date.now();
    const outcomes = await placing;
    report(`orders answered; ${staff.pending()} status changes still to make`);
    const changes = await staff.finish();
    await shop.stop();
    report("orders placed; expiring the killed processes' leases and sending the outboxes");
    await withDatabase(database, expireDeadLeases);
    shop = await startShopProcess(env, port);
    await waitForQuietOutboxes(path.join(dataDir, "outbox"), () => sms.messages.length);
    await shop.stop();
    return await withDatabase(database, (db) =>
      checkSoak(db, { outcomes, changes, sms: sms.messages }, runId, dataDir),
    );
  } finally {
    await sms.close();
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

/**
 * Resolves once no .eml file has been added or replaced in `dir`, and `smsCount()` has not
 * changed, for outboxQuietMs.
 */
async function waitForQuietOutboxes(dir: string, smsCount: () => number): Promise<void> {
  const modified = (name: string) => fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
  const state = () =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.endsWith(".eml"))
          .map((name) => `${name}:${modified(name)?.mtimeMs}`)
          .join() + smsCount()
      : String(smsCount());
  let last = state();
  let quietSince = Date.now();
  while (Date.now() - quietSince < outboxQuietMs) {
    await sleep(500);
    const now = state();
    if (now !== last) [last, quietSince] = [now, Date.now()];
  }
}
