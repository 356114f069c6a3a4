import { vatIncluded } from "#contracts/money.ts";
import type { DiscountAmounts } from "#server/discounts/discount-pricing.ts";

/** An order's money in whole KSh (DESIGN §6, decisions 064 and 071). */
export interface OrderTotals {
  subtotal: number;
  /** What a discount code took off the items (0…subtotal). */
  discount: number;
  /** The delivery fee charged: the area's fee less what a free-delivery code waived. */
  shipping: number;
  deliveryWaived: number;
  /** What a gift's wrapping costs (0 = not wrapped), the shop's price when placed. */
  giftWrapping: number;
  /** The VAT included in (subtotal − discount + gift wrapping); not added again. */
  tax: number;
  total: number;
}

/**
 * Totals for priced lines, a delivery fee, a code's amounts and a gift's wrapping (decisions 064
 * and 071): total = subtotal − discount + shipping + gift wrapping, VAT the 16% included in what
 * is charged for the items and the wrapping. The discount is capped at the subtotal and the
 * waiver at the fee, so no total goes negative.
 */
export function orderTotals(
  lines: { price: number; quantity: number }[],
  shippingFee: number,
  amounts: DiscountAmounts = { discount: 0, deliveryWaived: 0 },
  giftWrapping = 0,
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const discount = Math.min(amounts.discount, subtotal);
  const deliveryWaived = Math.min(amounts.deliveryWaived, shippingFee);
  const shipping = shippingFee - deliveryWaived;
  const goods = subtotal - discount + giftWrapping;
  return {
    subtotal,
    discount,
    shipping,
    deliveryWaived,
    giftWrapping,
    tax: vatIncluded(goods),
    total: goods + shipping,
  };
}
