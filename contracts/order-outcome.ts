import type { OrderView } from "./order";

/**
 * What the order success page (SPEC §2) is headed with, by what happened to the order: the page
 * title, the heading and, but for a placed order (whose line names its e-mail or WhatsApp), the
 * line under it. A failed or refunded payment and a cancelled order are not thanked for.
 */
export const orderOutcomeTexts = {
  placed: { title: "Thank you", heading: "Thank you for your order", line: null },
  paymentFailed: {
    title: "Payment not completed",
    heading: "Your payment did not go through",
    line: "Your order is saved but not yet paid.",
  },
  refunded: {
    title: "Payment refunded",
    heading: "Your payment was refunded",
    line: "We have refunded this order's M-PESA payment.",
  },
  cancelled: {
    title: "Order cancelled",
    heading: "This order was cancelled",
    line: "Please call us if you have any questions about it.",
  },
} as const;

/** What happened to an order, as its success page says it. */
export type OrderOutcome = keyof typeof orderOutcomeTexts;

/**
 * What happened to `order`, by its fulfilment and payment status (DESIGN §6): cancelled first,
 * then a refunded or failed payment; otherwise placed (unpaid, awaiting payment or paid).
 */
export function orderOutcomeOf(order: Pick<OrderView, "status" | "paymentStatus">): OrderOutcome {
  if (order.status === "cancelled") return "cancelled";
  if (order.paymentStatus === "refunded") return "refunded";
  if (order.paymentStatus === "failed") return "paymentFailed";
  return "placed";
}
