import type { AdminOrderQuery } from "./admin-order-query";
import type { OrderStatus } from "./order-status";
import type { PaymentMethod, PaymentStatus } from "./payment";
import type { OrderGift } from "./gift";
import type { OrderView } from "./order";
import { salesChannelLabels, type SalesChannel } from "./sales-channel";

/** A line item as the admin's expanded order shows it; price in whole KSh. */
export interface AdminOrderItem {
  /** The line's id (order_item.id): a return names it. */
  id: number;
  name: string;
  /** The size sold ("50ml"); null for lines placed before sizes were sold. */
  sizeLabel: string | null;
  /** What it was charged at. */
  price: number;
  /** Its catalogue price when staff sold it lower as agreed (decision 070); null otherwise. */
  cataloguePrice: number | null;
  quantity: number;
  /** Units of it returned (docs/decisions/076-returns-refunds.md); at most `quantity`. */
  returned: number;
}

/**
 * One order on the admin's Order Management page (SPEC §2). Money in whole KSh; createdAt is
 * ISO 8601; customerName, email and phone fall back to the account's when the order has none;
 * itemCount counts units. A WhatsApp order carries the contact the shopper gave (decision 013).
 */
export interface AdminOrderRow {
  id: string;
  createdAt: string;
  status: OrderStatus;
  /** DESIGN §6 (Payments): the payment beside the fulfilment status. */
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  /** The M-PESA receipt of the payment that paid the order, when known. */
  receiptNumber: string | null;
  /** A confirmation code the shopper typed, awaiting staff's Confirm or Reject. */
  codeToReview: { attemptId: number; code: string } | null;
  orderMethod: OrderView["orderMethod"];
  /** Where staff made the sale, and who keyed it in, for a staff-entered order (decision 043). */
  channel: SalesChannel | null;
  enteredBy: string | null;
  customerName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  deliveryArea: OrderView["deliveryArea"];
  deliveryZoneName: string | null;
  notes: string | null;
  subtotal: number;
  /** A discount code's amounts and the code (decision 064). */
  discount: number;
  deliveryWaived: number;
  discountCode: string | null;
  /**
   * What staff took off the whole order as agreed, and why, who (their name) and when (ISO
   * 8601); the reason, name and time are null when nothing was agreed (decision 070).
   */
  agreedDiscount: number;
  agreedReason: string | null;
  agreedBy: string | null;
  agreedAt: string | null;
  /** A gift's wrapping, whole KSh (0 = none), and its recipient and message (decision 071). */
  giftWrapping: number;
  gift: OrderGift | null;
  shipping: number;
  tax: number;
  total: number;
  /** What the payments counted for it add up to (decision 020); the balance is total − this. */
  amountPaid: number;
  /** Given back by refunds (docs/decisions/076-returns-refunds.md); never above amountPaid. */
  amountRefunded: number;
  itemCount: number;
  items: AdminOrderItem[];
  /** Whether the order's units are taken from stock: false once cancelling returned them. */
  holdsStock: boolean;
  /** ISO 8601 time the stock last moved after placement (returned or taken again); null = never. */
  stockMovedAt: string | null;
  /** The rider assigned to take it (decision 075); null = none. */
  riderId: string | null;
  /**
   * A rider without an account taking it, with their phone (E.164), or the courier it was
   * handed to with its reference (docs/decisions/079-dispatch-and-tracking.md); null = none.
   */
  otherRiderName: string | null;
  otherRiderPhone: string | null;
  courierName: string | null;
  courierReference: string | null;
}

/**
 * The stock movement the admin sees on an order (decision 017): 'Stock returned: 2 × Amber Veil'
 * once cancelling gave the units back, 'Stock taken again: …' once re-opening took them; null
 * when the units are where placement put them.
 */
export function stockMovementText(
  order: Pick<AdminOrderRow, "holdsStock" | "stockMovedAt" | "items">,
): string | null {
  if (order.holdsStock && !order.stockMovedAt) return null;
  const units = order.items.map((item) => `${item.quantity} × ${item.name}`).join(", ");
  return `${order.holdsStock ? "Stock taken again" : "Stock returned"}: ${units}`;
}

/** A page of the admin's order list, the view it shows, and the count of each tab. */
export interface AdminOrderList {
  query: AdminOrderQuery;
  orders: AdminOrderRow[];
  /** Orders in this view (tab, status and search), over every page. */
  total: number;
  pageCount: number;
  counts: { ongoing: number; delivered: number };
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

/** How an order came, as staff read it: 'Website', 'WhatsApp', 'Phone call · entered by Amina'. */
export function orderSourceText(
  order: Pick<AdminOrderRow, "orderMethod" | "channel" | "enteredBy">,
): string {
  if (order.orderMethod === "whatsapp") return "WhatsApp";
  if (order.orderMethod === "website") return "Website";
  const channel = order.channel ? salesChannelLabels[order.channel] : "Staff";
  return order.enteredBy ? `${channel} · entered by ${order.enteredBy}` : channel;
}
