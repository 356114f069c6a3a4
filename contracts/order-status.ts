// zod/mini: the admin's status dropdown and bulk 'Mark as Delivered' check changes in the browser.
import * as z from "zod/mini";
import { formatPrice } from "./money";
import type { OrderView } from "./order";
import { recordId } from "./record-id";

/**
 * Order statuses (SPEC §4): 'pending' is how checkout places an order; the admin confirms it
 * (docs/decisions/009-admin-orders.md). The one list the database's column and check
 * constraint, the live events, the admin's filter and dropdown and the CSV all use.
 */
export const orderStatuses = [
  "pending",
  "confirmed",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
] as const;

/** An order status (SPEC §4). */
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * An order status as people read it (SPEC §2/§4): capitalised, 'Processing' when empty —
 * 'shipped' → 'Shipped'.
 */
export function orderStatusLabel(status: string | null | undefined): string {
  const text = status?.trim();
  if (!text) return "Processing";
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How an order was placed (SPEC §3). */
type OrderMethod = OrderView["orderMethod"];

/** Decision 013: what staff read for a WhatsApp order nobody has confirmed yet. */
export const awaitingChatLabel = "Awaiting chat";

/**
 * A WhatsApp order still 'pending' (decision 013): the shopper was sent to the chat and staff have
 * not confirmed the order yet. Any other status (set by staff) ends it.
 */
export function isAwaitingChat(order: { status: string; orderMethod: OrderMethod }): boolean {
  return order.orderMethod === "whatsapp" && order.status === "pending";
}

/**
 * An order status as staff read it: 'Awaiting chat' for a pending WhatsApp order, otherwise
 * SPEC §2/§4's capitalised status. The stored status stays 'pending' (no new status value).
 */
export function staffStatusLabel(status: string, orderMethod: OrderMethod): string {
  return isAwaitingChat({ status, orderMethod }) ? awaitingChatLabel : orderStatusLabel(status);
}

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
