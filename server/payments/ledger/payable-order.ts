import { eq } from "drizzle-orm";
import { balanceDue, paymentRefusalOf, type PaymentRequester } from "#contracts/payable-order.ts";
import type { DbTransaction } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { Refusal } from "#server/http/refusal.ts";

/** An order locked for a payment: what is still to pay (whole KSh) and its own phone (E.164). */
export interface PayableOrder {
  balance: number;
  phone: string | null;
}

/**
 * Locks order `orderId`'s row for a new payment attempt (decision 020) and returns its balance
 * and phone; payments of one order queue here.
 * @throws Refusal 404 for an unknown order, 409 with paymentRefusalOf's text when
 *   `requester` may not ask it to pay (a WhatsApp order; paid or refunded; cancelled, shipped or
 *   delivered; nothing to pay).
 */
export async function lockPayableOrder(
  tx: DbTransaction,
  orderId: string,
  requester: PaymentRequester,
): Promise<PayableOrder> {
  const [row] = await tx
    .select({
      orderMethod: order.orderMethod,
      status: order.status,
      paymentStatus: order.paymentStatus,
      total: order.total,
      amountPaid: order.amountPaid,
      phone: order.phone,
    })
    .from(order)
    .where(eq(order.id, orderId))
    .for("update");
  if (!row) throw new Refusal("Order not found", 404);
  const refusal = paymentRefusalOf(row, requester);
  if (refusal) throw new Refusal(refusal, 409);
  return { balance: balanceDue(row), phone: row.phone };
}
