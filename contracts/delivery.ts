/** Delivery areas at checkout (DESIGN §6). */
export type DeliveryArea = "nairobi" | "elsewhere";

/** SPEC §1: delivery time by area. */
export const deliveryEstimates: Record<DeliveryArea, string> = {
  nairobi: "2-3 business days",
  elsewhere: "3-5 business days",
};

/** How each area is named at checkout. */
export const deliveryAreaLabels: Record<DeliveryArea, string> = {
  nairobi: "Nairobi",
  elsewhere: "Elsewhere in Kenya",
};
