import { and, eq, isNull } from "drizzle-orm";
import { formatPrice } from "#contracts/money.ts";
import type { DbTransaction } from "#server/db/client.ts";
import { payment } from "#server/db/payment-schema.ts";
import { addPaymentEvent } from "./order-balance";

/**
 * Keeps the money counted for order `orderId`, being cancelled by `actor`, for staff's review
 * (decision 049): each payment counted for it waits on the Payments page ('Its order was
 * cancelled') until staff move it to another order or mark it refunded; the order's timeline
 * says so. Call under the order's lock, in the cancelling transaction.
 */
export async function keepCancelledOrderMoney(
  tx: DbTransaction,
  { orderId, amountPaid, actor }: { orderId: string; amountPaid: number; actor: string },
  now: Date,
): Promise<void> {
  await tx
    .update(payment)
    .set({ issue: "order_cancelled" })
    .where(and(eq(payment.orderId, orderId), isNull(payment.refundedAt)));
  await addPaymentEvent(
    tx,
    {
      orderId,
      actor,
      message: `Order cancelled with ${formatPrice(amountPaid)} paid: the money waits for review on the Payments page`,
      amount: amountPaid,
    },
    now,
  );
}

/**
 * Order `orderId`, re-opened by `actor`, counts the payments its cancellation left for review
 * again (decision 049); its timeline says so. Nothing happens when none waits.
 */
export async function restoreReopenedOrderMoney(
  tx: DbTransaction,
  { orderId, actor }: { orderId: string; actor: string },
  now: Date,
): Promise<void> {
  const restored = await tx
    .update(payment)
    .set({ issue: null })
    .where(
      and(
        eq(payment.orderId, orderId),
        eq(payment.issue, "order_cancelled"),
        isNull(payment.refundedAt),
      ),
    )
    .returning({ amount: payment.amount });
  if (restored.length === 0) return;
  const amount = restored.reduce((sum, row) => sum + row.amount, 0);
  await addPaymentEvent(
    tx,
    {
      orderId,
      actor,
      message: `Order re-opened: the ${formatPrice(amount)} kept for review counts for it again`,
      amount,
    },
    now,
  );
}
