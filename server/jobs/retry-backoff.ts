import { sql } from "drizzle-orm";

/**
 * Backoff after the nth failed attempt (n ≥ 1) of an outbox message, mail or SMS (DESIGN §5):
 * 30 s × 2^(n−1) — 30 s, 1 min, 2 min… — at most 1 h.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);
}

/** `now() + ms` computed by the database, so every process shares one clock. */
export const fromNow = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`;
