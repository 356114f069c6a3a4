import type { DeliveryArea } from "./delivery";
import { formatPrice } from "./money";

/**
 * Per default zone, the items amount (whole KSh, after a code's discount) from which delivery is
 * free (decision 065); a zone without one never delivers free by amount.
 */
export type FreeDeliveryFrom = Partial<Record<DeliveryArea, number>>;

/** A destination's price (decisions 065, 082): its fee, free from `freeFrom` KSh of items. */
export interface DeliveryPrice {
  fee: number;
  freeFrom?: number;
}

/**
 * The delivery fee (whole KSh) charged for items worth `itemsAmount` KSh after any discount:
 * 0 from the destination's free-delivery amount on, its fee below it (decisions 065, 082).
 */
export function deliveryFeeFor({ fee, freeFrom }: DeliveryPrice, itemsAmount: number): number {
  return freeFrom !== undefined && itemsAmount >= freeFrom ? 0 : fee;
}

/**
 * How far items worth `itemsAmount` KSh are from free delivery `where` ('in Westlands',
 * decision 065): 'KSh 1,200 more for free delivery in Westlands' below the amount, 'Free delivery
 * in Westlands' from it; undefined when there is no such amount or the fee is 0 anyway.
 */
export function freeDeliveryNote(
  where: string,
  { fee, freeFrom }: DeliveryPrice,
  itemsAmount: number,
): string | undefined {
  if (freeFrom === undefined || fee === 0) return undefined;
  if (itemsAmount >= freeFrom) return `Free delivery ${where}`;
  return `${formatPrice(freeFrom - itemsAmount)} more for free delivery ${where}`;
}
