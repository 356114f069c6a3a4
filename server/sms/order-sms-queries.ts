import { asc, eq } from "drizzle-orm";
import type { OrderSmsEntry } from "#contracts/sms.ts";
import type { DbExecutor } from "../db/client";
import { smsOutbox } from "../db/sms-schema";

/**
 * Order `orderId`'s SMS, oldest first (decision 042): what each is, where it stands and why it
 * has not gone, for staff on the order.
 */
export async function readOrderSms(db: DbExecutor, orderId: string): Promise<OrderSmsEntry[]> {
  const rows = await db
    .select({
      id: smsOutbox.id,
      kind: smsOutbox.kind,
      status: smsOutbox.status,
      recipient: smsOutbox.recipient,
      message: smsOutbox.message,
      lastError: smsOutbox.lastError,
      sentAt: smsOutbox.sentAt,
      createdAt: smsOutbox.createdAt,
    })
    .from(smsOutbox)
    .where(eq(smsOutbox.orderId, orderId))
    .orderBy(asc(smsOutbox.id));
  return rows.map(({ sentAt, createdAt, ...row }) => ({
    ...row,
    at: (sentAt ?? createdAt).toISOString(),
  }));
}
