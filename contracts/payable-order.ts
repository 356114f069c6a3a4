import type { OrderView } from "./order";
import { paymentTexts } from "./payment-messages";

/** What decides whether an order can be paid: its method, fulfilment and payment status, money. */
export type PayableOrderFields = Pick<
  OrderView,
  "orderMethod" | "status" | "paymentStatus" | "total" | "amountPaid"
>;

/**
 * Who asks for a payment: the shopper on their order's pages, or staff from Order Management
 * (who may prompt a confirmed WhatsApp order's phone, or a shipped order's at the door).
 */
export type PaymentRequester = "shopper" | "staff";

/** What is still to pay on `order`, whole KSh (never below 0). */
export function balanceDue(order: Pick<OrderView, "total" | "amountPaid">): number {
  return Math.max(0, order.total - order.amountPaid);
}

/**
 * Whether staff may record a payment taken at the door for `order` (decision 056): something
 * is still due on it, and it is not cancelled (a cancelled order takes no payment until
 * re-opened). The one rule for Order Management's form and the server.
 */
export function takesDoorPayment(
  order: Pick<OrderView, "status" | "total" | "amountPaid">,
): boolean {
  return balanceDue(order) > 0 && order.status !== "cancelled";
}

/**
 * Why `order` cannot be paid with M-PESA now, in the requester's words, or null when it can
 * (decision 020): not paid in full or refunded, not cancelled, with a balance above KSh 0. A
 * shopper pays only website orders not yet shipped (a WhatsApp order is paid as agreed in its
 * chat, a shipped one at the door); staff may also ask a confirmed WhatsApp order or a shipped
 * one to pay. The one rule for the server's payments and the pages' 'Pay' links and forms.
 */
export function paymentRefusalOf(
  order: PayableOrderFields,
  by: PaymentRequester = "shopper",
): string | null {
  if (order.orderMethod !== "website") {
    if (by === "shopper") return paymentTexts.whatsappOrder;
    if (order.status === "pending") return paymentTexts.whatsappNotConfirmed;
  }
  if (order.paymentStatus === "paid" || order.paymentStatus === "refunded") {
    return paymentTexts.alreadyPaid;
  }
  if (order.status === "cancelled") return paymentTexts.orderCancelled;
  if (by === "shopper" && (order.status === "shipped" || order.status === "delivered")) {
    return paymentTexts.orderShipped;
  }
  if (balanceDue(order) <= 0) return paymentTexts.nothingToPay;
  return null;
}
