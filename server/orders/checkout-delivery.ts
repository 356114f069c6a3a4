import type { CartLine } from "#contracts/cart.ts";
import {
  deliveryAreaLabels,
  deliveryEstimates,
  orderDeliveryAreas,
  type DeliveryArea,
  type DeliveryChoice,
  type OrderDeliveryArea,
} from "#contracts/delivery.ts";
import { formatPrice } from "#contracts/money.ts";
import { shopPickupDetail } from "#contracts/shop-pickup.ts";
import type { ShopSettingValues } from "#server/settings/shop-setting-values.ts";
import type { CheckoutDiscount } from "#contracts/discount-code.ts";
import { deliveryFeesFor, freeDeliveryNote } from "#contracts/free-delivery.ts";
import { itemsSubtotal } from "./order-totals";

/** What delivery costs a cart in each area, and how far it is from free delivery there. */
export interface CheckoutDelivery {
  /** Whole KSh per area: 0 from the area's free-delivery amount, 0 at the shop. */
  fees: Record<OrderDeliveryArea, number>;
  /** Per area, e.g. 'KSh 1,200 more for free delivery in Nairobi'; none where there is no amount. */
  notes: Partial<Record<OrderDeliveryArea, string>>;
  /** The areas offered, in order, as the form shows them: a pickup where the shop has one. */
  choices: DeliveryChoice[];
}

/**
 * The checkout's delivery for cart `lines` with its code as priced (decision 065): measured on
 * the items after the code's discount, as placing the order measures them; a pickup at the shop
 * is free where Settings give its address (decision 077). Worked out by the server so the page's
 * scripts carry none of it.
 */
export function checkoutDelivery(
  lines: CartLine[],
  discount: CheckoutDiscount | undefined,
  shop: Pick<ShopSettingValues, "shippingFees" | "freeDeliveryFrom" | "shopPickup" | "shopPhone">,
): CheckoutDelivery {
  const subtotal = itemsSubtotal(lines);
  const codeDiscount = discount && "discount" in discount ? discount.discount : 0;
  const itemsAmount = subtotal - Math.min(codeDiscount, subtotal);
  const { shippingFees, freeDeliveryFrom, shopPickup } = shop;
  const noteFor = (area: DeliveryArea) =>
    freeDeliveryNote(area, shippingFees[area], itemsAmount, freeDeliveryFrom);
  const fees = { ...deliveryFeesFor(shippingFees, itemsAmount, freeDeliveryFrom), shop: 0 };
  const feeText = (area: OrderDeliveryArea) =>
    fees[area] === 0 ? "Free" : formatPrice(fees[area]);
  const when = (area: OrderDeliveryArea) =>
    area === "shop" && shopPickup
      ? `Ready in ${deliveryEstimates.shop} at ${shopPickupDetail(shopPickup, shop.shopPhone)}`
      : `Delivery in ${deliveryEstimates[area]}`;
  return {
    fees,
    notes: { nairobi: noteFor("nairobi"), elsewhere: noteFor("elsewhere") },
    choices: orderDeliveryAreas
      .filter((area) => area !== "shop" || shopPickup !== undefined)
      .map((area) => ({
        area,
        title: deliveryAreaLabels[area],
        detail: `${when(area)} · ${feeText(area)}`,
      })),
  };
}
