import type { DeliveryArea } from "./delivery";

// Apart from the saved address's schema: the checkout's picker reads these without zod.

/** What the checkout's saved-address choice sends for "a new address" (decision 068). */
export const newAddressChoice = "new";

/** A saved delivery address as the checkout and My Account show it. */
export interface SavedAddressView {
  id: string;
  label: string;
  deliveryArea: DeliveryArea;
  address: string;
  city: string;
  isDefault: boolean;
}
