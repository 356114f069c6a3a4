/** The areas the shop delivers to (DESIGN §6); a saved address is in one of them. */
export type DeliveryArea = "nairobi" | "elsewhere";

/**
 * Where an order goes (decision 077): delivered to an area, or picked up at the shop, which
 * charges no delivery fee. What the order's `delivery_area` holds.
 */
export type OrderDeliveryArea = DeliveryArea | "shop";

/** Every order delivery area, in the order the checkout offers them. */
export const orderDeliveryAreas = ["nairobi", "elsewhere", "shop"] as const;

/** Whether `area` is picked up at the shop rather than delivered (decision 077). */
export const isShopPickup = (area: OrderDeliveryArea): area is "shop" => area === "shop";

/** SPEC §1: delivery time by area; a pickup is ready the next business day (decision 077). */
export const deliveryEstimates: Record<OrderDeliveryArea, string> = {
  nairobi: "2-3 business days",
  elsewhere: "3-5 business days",
  shop: "1 business day",
};

/** How each area is named at checkout, on the order and in its messages. */
export const deliveryAreaLabels: Record<OrderDeliveryArea, string> = {
  nairobi: "Nairobi",
  elsewhere: "Elsewhere in Kenya",
  shop: "Pick up at the shop",
};

/**
 * The delivery fee (whole KSh) before any free-delivery rule for an order going to `area`:
 * the area's fee, or 0 for a pickup at the shop (decision 077).
 */
export function areaFeeOf(fees: Record<DeliveryArea, number>, area: OrderDeliveryArea): number {
  return isShopPickup(area) ? 0 : fees[area];
}

/** One area offered at checkout: 'Nairobi', 'Delivery in 2-3 business days · Free'. */
export interface DeliveryChoice {
  area: OrderDeliveryArea;
  title: string;
  /** When, for how much, and for a pickup where and the shop's phone (decision 077). */
  detail: string;
}
