import { formatPrice } from "./money";

/**
 * A rider's deliveries and the order's assigned rider: the texts staff and riders read
 * (docs/decisions/075-rider-deliveries.md).
 */
export const riderTexts = {
  noRider: "No rider",
  notARider: "Choose an enabled rider, or No rider.",
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

/** What the rider collects at the door: 'Collect KSh 2,500', or riderTexts.paid. */
export function collectText(balance: number): string {
  return balance > 0 ? `Collect ${formatPrice(balance)}` : riderTexts.paid;
}

/** How the order's timeline records an assignment: 'Assigned to rider Otieno', 'Rider removed'. */
export function assignmentMessage(riderName: string | null): string {
  return riderName === null ? "Rider removed" : `Assigned to rider ${riderName}`;
}
