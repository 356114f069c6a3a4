import type { OrderView } from "./order";
import { orderStatusLabel } from "./order-status-label";

/** How an order was placed (SPEC §3). */
type OrderMethod = OrderView["orderMethod"];

/** Issue 11: what staff read for a WhatsApp order nobody has confirmed yet. */
export const awaitingChatLabel = "Awaiting chat";

/**
 * A WhatsApp order still 'pending' (issue 11): the shopper was sent to the chat and staff have
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
