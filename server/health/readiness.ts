import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrationsFolder, type Db } from "../db/client";

/** Whether this process should be sent requests, and if not, why (for the operator). */
export type Readiness = { isReady: true } | { isReady: false; reason: string };

/** How long the database may take to answer a readiness check (ms). */
export const readinessTimeoutMs = 2_000;

/**
 * A readiness check over `db` (decision 022, /readyz): the database answers within
 * readinessTimeoutMs and holds the newest committed migration (drizzle's journal, read once
 * here), and the process is not shutting down. Never throws: a failure is a reason.
 */
export function databaseReadiness(db: Db, shutdown: AbortSignal): () => Promise<Readiness> {
  const newestMigration = Math.max(
    ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis),
  );
  const check = async (): Promise<Readiness> => {
    const [table] = await db
      .select({ name: sql<string | null>`to_regclass('drizzle.__drizzle_migrations')::text` })
      .from(sql`(values (1)) as one`);
    if (!table?.name) return { isReady: false, reason: "migrations pending" };
    const [row] = await db
      .select({ newest: sql<string | null>`max(created_at)::text` })
      .from(sql`drizzle.__drizzle_migrations`);
    if (Number(row?.newest ?? 0) < newestMigration) {
      return { isReady: false, reason: "migrations pending" };
    }
    return { isReady: true };
  };
  return async () => {
    if (shutdown.aborted) return { isReady: false, reason: "shutting down" };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Readiness>((resolve) => {
      timer = setTimeout(
        () => resolve({ isReady: false, reason: "database did not answer in time" }),
        readinessTimeoutMs,
      );
    });
    try {
      return await Promise.race([
        check().catch(() => ({ isReady: false, reason: "database unreachable" }) as const),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
}
