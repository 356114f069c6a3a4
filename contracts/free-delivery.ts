import { isShopPickup, type DeliveryArea, type OrderDeliveryArea } from "./delivery";
import { formatPrice } from "./money";

/**
 * Per delivery area, the items amount (whole KSh, after a code's discount) from which delivery is
 * free (decision 065); an area without one never delivers free by amount.
 */
export type FreeDeliveryFrom = Partial<Record<DeliveryArea, number>>;

/**
 * The delivery fee (whole KSh) charged in `area` for items worth `itemsAmount` KSh after any
 * discount: 0 from the area's free-delivery amount on, the area's `fee` below it (decision 065).
 */
export function deliveryFeeFor(
  area: DeliveryArea,
  fee: number,
  itemsAmount: number,
  freeFrom: FreeDeliveryFrom,
): number {
  const threshold = freeFrom[area];
  return threshold !== undefined && itemsAmount >= threshold ? 0 : fee;
}

/**
 * The delivery fee (whole KSh) an order going to `area` pays for items worth `itemsAmount` KSh
 * after any discount: none for a pickup at the shop (decision 077), otherwise the area's fee
 * under its free-delivery rule (deliveryFeeFor, decision 065).
 */
export function orderDeliveryFee(
  area: OrderDeliveryArea,
  fees: Record<DeliveryArea, number>,
  itemsAmount: number,
  freeFrom: FreeDeliveryFrom,
): number {
  if (isShopPickup(area)) return 0;
  return deliveryFeeFor(area, fees[area], itemsAmount, freeFrom);
}

/** The fee (whole KSh) each area charges for items worth `itemsAmount` KSh (decision 065). */
export function deliveryFeesFor(
  fees: Record<DeliveryArea, number>,
  itemsAmount: number,
  freeFrom: FreeDeliveryFrom,
): Record<DeliveryArea, number> {
  return {
    nairobi: deliveryFeeFor("nairobi", fees.nairobi, itemsAmount, freeFrom),
    elsewhere: deliveryFeeFor("elsewhere", fees.elsewhere, itemsAmount, freeFrom),
  };
}

/** How the note names an area, after 'free delivery'. */
const whereDelivered: Record<DeliveryArea, string> = {
  nairobi: "in Nairobi",
  elsewhere: "elsewhere in Kenya",
};

/**
 * How far items worth `itemsAmount` KSh are from free delivery in `area` (decision 065):
 * 'KSh 1,200 more for free delivery in Nairobi' below the amount, 'Free delivery in Nairobi'
 * from it; undefined when the area has no such amount or its fee is 0 anyway.
 */
export function freeDeliveryNote(
  area: DeliveryArea,
  fee: number,
  itemsAmount: number,
  freeFrom: FreeDeliveryFrom,
): string | undefined {
  const threshold = freeFrom[area];
  if (threshold === undefined || fee === 0) return undefined;
  const where = whereDelivered[area];
  if (itemsAmount >= threshold) return `Free delivery ${where}`;
  return `${formatPrice(threshold - itemsAmount)} more for free delivery ${where}`;
}
