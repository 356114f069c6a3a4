import type { RefundInput } from "#contracts/returns-refunds.ts";
import type { DbExecutor } from "#server/db/client.ts";
import { queueOrderRefundMail } from "#server/mail/order-refund.ts";
import { refundSmsText } from "#server/sms/order-sms-text.ts";
import { queueTextSms } from "#server/sms/text-sms.ts";

/** A Kenyan mobile number in E.164, the only kind the SMS gateway sends to (decision 042). */
const kenyanMobile = /^\+254[17]\d{8}$/;

/**
 * Tells order `orderId`'s customer of refund `refundId` (docs/decisions/076-returns-refunds.md),
 * inside the refund's transaction, so they hear of it if and only if it commits: an SMS with the
 * amount, way and code to the order's phone (when Kenyan), and an e-mail when the order has an
 * address. Each refund is told once.
 */
export async function notifyRefund(
  tx: DbExecutor,
  {
    orderId,
    refundId,
    phone,
    refund,
    shopPhone,
  }: {
    orderId: string;
    refundId: number;
    phone: string | null;
    refund: RefundInput;
    shopPhone: string;
  },
): Promise<void> {
  if (phone && kenyanMobile.test(phone)) {
    const message = refundSmsText({ orderId, ...refund }, shopPhone);
    await queueTextSms(tx, { kind: "order_refunded", recipient: phone, message, orderId });
  }
  await queueOrderRefundMail(tx, orderId, refundId);
}
