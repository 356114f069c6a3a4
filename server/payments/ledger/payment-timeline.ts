import { asc, eq } from "drizzle-orm";
import type { PaymentTimelineEntry } from "#contracts/payment-review.ts";
import type { DbExecutor } from "#server/db/client.ts";
import { paymentEvent } from "#server/db/payment-schema.ts";

/**
 * Order `orderId`'s payment timeline (decision 020): every change of its money — prompts,
 * payments, attachments, refunds — with who made it, oldest first (payment_event, read on its
 * order index).
 */
export async function readPaymentTimeline(
  db: DbExecutor,
  orderId: string,
): Promise<PaymentTimelineEntry[]> {
  const rows = await db
    .select({
      id: paymentEvent.id,
      createdAt: paymentEvent.createdAt,
      actor: paymentEvent.actor,
      message: paymentEvent.message,
      receiptNumber: paymentEvent.receiptNumber,
      amount: paymentEvent.amount,
    })
    .from(paymentEvent)
    .where(eq(paymentEvent.orderId, orderId))
    .orderBy(asc(paymentEvent.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, at: createdAt.toISOString() }));
}
