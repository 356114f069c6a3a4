import { asc, eq, inArray } from "drizzle-orm";
import type { DbTransaction } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { payment } from "#server/db/payment-schema.ts";

/**
 * Locks the orders `orderIds` (unknown ids and nulls skipped) in id order. Every path that
 * changes an order's money locks its orders before any payment row (decision 049): two staff
 * acting on one order and one payment then queue instead of deadlocking.
 */
export async function lockOrders(
  tx: DbTransaction,
  orderIds: readonly (string | null)[],
): Promise<void> {
  const ids = [...new Set(orderIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return;
  await tx
    .select({ id: order.id })
    .from(order)
    .where(inArray(order.id, ids))
    .orderBy(asc(order.id))
    .for("update");
}

/**
 * Locks the order payment `paymentId` is counted for (if any) and `alsoOrderId`, then returns
 * that order's id as it stands under those locks: a payment moved between the read and the
 * locks is read again, so its order is always locked before the payment is.
 * @returns the payment's order (null = unmatched), or undefined for an unknown payment.
 */
export async function lockOrdersOfPayment(
  tx: DbTransaction,
  paymentId: number,
  alsoOrderId: string | null = null,
): Promise<string | null | undefined> {
  for (;;) {
    const [seen] = await tx
      .select({ orderId: payment.orderId })
      .from(payment)
      .where(eq(payment.id, paymentId));
    if (!seen) return undefined;
    await lockOrders(tx, [seen.orderId, alsoOrderId]);
    const [now] = await tx
      .select({ orderId: payment.orderId })
      .from(payment)
      .where(eq(payment.id, paymentId));
    if (now?.orderId === seen.orderId) return seen.orderId;
  }
}
