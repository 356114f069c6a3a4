import type { Dispatch } from "./dispatch";
import { formatPrice } from "./money";

/**
 * A rider's deliveries and the order's assigned rider: the texts staff and riders read
 * (docs/decisions/075-rider-deliveries.md).
 */
export const riderTexts = {
  notARider: "Choose an enabled rider, or No one yet.",
  badForm: "Choose an order and a rider.",
  orderNotFound: "Order not found",
  empty: "No deliveries assigned to you.",
  paid: "Paid — nothing to collect",
  delivered: "Marked delivered.",
  alreadyClosed: "This order is already delivered or cancelled.",
  cashOrMpesa: "Choose how the customer paid: cash or M-PESA.",
} as const;

/** An enabled rider staff may assign an order to. */
export interface RiderChoice {
  id: string;
  name: string;
}

/** One line of a delivery: what to hand over. */
export interface DeliveryItem {
  name: string;
  sizeLabel: string | null;
  quantity: number;
}

/** An open order assigned to the signed-in rider, as their card shows it. */
export interface RiderDelivery {
  id: string;
  customerName: string | null;
  /** Kenyan phone as stored (E.164, '+254712345678'), or null. */
  phone: string | null;
  address: string | null;
  city: string | null;
  notes: string | null;
  items: DeliveryItem[];
  /** Whole KSh left to pay: what the rider collects at the door (0 = nothing). */
  balance: number;
}

/** The most orders the day's delivery list shows: several days' rounds, with room to spare. */
export const maxDeliveryListEntries = 300;

/**
 * An open order on the shop's delivery list (docs/decisions/079-dispatch-and-tracking.md): a
 * delivery, with its status, where it goes as placed, and who takes it.
 */
export interface DeliveryListEntry extends RiderDelivery {
  status: string;
  place: string;
  dispatch: Dispatch | null;
}

/** What the rider collects at the door: 'Collect KSh 2,500', or riderTexts.paid. */
export function collectText(balance: number): string {
  return balance > 0 ? `Collect ${formatPrice(balance)}` : riderTexts.paid;
}
