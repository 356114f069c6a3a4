// zod/mini: the admin's status dropdown and bulk 'Mark as Delivered' check changes in the browser.
import * as z from "zod/mini";

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

/** Orders per status change: a page of selected rows, with room to spare (bulk mark-delivered). */
export const maxOrdersPerStatusChange = 500;

/**
 * A status change as POST /admin/orders/status takes it (form fields: orderId, repeated;
 * status): one order (the row's dropdown) or many (bulk 'Mark as Delivered'), any status to any
 * other (SPEC §4 enforces no order).
 */
export const StatusChangeSchema = z.object({
  orderIds: z
    .array(z.string().check(z.minLength(1)))
    .check(z.minLength(1), z.maxLength(maxOrdersPerStatusChange)),
  status: z.enum(orderStatuses),
});

/** What a status change answers: the orders changed, and those not found. */
export interface StatusChangeResult {
  updated: string[];
  missing: string[];
}
