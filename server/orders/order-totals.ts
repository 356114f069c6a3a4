import { vatIncluded } from "#contracts/money.ts";
import type { DiscountAmounts } from "#server/discounts/discount-pricing.ts";

/** An order's money in whole KSh (DESIGN §6, decision 064). */
export interface OrderTotals {
  subtotal: number;
  /** What a discount code took off the items (0…subtotal). */
  discount: number;
  /** The delivery fee charged: the area's fee less what a free-delivery code waived. */
  shipping: number;
  deliveryWaived: number;
  /** The VAT included in (subtotal − discount); not added again. */
  tax: number;
  total: number;
}

/** The lines' subtotal, whole KSh: each price (VAT included) times its quantity. */
export const itemsSubtotal = (lines: { price: number; quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

/**
 * Totals for priced lines, a delivery fee and a code's amounts (decision 064): total = subtotal −
 * discount + shipping, VAT the 16% included in what is charged for the items. The discount is
 * capped at the subtotal and the waiver at the fee, so no total goes negative.
 */
export function orderTotals(
  lines: { price: number; quantity: number }[],
  shippingFee: number,
  amounts: DiscountAmounts = { discount: 0, deliveryWaived: 0 },
): OrderTotals {
  const subtotal = itemsSubtotal(lines);
  const discount = Math.min(amounts.discount, subtotal);
  const deliveryWaived = Math.min(amounts.deliveryWaived, shippingFee);
  const shipping = shippingFee - deliveryWaived;
  return {
    subtotal,
    discount,
    shipping,
    deliveryWaived,
    tax: vatIncluded(subtotal - discount),
    total: subtotal - discount + shipping,
  };
}
