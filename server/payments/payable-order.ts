import { eq } from "drizzle-orm";
import { paymentRefusalOf } from "#contracts/payable-order.ts";
import type { DbTransaction } from "../db/client";
import { order } from "../db/order-schema";
import { PaymentError } from "./payment-error";

/**
 * Locks order `orderId`'s row for a new payment attempt (decision 020) and returns its total in
 * whole KSh; payments of one order queue here.
 * @throws PaymentError 404 for an unknown order, 409 with paymentRefusalOf's text when it cannot
 *   be paid (a WhatsApp order; paid or refunded; cancelled, shipped or delivered; nothing to pay).
 */
export async function lockPayableOrder(tx: DbTransaction, orderId: string): Promise<number> {
  const [row] = await tx
    .select({
      orderMethod: order.orderMethod,
      status: order.status,
      paymentStatus: order.paymentStatus,
      total: order.total,
    })
    .from(order)
    .where(eq(order.id, orderId))
    .for("update");
  if (!row) throw new PaymentError("Order not found", 404);
  const refusal = paymentRefusalOf(row);
  if (refusal) throw new PaymentError(refusal, 409);
  return row.total;
}
