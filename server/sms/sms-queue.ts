import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { order } from "../db/order-schema";
import { smsOutbox } from "../db/sms-schema";
import { notifyOrderChange } from "../live/order-changes";
import { fromNow, retryDelayMs } from "../jobs/retry-backoff";

/** An outbox SMS as the worker reads it. */
export type SmsRow = typeof smsOutbox.$inferSelect;

/** After this many attempts an SMS is given up (`failed`), its last error kept on the row. */
export const maxSmsAttempts = 8;

/**
 * How long a claimed SMS may stay `sending`: longer than the gateway's own timeout. A row still
 * sending after it belonged to a process that died mid-send (recoverStrandedSms).
 */
export const smsLeaseMs = 2 * 60_000;

/**
 * Claims up to `limit` due queued SMS for this worker in one statement (FOR UPDATE SKIP LOCKED:
 * each row is claimed by one process): marks them `sending`, counts the attempt and leases them
 * for smsLeaseMs. The claim commits before anything goes to the gateway (decision 042).
 * @returns the claimed rows, oldest first.
 */
export async function claimDueSms(db: Db, limit: number): Promise<SmsRow[]> {
  const due = db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.status, "queued"), lte(smsOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(smsOutbox.nextAttemptAt), asc(smsOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(smsOutbox)
    .set({
      status: "sending",
      attempts: sql`${smsOutbox.attempts} + 1`,
      nextAttemptAt: fromNow(smsLeaseMs),
    })
    .where(inArray(smsOutbox.id, due))
    .returning();
  // RETURNING keeps no order: oldest first, so a customer hears 'confirmed' before 'paid'.
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * Puts claimed SMS back in the queue, due now, their attempt uncounted: for a worker that failed
 * before handing them to the gateway.
 */
export async function releaseSms(db: Db, rows: Pick<SmsRow, "id">[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .update(smsOutbox)
    .set({ status: "queued", attempts: sql`${smsOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(
      and(
        inArray(
          smsOutbox.id,
          rows.map((row) => row.id),
        ),
        eq(smsOutbox.status, "sending"),
      ),
    );
}

/**
 * Marks SMS whose lease ran out while `sending` as `unconfirmed`: their process died between
 * handing them to the gateway and hearing back, so they may have gone. Africa's Talking takes
 * no idempotency key, so sending again could send twice; staff see them on the order and may
 * send again by hand (decision 042).
 * @returns how many were marked.
 */
export async function recoverStrandedSms(db: Db): Promise<number> {
  const stranded = await db
    .update(smsOutbox)
    .set({
      status: "unconfirmed",
      lastError:
        "The shop stopped while this message was with the SMS gateway: it may not have gone.",
    })
    .where(and(eq(smsOutbox.status, "sending"), lte(smsOutbox.nextAttemptAt, sql`now()`)))
    .returning({ id: smsOutbox.id });
  return stranded.length;
}

/** What the gateway made of one SMS, as the worker records it. */
export type SmsOutcome =
  | { status: "sent"; gatewayMessageId: string }
  | { status: "queued" | "failed" | "unconfirmed" | "opted_out"; error: string };

/**
 * Records a claimed SMS's outcome, with the text it was sent with: `queued` again is retried
 * after retryDelayMs — or given up as `failed` after maxSmsAttempts. An SMS about an order
 * announces a change to the order's messages, so staff's pages showing them show the new state.
 */
export async function recordSmsOutcome(
  db: Db,
  row: Pick<SmsRow, "id" | "attempts">,
  message: string,
  outcome: SmsOutcome,
): Promise<SmsOutcome["status"]> {
  const isOutOfAttempts = outcome.status === "queued" && row.attempts >= maxSmsAttempts;
  const status = isOutOfAttempts ? "failed" : outcome.status;
  await db.transaction(async (tx) => {
    const [recorded] = await tx
      .update(smsOutbox)
      .set(
        outcome.status === "sent"
          ? { status, message, gatewayMessageId: outcome.gatewayMessageId, sentAt: sql`now()` }
          : {
              status,
              message,
              lastError: outcome.error.slice(0, 2000),
              nextAttemptAt: fromNow(retryDelayMs(row.attempts)),
            },
      )
      .where(and(eq(smsOutbox.id, row.id), eq(smsOutbox.status, "sending")))
      .returning({ orderId: smsOutbox.orderId });
    if (!recorded?.orderId) return;
    const [about] = await tx
      .select({ orderId: order.id, userId: order.userId, status: order.status })
      .from(order)
      .where(eq(order.id, recorded.orderId));
    if (about) await notifyOrderChange(tx, { ...about, messagesOnly: true });
  });
  return status;
}
