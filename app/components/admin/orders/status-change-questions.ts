import type { AdminOrderRow } from "#contracts/admin-order-list.ts";
import { takesDoorPayment } from "#contracts/payable-order.ts";

/**
 * Whether staff ask 'Was this order paid?' on marking `order` delivered (decision 056): it takes
 * a payment at the door (takesDoorPayment) and was not refunded.
 */
export function asksWhetherPaid(order: AdminOrderRow): boolean {
  return takesDoorPayment(order) && order.paymentStatus !== "refunded";
}

/** Whether cancelling `order` asks what happens to its money (decision 049): money is counted. */
export function asksAboutMoney(order: AdminOrderRow): boolean {
  return order.status !== "cancelled" && order.amountPaid > 0;
}
