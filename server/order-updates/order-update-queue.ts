import type { OrderUpdateKind } from "#contracts/sms.ts";
import type { DbExecutor } from "#server/db/client.ts";
import { queueOrderUpdateMail } from "#server/mail/order-update.ts";
import { queueOrderSms } from "#server/sms/order-sms.ts";

/**
 * Tells order `orderId`'s customer of `kind` — by SMS to its phone, by e-mail to its address —
 * inside the caller's transaction, so they hear of it if and only if the change commits; each
 * update goes once per order (decisions 042 and 045). Below orders and payments, which both call
 * it (decision 051).
 */
export async function queueOrderUpdate(
  tx: DbExecutor,
  orderId: string,
  kind: OrderUpdateKind,
): Promise<void> {
  await queueOrderSms(tx, orderId, kind);
  await queueOrderUpdateMail(tx, orderId, kind);
}
