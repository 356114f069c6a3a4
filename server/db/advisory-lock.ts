import { sql } from "drizzle-orm";
import type { DbTransaction } from "./client";

/** The namespaces of transaction-scoped advisory locks, one per kind of thing locked. */
export const advisoryLockSpaces = {
  /** A phone number's M-PESA prompts (decision 020's per-phone limit). */
  promptPhone: 0x4c50,
  /** The team's owners: the last enabled owner stays one (decision 072). */
  staffOwners: 0x4c53,
} as const;

/**
 * Takes a transaction-scoped advisory lock on `name` within `space`, waiting for another
 * transaction holding it; it ends with the transaction. Serialises a rule no row can lock (a
 * count over rows yet to be inserted), on PostgreSQL and PGlite alike. Take it after the rows
 * the transaction locks first (orders), so the lock order stays one way.
 */
export async function lockAdvisory(
  tx: DbTransaction,
  space: (typeof advisoryLockSpaces)[keyof typeof advisoryLockSpaces],
  name: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, hashtext(${name}))`);
}
