import type { OrderView } from "./order";

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
