import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { fileURLToPath } from "node:url";
import pg from "pg";
import * as catalogSchema from "./schema";
import * as mailSchema from "./mail-schema";
import * as orderSchema from "./order-schema";
import * as authSchema from "./auth-schema";
import * as cartSchema from "./cart-schema";
import * as paymentSchema from "./payment-schema";
import * as limitSchema from "./limit-schema";
import * as smsSchema from "./sms-schema";
import * as settingsSchema from "./settings-schema";
import * as keptFiguresSchema from "./kept-figures-schema";
import * as perfumeSchema from "./perfume-schema";
import * as discountSchema from "./discount-schema";
import * as returningCustomerSchema from "./returning-customer-schema";
import * as marketingSchema from "./marketing-schema";
import * as staffSchema from "./staff-schema";
import * as stockMovementSchema from "./stock-movement-schema";
import * as activitySchema from "./activity-schema";
import * as returnSchema from "./return-schema";
import * as deliverySchema from "./delivery-schema";
import { withDrizzleParsersInstalled } from "./pglite-parsers";
import { pgliteNotifications, postgresNotifications, type Listen } from "./notifications";

/**
 * Every table, by domain: the catalogue, orders, the mail outbox, accounts, carts, payments and
 * the abuse limits' counts, the SMS outbox, the shop settings, the kept customer and daily
 * figures, the brands and notes, the discount codes, returning customers' proofs and saved
 * addresses, the marketing messages' requests, consents and opt-outs, staff invitations, the
 * stock movements, the activity trail, returns and refunds, and delivery zones and pickup points.
 */
const schema = {
  ...catalogSchema,
  ...orderSchema,
  ...mailSchema,
  ...authSchema,
  ...cartSchema,
  ...paymentSchema,
  ...limitSchema,
  ...smsSchema,
  ...settingsSchema,
  ...keptFiguresSchema,
  ...perfumeSchema,
  ...discountSchema,
  ...returningCustomerSchema,
  ...marketingSchema,
  ...staffSchema,
  ...stockMovementSchema,
  ...activitySchema,
  ...returnSchema,
  ...deliverySchema,
};

/** The committed drizzle-kit migrations (generated, never edited by hand). */
export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "migrations",
);

/** The database handle every domain function takes: PGlite and node-postgres alike. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of a Db, as `db.transaction(async (tx) => …)` hands it over. */
export type DbTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Where a query may run: the database itself or a transaction of it. */
export type DbExecutor = Db | DbTransaction;

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies every pending committed migration with drizzle-orm's migrator (DESIGN §10). */
  migrate(): Promise<void>;
  /** LISTEN for `pg_notify` on a channel: across processes on PostgreSQL, in-process on PGlite. */
  listen: Listen;
  /** Checkpoints (PGlite) and closes; safe to call twice. */
  close(): Promise<void>;
}

/** The advisory lock taken while migrating PostgreSQL ('Loris' + 0). */
export const migrationLockKey = 0x4c6f72697300;

/** Opens PostgreSQL through a node-postgres pool. */
export function openPostgres(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => undefined);
  let closed: Promise<void> | undefined;
  const db = drizzlePostgres(pool, { schema });
  const notifications = postgresNotifications(url);
  return {
    db,
    kind: "postgres",
    migrate: () => migrateUnderLock(pool),
    listen: notifications.listen,
    close: () => (closed ??= notifications.close().then(() => pool.end())),
  };
}

/**
 * Applies pending migrations on one connection holding `migrationLockKey`, so that processes
 * starting together on one database (WEB_CONCURRENCY, several machines: decision 022) migrate one
 * after another; the later ones find nothing left to apply.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
  } finally {
    // A connection that cannot unlock is broken: destroyed, it takes its lock with it.
    const unlocked = await client.query("select pg_advisory_unlock($1)", [migrationLockKey]).then(
      () => true,
      () => false,
    );
    client.release(!unlocked);
  }
}

/** Wraps an already open PGlite (tests load one from a migrated template). */
export function wrapPglite(client: PGlite, onClose: () => void = () => undefined): DatabaseHandle {
  let closed: Promise<void> | undefined;
  const db = drizzlePglite(withDrizzleParsersInstalled(client), { schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: pgliteNotifications(client).listen,
    close: () =>
      (closed ??= (async () => {
        await client.exec("CHECKPOINT");
        await client.close();
        onClose();
      })()),
  };
}

/**
 * Creates a PGlite with the extensions our migrations need; `dataDir` undefined = in memory.
 * PostgreSQL's default 128 MB of shared buffers is WebAssembly memory the process keeps for
 * good; 32 MB holds a 10,000-product catalogue and its indexes, and the operating system
 * caches the data files behind it (decision 011).
 */
export async function createPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({
    dataDir,
    loadDataDir,
    extensions: { pg_trgm },
    postgresqlconf: ["shared_buffers = 32MB"],
  });
}

/**
 * Opens the embedded PGlite database persisted in `dataDir`, taking a lock file so that no
 * second process opens the same folder (PGlite has no lock of its own, DESIGN §10).
 * @throws Error when another live process holds the folder.
 */
export async function openPgliteDir(dataDir: string): Promise<DatabaseHandle> {
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = takeLock(path.join(dataDir, "pglite.lock"));
  try {
    return wrapPglite(await createPglite(path.join(dataDir, "pglite")), releaseLock);
  } catch (error) {
    releaseLock();
    throw error;
  }
}

function takeLock(lockPath: string): () => void {
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
  } catch {
    const holder = Number(fs.readFileSync(lockPath, "utf8"));
    if (isAlive(holder)) {
      throw new Error(
        `The database folder is in use by process ${holder} (${lockPath}). Stop it, or set DATA_DIR to another folder.`,
      );
    }
    fs.writeFileSync(lockPath, String(process.pid));
  }
  return () => fs.rmSync(lockPath, { force: true });
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens the configured database (DESIGN §1): PostgreSQL when `databaseUrl` is set, otherwise
 * PGlite persisted under `dataDir`.
 */
export function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? Promise.resolve(openPostgres(config.databaseUrl))
    : openPgliteDir(config.dataDir);
}
