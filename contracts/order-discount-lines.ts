// An order's discount lines as its totals show them (decisions 064, 070): apart from
// discount-code.ts, whose field texts the checkout loads, so the checkout carries none of this.
import { discountLineLabel, formatDiscount, freeDeliveryLabel } from "./discount-code";
import { formatPrice } from "./money";

/** Staff's agreed order discount's line, beside a code's (decision 070). */
export const agreedDiscountLabel = "Agreed discount";

/**
 * An order's money as its totals show a code and staff's agreed discount (whole KSh): what each
 * took off and which code.
 */
export interface DiscountedTotals {
  discount: number;
  /** What staff took off the whole order as agreed (decision 070). */
  agreedDiscount: number;
  shipping: number;
  deliveryWaived: number;
  discountCode: string | null;
}

/**
 * The discount lines of an order's totals, each [label, amount]: a code's ('Discount (VAL10)',
 * '−KSh 900'), then staff's agreed one ('Agreed discount', '−KSh 500'); each only when it took
 * something off (decisions 064, 070).
 */
export function discountRowsOf(order: DiscountedTotals): [string, string][] {
  const lines: [string, string][] = [];
  if (order.discountCode && order.discount > 0) {
    lines.push([discountLineLabel(order.discountCode), formatDiscount(order.discount)]);
  }
  if (order.agreedDiscount > 0) {
    lines.push([agreedDiscountLabel, formatDiscount(order.agreedDiscount)]);
  }
  return lines;
}

/** An order's delivery as its totals show it: 'Free (FREESHIP)' when a code waived it. */
export function deliveryTextOf(order: DiscountedTotals): string {
  if (order.discountCode && order.deliveryWaived > 0) return freeDeliveryLabel(order.discountCode);
  return order.shipping === 0 ? "Free" : formatPrice(order.shipping);
}
