/** The areas the shop delivers to (DESIGN §6); a saved address is in one of them. */
export type DeliveryArea = "nairobi" | "elsewhere";

/** Every order delivery area (decisions 077, 082). */
export const orderDeliveryAreas = ["nairobi", "elsewhere", "shop", "pickup_point"] as const;

/**
 * Where an order goes: delivered in an area (a delivery zone lies in one, decision 082), picked
 * up at the shop, which charges no delivery fee (decision 077), or sent to a pickup point
 * (decision 082). What the order's `delivery_area` holds.
 */
export type OrderDeliveryArea = (typeof orderDeliveryAreas)[number];

/**
 * What a checkout, New order or WhatsApp order posts as its delivery (decision 082): a default
 * zone ('nairobi', 'elsewhere', priced in Settings), 'shop', 'zone:<id>' or 'point:<id>'.
 */
export type DeliveryChoiceKey = DeliveryArea | "shop" | `zone:${string}` | `point:${string}`;

/** A posted delivery choice's shape; the server checks the zone or point is offered. */
export const deliveryChoiceKeyPattern =
  /^(?:nairobi|elsewhere|shop|(?:zone|point):[a-z0-9][a-z0-9-]{0,59})$/;

/** Whether delivery choice `key` goes to no address: the shop or a pickup point (decision 082). */
export const isCollected = (key: string): boolean => key === "shop" || key.startsWith("point:");

/** Whether an order in `area` goes to no address: picked up at the shop or a pickup point. */
export const isCollectedArea = (area: OrderDeliveryArea): area is "shop" | "pickup_point" =>
  area === "shop" || area === "pickup_point";

/**
 * The zone or pickup point a delivery choice names (decision 082): its kind and row id, or
 * undefined for a default zone or the shop.
 */
export function zoneChoiceOf(
  key: string,
): { kind: "zone" | "pickup_point"; id: string } | undefined {
  if (key.startsWith("zone:")) return { kind: "zone", id: key.slice("zone:".length) };
  if (key.startsWith("point:")) return { kind: "pickup_point", id: key.slice("point:".length) };
  return undefined;
}

/** Whether `area` is picked up at the shop rather than delivered (decision 077). */
export const isShopPickup = (area: OrderDeliveryArea): area is "shop" => area === "shop";

/**
 * SPEC §1: delivery time by area; a pickup is ready the next business day (decision 077); a
 * pickup point's order keeps the point's own time (decision 082), this only when it has none.
 */
export const deliveryEstimates: Record<OrderDeliveryArea, string> = {
  nairobi: "2-3 business days",
  elsewhere: "3-5 business days",
  shop: "1 business day",
  pickup_point: "3-5 business days",
};

/** How each area is named at checkout, on the order and in its messages. */
export const deliveryAreaLabels: Record<OrderDeliveryArea, string> = {
  nairobi: "Nairobi",
  elsewhere: "Elsewhere in Kenya",
  shop: "Pick up at the shop",
  pickup_point: "Pickup point",
};

/**
 * Where an order goes as it reads on its pages and messages (decision 082): its zone's or pickup
 * point's name as placed ('Westlands', 'Pickup point: Easy Coach, Kisumu'), else its area's label.
 */
export function deliveryPlaceOf(order: {
  deliveryArea: OrderDeliveryArea;
  deliveryZoneName: string | null;
}): string {
  if (!order.deliveryZoneName) return deliveryAreaLabels[order.deliveryArea];
  return order.deliveryArea === "pickup_point"
    ? `${deliveryAreaLabels.pickup_point}: ${order.deliveryZoneName}`
    : order.deliveryZoneName;
}

/** One choice offered at checkout: 'Westlands', 'Delivery in 1-2 business days · KSh 350'. */
export interface DeliveryChoice {
  key: DeliveryChoiceKey;
  title: string;
  /** When, for how much, and for a pickup where and the shop's phone (decision 077). */
  detail: string;
}
