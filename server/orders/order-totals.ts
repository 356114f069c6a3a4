import { vatIncluded } from "#contracts/money.ts";

/** An order's money in whole KSh (DESIGN §6). */
export interface OrderTotals {
  subtotal: number;
  shipping: number;
  /** The VAT included in the subtotal; not added again. */
  tax: number;
  total: number;
}

/** Totals for priced lines and a delivery fee: total = subtotal + shipping. */
export function orderTotals(
  lines: { price: number; quantity: number }[],
  shippingFee: number,
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return {
    subtotal,
    shipping: shippingFee,
    tax: vatIncluded(subtotal),
    total: subtotal + shippingFee,
  };
}
