/** Where and when orders are picked up at the shop, from Settings (decision 077). */
export interface ShopPickup {
  /** One line, e.g. 'Shop 12, Sarit Centre, Westlands, Nairobi'. */
  address: string;
  /** One line, e.g. 'Mon–Sat 9am–7pm'; undefined when the shop has not said. */
  openingHours: string | undefined;
}

/** The texts of a pickup at the shop (decision 077). */
export const shopPickupTexts = {
  /** A pickup chosen where the shop offers none (no address in Settings). */
  notOffered: "Pick up at the shop is not available. Please choose a delivery area.",
} as const;

/**
 * Where to collect an order, as the checkout, the order's page and its messages say it:
 * 'Shop 12, Sarit Centre · Mon–Sat 9am–7pm · +254 712 345 678' (no hours when none are set).
 */
export function shopPickupDetail(pickup: ShopPickup, shopPhone: string): string {
  return [pickup.address, pickup.openingHours, shopPhone].filter(Boolean).join(" · ");
}
