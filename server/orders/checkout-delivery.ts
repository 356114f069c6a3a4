import type { CartLine } from "#contracts/cart.ts";
import type { DeliveryChoice } from "#contracts/delivery.ts";
import { formatPrice } from "#contracts/money.ts";
import { shopPickupDetail } from "#contracts/shop-pickup.ts";
import type { DeliveryZoneView } from "#contracts/delivery-zone-texts.ts";
import type { ShopSettingValues } from "#server/settings/shop-setting-values.ts";
import type { CheckoutDiscount } from "#contracts/discount-code.ts";
import { deliveryFeeFor, freeDeliveryNote } from "#contracts/free-delivery.ts";
import {
  offeredDestinations,
  type DeliveryDestination,
} from "#server/delivery/delivery-destination.ts";
import { itemsSubtotal } from "./order-totals";

/** What delivery costs a cart for each choice, and how far it is from free delivery there. */
export interface CheckoutDelivery {
  /** Whole KSh per choice key: 0 from the choice's free-delivery amount, 0 at the shop. */
  fees: Record<string, number>;
  /** Per choice key, e.g. 'KSh 1,200 more for free delivery in Nairobi'; none without an amount. */
  notes: Record<string, string>;
  /** The choices offered, in order, as the form shows them (decision 082). */
  choices: DeliveryChoice[];
}

/**
 * The checkout's delivery for cart `lines` with its code as priced (decisions 065, 082): every
 * zone, default zone, pickup point and the shop's pickup offered, each priced on the items after
 * the code's discount, as placing the order measures them; a pickup at the shop is free where
 * Settings give its address (decision 077). Worked out by the server so the page's scripts carry
 * none of it.
 */
export function checkoutDelivery(
  lines: CartLine[],
  discount: CheckoutDiscount | undefined,
  shop: Pick<ShopSettingValues, "shippingFees" | "freeDeliveryFrom" | "shopPickup" | "shopPhone">,
  zones: readonly DeliveryZoneView[],
): CheckoutDelivery {
  const subtotal = itemsSubtotal(lines);
  const codeDiscount = discount && "discount" in discount ? discount.discount : 0;
  const itemsAmount = subtotal - Math.min(codeDiscount, subtotal);
  const destinations = offeredDestinations(zones, shop, shop.shopPickup !== undefined);
  const fees: Record<string, number> = {};
  const notes: Record<string, string> = {};
  for (const destination of destinations) {
    fees[destination.key] = deliveryFeeFor(destination, itemsAmount);
    const note = freeDeliveryNote(destination.where, destination, itemsAmount);
    if (note) notes[destination.key] = note;
  }
  const detailOf = (destination: DeliveryDestination) => {
    const fee = fees[destination.key] ?? destination.fee;
    const feeText = fee === 0 ? "Free" : formatPrice(fee);
    if (destination.key === "shop" && shop.shopPickup) {
      const where = shopPickupDetail(shop.shopPickup, shop.shopPhone);
      return `Ready in ${destination.estimate} at ${where} · ${feeText}`;
    }
    if (destination.directions !== undefined) {
      return `Ready to collect in ${destination.estimate}: ${destination.directions} · ${feeText}`;
    }
    return `Delivery in ${destination.estimate} · ${feeText}`;
  };
  return {
    fees,
    notes,
    choices: destinations.map((destination) => ({
      key: destination.key,
      title: destination.title,
      detail: detailOf(destination),
    })),
  };
}
