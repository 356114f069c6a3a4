/**
 * Order statuses as the admin sees them (SPEC §4): 'pending' is how checkout places an order;
 * the admin confirms it (docs/decisions/009-admin-orders.md). The database's check constraint
 * (server/db/order-schema.ts) lists the same values.
 */
export const adminOrderStatuses = [
  "pending",
  "confirmed",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
] as const;

/** An order status (SPEC §4). */
export type AdminOrderStatus = (typeof adminOrderStatuses)[number];

/** SPEC §4: the four-step timeline of the expanded order. */
export const timelineSteps = ["Order Confirmed", "Processing", "Shipped", "Delivered"] as const;

const stepsDone: Partial<Record<string, number>> = {
  confirmed: 1,
  processing: 2,
  shipped: 3,
  delivered: 4,
};

/**
 * How many timeline steps a status completes (SPEC §4): confirmed 1, processing 2, shipped 3,
 * delivered 4; cancelled none, and pending none (it is not confirmed yet).
 */
export function completedSteps(status: string): number {
  return stepsDone[status] ?? 0;
}

/** SPEC §8's alerts on the Order Management page. */
export const orderTexts = {
  loadFailed: "Failed to load orders. Please try again.",
  statusFailed: "Failed to update order status. Please try again.",
  bulkFailed: "Some orders could not be updated. Please try again.",
  searchPlaceholder: "Search orders by name, ID, email, phone...",
  noMatches: "No orders match your filters",
  newOrdersHint: "New orders will appear here when they are placed",
} as const;
