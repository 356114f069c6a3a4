// A status change as the action reads it. Kept apart from order-status.ts, whose names and labels
// the admin pages show: a schema built at module level stays in every bundle that imports its
// module (decision 053).
import * as z from "zod/mini";
import { formatPrice } from "./money";
import { orderStatuses } from "./order-status";
import { recordId } from "./record-id";

/** Orders per status change: a page of selected rows, with room to spare (bulk mark-delivered). */
export const maxOrdersPerStatusChange = 500;

/**
 * A status change as POST /admin/orders/status takes it (form fields: orderId, repeated;
 * status; money): one order (the row's dropdown) or many (bulk 'Mark as Delivered'), any status
 * to any other (SPEC §4 enforces no order). `money` 'review' says that money counted for an
 * order being cancelled waits for staff's review (decision 049).
 */
export const StatusChangeSchema = z.object({
  orderIds: z
    .array(recordId("Order not found"))
    .check(z.minLength(1), z.maxLength(maxOrdersPerStatusChange)),
  status: z.enum(orderStatuses),
  money: z.optional(z.literal("review")),
});

/**
 * Why an order with money counted was not cancelled (decision 049): staff must say what
 * happens to the money first. `amountPaid` whole KSh.
 */
export function cancelPaidOrderRefusal(orderId: string, amountPaid: number): string {
  return `${orderId} has ${formatPrice(amountPaid)} paid: say what happens to the money before cancelling it.`;
}

/**
 * What a status change answers: the orders changed, those not found, and those left as they
 * were with the reason to show (decision 017: a cancelled order whose stock is gone stays
 * cancelled).
 */
export interface StatusChangeResult {
  updated: string[];
  missing: string[];
  refused: { orderId: string; reason: string }[];
}
