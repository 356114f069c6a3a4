import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPgliteDir, openPostgres, type DatabaseHandle } from "#server/db/client.ts";

/** A throwaway database for one bench leg, and the environment a shop process needs for it. */
export interface TempDatabase {
  kind: "pglite" | "postgres";
  /** DATA_DIR (and DATABASE_URL on PostgreSQL) for the shop process. */
  env: Record<string, string>;
  /** Opens it in this process; close before a shop process opens a PGlite (one owner). */
  open(): Promise<DatabaseHandle>;
  /** Removes the data folder and drops the PostgreSQL database. */
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A temporary data folder, holding the PGlite database itself on "pglite", or only the shop's
 * files beside a new database on `serverUrl`'s PostgreSQL server on "postgres".
 */
export async function createTempDatabase(
  kind: "pglite" | "postgres",
  serverUrl: string,
): Promise<TempDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "loris-bench-"));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === "pglite") {
    return {
      kind,
      env: { DATA_DIR: dataDir },
      open: () => openPgliteDir(dataDir),
      drop: async () => removeDir(),
    };
  }
  const name = `loris_bench_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => Promise.resolve(openPostgres(url.toString())),
    drop: async () => {
      removeDir();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
