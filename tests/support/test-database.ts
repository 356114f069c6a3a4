import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { createPglite, openPostgres, wrapPglite, type DatabaseHandle } from "#server/db/client.ts";
import { withAdminClient } from "./postgres-admin";

/** Which database this test project runs on (vitest.config.ts). */
export const testDatabaseKind = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/** A test database; `url` is the PostgreSQL database's own address (none for PGlite). */
export type TestDatabaseHandle = DatabaseHandle & { url?: string };

/**
 * A fresh, migrated database for one test file: a copy of the project's migrated template (a
 * PGlite data folder, or a PostgreSQL database on TEST_DATABASE_URL's server copied with
 * `CREATE DATABASE … TEMPLATE` and dropped when closed).
 */
export async function openTestDatabase(): Promise<TestDatabaseHandle> {
  if (testDatabaseKind === "pglite") {
    const template = new Blob([fs.readFileSync(inject("pgliteTemplate"))]);
    return wrapPglite(await createPglite(undefined, template));
  }
  return openPostgresDatabase("loris_test", `TEMPLATE ${inject("postgresTemplate")}`, 4);
}

/**
 * A fresh database with no tables, on this project's kind: for a test that runs the
 * migrations itself (say, up to one, then rows as they were stored, then that one). Dropped
 * when closed, on PostgreSQL.
 */
export async function openEmptyDatabase(): Promise<TestDatabaseHandle> {
  if (testDatabaseKind === "pglite") return wrapPglite(await createPglite());
  return openPostgresDatabase("loris_empty", "", 2);
}

/**
 * A new database `{prefix}_{random}` on TEST_DATABASE_URL's server, made with `options` (e.g.
 * its template), opened with at most `max` connections and dropped when closed.
 */
async function openPostgresDatabase(
  prefix: string,
  options: string,
  max: number,
): Promise<TestDatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name} ${options}`.trim()),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { max });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}
