import type { StaffOrderInput } from "#contracts/staff-order.ts";
import type { Db } from "../db/client";
import { placeOrder, type PlacedOrder } from "./order-placement";
import { shopOrderOptions, type ShopOrderServices } from "./place-order-options";

/** The staff member keying an order in. */
export interface OrderingStaff {
  userId: string;
  /** As the order and its timeline name them (staffNameOf). */
  name: string;
}

/**
 * Places an order staff keyed in from a chat, a call or the shop floor (decision 043) through
 * the one placeOrder every order goes through: prices and stock from the catalogue, idempotent
 * by the form's key, the confirmation e-mail when an address was given, the shop's alert; no
 * per-address limit (staff place many orders from one place). It is placed confirmed, marked as
 * `staff`'s, with its channel, and its customer's 'confirmed' SMS is queued. Prices and an order
 * discount staff agreed apply within the shop's AGREED_DISCOUNT_CAP_PERCENT (decision 070).
 * @throws Refusal as placeOrder does (unknown or short products, an agreement refused).
 */
export async function placeStaffOrder(
  services: ShopOrderServices & { db: Db },
  { checkout, channel, agreed }: StaffOrderInput,
  staff: OrderingStaff,
): Promise<PlacedOrder> {
  // The confirmation e-mail says "ordered on WhatsApp" of a sale made in a WhatsApp chat.
  const orderMethod = channel === "whatsapp" ? "whatsapp" : "website";
  const [options, { agreedDiscountCapPercent }] = await Promise.all([
    shopOrderOptions(services),
    services.settings.current(),
  ]);
  const staffOptions = {
    ...staff,
    channel,
    agreed: { terms: agreed, capPercent: agreedDiscountCapPercent },
  };
  return placeOrder(services.db, { ...checkout, orderMethod }, { ...options, staff: staffOptions });
}
