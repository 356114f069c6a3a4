import { eq } from "drizzle-orm";
import { paymentTexts } from "#contracts/payment-messages.ts";
import type { DbTransaction } from "../db/client";
import { order } from "../db/order-schema";
import { PaymentError } from "./payment-error";

/**
 * Locks order `orderId`'s row for a new payment attempt (decision 020) and returns its total in
 * whole KSh; payments of one order queue here.
 * @throws PaymentError 404 for an unknown order, 409 when it is paid or refunded, cancelled, or
 *   has nothing to pay.
 */
export async function lockPayableOrder(tx: DbTransaction, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ total: order.total, status: order.status, paymentStatus: order.paymentStatus })
    .from(order)
    .where(eq(order.id, orderId))
    .for("update");
  if (!row) throw new PaymentError("Order not found", 404);
  if (row.paymentStatus === "paid" || row.paymentStatus === "refunded") {
    throw new PaymentError(paymentTexts.alreadyPaid, 409);
  }
  if (row.status === "cancelled") throw new PaymentError(paymentTexts.orderCancelled, 409);
  if (row.total <= 0) throw new PaymentError(paymentTexts.nothingToPay, 409);
  return row.total;
}
