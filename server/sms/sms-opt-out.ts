import { and, eq, inArray, sql } from "drizzle-orm";
import { resendableSmsStatuses } from "#contracts/sms.ts";
import type { Db } from "../db/client";
import { smsOptOut, smsOutbox } from "../db/sms-schema";

/** The opted-out SMS's reason, on its row. */
const optedOutText = "The customer asked for no more SMS.";

/**
 * Stops SMS to `phone` (E.164; DESIGN §5): the customer replied STOP (`source` 'reply') or staff
 * marked them (`source` the staff member's name). Their SMS still waiting are marked opted out,
 * in the same transaction. A phone already opted out keeps its first reason.
 */
export async function optOutOfSms(db: Db, phone: string, source: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(smsOptOut).values({ phone, source }).onConflictDoNothing();
    await tx
      .update(smsOutbox)
      .set({ status: "opted_out", lastError: optedOutText })
      .where(and(eq(smsOutbox.recipient, phone), eq(smsOutbox.status, "queued")));
  });
}

/** Whether `phone` (E.164) gets no more SMS. */
export async function isOptedOut(db: Db, phone: string): Promise<boolean> {
  return (await db.$count(smsOptOut, eq(smsOptOut.phone, phone))) > 0;
}

/**
 * Queues SMS `smsId` of order `orderId` again, due now, when it did not go or may not have
 * (failed, unconfirmed): staff decided to send it (decision 042). Its recipient must not have
 * opted out.
 * @returns whether it was queued.
 */
export async function resendSms(db: Db, orderId: string, smsId: number): Promise<boolean> {
  const queued = await db
    .update(smsOutbox)
    .set({ status: "queued", attempts: 0, lastError: null, nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(smsOutbox.id, smsId),
        eq(smsOutbox.orderId, orderId),
        inArray(smsOutbox.status, [...resendableSmsStatuses]),
        sql`not exists (select 1 from ${smsOptOut} where ${smsOptOut.phone} = ${smsOutbox.recipient})`,
      ),
    )
    .returning({ id: smsOutbox.id });
  return queued.length > 0;
}
