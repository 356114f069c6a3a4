import type { CartLine } from "#contracts/cart.ts";
import type { DeliveryArea } from "#contracts/delivery.ts";
import type { CheckoutDiscount } from "#contracts/discount-code.ts";
import {
  deliveryFeesFor,
  freeDeliveryNote,
  type FreeDeliveryFrom,
} from "#contracts/free-delivery.ts";
import { itemsSubtotal } from "./order-totals";

/** What delivery costs a cart in each area, and how far it is from free delivery there. */
export interface CheckoutDelivery {
  /** Whole KSh per area: 0 from the area's free-delivery amount. */
  fees: Record<DeliveryArea, number>;
  /** Per area, e.g. 'KSh 1,200 more for free delivery in Nairobi'; none where there is no amount. */
  notes: Partial<Record<DeliveryArea, string>>;
}

/**
 * The checkout's delivery for cart `lines` with its code as priced (decision 065): measured on
 * the items after the code's discount, as placing the order measures them. Worked out by the
 * server so the page's scripts carry none of it.
 */
export function checkoutDelivery(
  lines: CartLine[],
  discount: CheckoutDiscount | undefined,
  shop: { shippingFees: Record<DeliveryArea, number>; freeDeliveryFrom: FreeDeliveryFrom },
): CheckoutDelivery {
  const subtotal = itemsSubtotal(lines);
  const codeDiscount = discount && "discount" in discount ? discount.discount : 0;
  const itemsAmount = subtotal - Math.min(codeDiscount, subtotal);
  const { shippingFees, freeDeliveryFrom } = shop;
  const noteFor = (area: DeliveryArea) =>
    freeDeliveryNote(area, shippingFees[area], itemsAmount, freeDeliveryFrom);
  return {
    fees: deliveryFeesFor(shippingFees, itemsAmount, freeDeliveryFrom),
    notes: { nairobi: noteFor("nairobi"), elsewhere: noteFor("elsewhere") },
  };
}
