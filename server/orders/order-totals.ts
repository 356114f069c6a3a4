import { vatIncluded } from "#contracts/money.ts";
import type { DiscountAmounts } from "#server/discounts/discount-pricing.ts";

/** An order's money in whole KSh (DESIGN §6, decisions 064, 070 and 071). */
export interface OrderTotals {
  /** What the items are charged at: their prices, agreed ones where staff lowered them. */
  subtotal: number;
  /** What a discount code took off the items (0…subtotal). */
  discount: number;
  /** What staff took off the whole order as agreed (0…subtotal − discount). */
  agreedDiscount: number;
  /** The delivery fee charged: the area's fee less what a free-delivery code waived. */
  shipping: number;
  deliveryWaived: number;
  /** What a gift's wrapping costs (0 = not wrapped), the shop's price when placed. */
  giftWrapping: number;
  /** The VAT included in (subtotal − discount − agreedDiscount + giftWrapping); not added again. */
  tax: number;
  total: number;
}

/** The lines' subtotal, whole KSh: each price (VAT included) times its quantity. */
export const itemsSubtotal = (lines: { price: number; quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

/** What staff agreed off the whole order, and a gift's wrapping, whole KSh (decisions 070, 071). */
export interface OrderExtras {
  agreedDiscount?: number;
  giftWrapping?: number;
}

/**
 * Totals for priced lines, a delivery fee, a code's amounts, staff's agreed order discount and a
 * gift's wrapping (decisions 064, 070 and 071): total = subtotal − discount − agreedDiscount +
 * shipping + giftWrapping, VAT the 16% included in what is charged for the items and the
 * wrapping. The code's discount is capped at the subtotal, the agreed discount at what the code
 * left, and the waiver at the fee, so no total goes negative.
 */
export function orderTotals(
  lines: { price: number; quantity: number }[],
  shippingFee: number,
  amounts: DiscountAmounts = { discount: 0, deliveryWaived: 0 },
  { agreedDiscount = 0, giftWrapping = 0 }: OrderExtras = {},
): OrderTotals {
  const subtotal = itemsSubtotal(lines);
  const discount = Math.min(amounts.discount, subtotal);
  const agreed = Math.min(agreedDiscount, subtotal - discount);
  const deliveryWaived = Math.min(amounts.deliveryWaived, shippingFee);
  const shipping = shippingFee - deliveryWaived;
  const charged = subtotal - discount - agreed + giftWrapping;
  return {
    subtotal,
    discount,
    agreedDiscount: agreed,
    shipping,
    deliveryWaived,
    giftWrapping,
    tax: vatIncluded(charged),
    total: charged + shipping,
  };
}
