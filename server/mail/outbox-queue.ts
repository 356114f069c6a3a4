import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/mail-schema";
import { fromNow, retryDelayMs } from "../jobs/retry-backoff";

/** An outbox row as the worker reads it. */
export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The message's identity (decision 018): `<outbox-{id}.{created, ms since epoch}@{domain}>`. Every
 * attempt at one row carries it, so an SMTP receiver can drop a second delivery and the .eml
 * transport overwrites its file instead of adding one. The creation time keeps it unique when a
 * new database numbers its rows from 1 again.
 */
export function outboxMessageId(row: Pick<OutboxRow, "id" | "createdAt">, domain: string): string {
  return `<outbox-${row.id}.${row.createdAt.getTime()}@${domain}>`;
}

/** After this many attempts a message is left unsent, its last error kept on the row. */
export const maxMailAttempts = 10;

/**
 * How long a claimed message is hidden from other workers while it is sent. It outlasts the
 * transport's own timeouts; if the process dies mid-send, the message is due again after it.
 */
const claimLeaseMs = 5 * 60_000;

/**
 * Claims up to `limit` due messages (unsent, next_attempt_at reached, attempts left) for this
 * worker: counts the attempt and leases them for a few minutes, in one statement. Rows another
 * worker holds are skipped (FOR UPDATE SKIP LOCKED), so several processes can send at once and
 * each message is claimed once.
 */
export async function claimDueMail(db: Db, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        lt(mailOutbox.attempts, maxMailAttempts),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: fromNow(claimLeaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Keeps the payload a message was composed with when first sent (decision 045). */
export async function keepComposedPayload(db: Db, id: number, payload: object): Promise<void> {
  await db.update(mailOutbox).set({ payload }).where(eq(mailOutbox.id, id));
}

/** Marks a claimed message sent. */
export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()` })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt: its error, and when to try again (`retryDelayMs` of its attempts). */
export async function recordMailFailure(db: Db, row: OutboxRow, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: error, nextAttemptAt: fromNow(retryDelayMs(row.attempts)) })
    .where(eq(mailOutbox.id, row.id));
}
