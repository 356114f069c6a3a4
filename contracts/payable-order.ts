import type { OrderView } from "./order";
import { paymentTexts } from "./payment-messages";

/** What decides whether an order can be paid: its method, fulfilment and payment status, total. */
export type PayableOrderFields = Pick<
  OrderView,
  "orderMethod" | "status" | "paymentStatus" | "total"
>;

/**
 * Why `order` cannot be paid with M-PESA now, in the shopper's words, or null when it can
 * (decision 020): a website order (a WhatsApp order is paid as agreed in its chat), not paid or
 * refunded, not cancelled, not yet shipped or delivered (then it is paid at the door), with a
 * total above KSh 0. The one rule for the server's payments and the pages' 'Pay' links and forms.
 */
export function paymentRefusalOf(order: PayableOrderFields): string | null {
  if (order.orderMethod !== "website") return paymentTexts.whatsappOrder;
  if (order.paymentStatus === "paid" || order.paymentStatus === "refunded") {
    return paymentTexts.alreadyPaid;
  }
  if (order.status === "cancelled") return paymentTexts.orderCancelled;
  if (order.status === "shipped" || order.status === "delivered") return paymentTexts.orderShipped;
  if (order.total <= 0) return paymentTexts.nothingToPay;
  return null;
}
