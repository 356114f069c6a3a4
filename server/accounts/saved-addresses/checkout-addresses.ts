import { isRecordId } from "#contracts/record-id.ts";
import type { CheckoutFields } from "#contracts/checkout.ts";
import { savedAddressTexts } from "#contracts/saved-address.ts";
import { newAddressChoice, type SavedAddressView } from "#contracts/saved-address-view.ts";
import { isCollected, zoneChoiceOf, type DeliveryArea } from "#contracts/delivery.ts";
import { findDeliveryZone } from "#server/delivery/delivery-zone-queries.ts";
import type { Db } from "../../db/client";
import { findSavedAddress, listSavedAddresses } from "./saved-address-queries";
import { rememberDeliveryAddress } from "./saved-address-writes";

/** What the checkout offers a signed-in customer: their saved addresses and the one it starts with. */
export interface CheckoutAddresses {
  savedAddresses: SavedAddressView[];
  /** The picked choice: the default address's id, or "new" without one. */
  choice: string;
  /** The delivery fields the form starts with: the default address's. */
  startFields: Pick<CheckoutFields, "deliveryArea" | "address" | "city">;
}

/**
 * The checkout's saved addresses for `userId` (docs/decisions/068-returning-customers.md): none
 * for a guest; the default one is picked and fills the delivery fields.
 */
export async function readCheckoutAddresses(
  db: Db,
  userId: string | undefined,
): Promise<CheckoutAddresses> {
  const savedAddresses = userId ? await listSavedAddresses(db, userId) : [];
  const chosen = savedAddresses.find((address) => address.isDefault);
  if (!chosen) return { savedAddresses, choice: newAddressChoice, startFields: {} };
  const { id, deliveryArea, address, city } = chosen;
  return { savedAddresses, choice: id, startFields: { deliveryArea, address, city } };
}

/**
 * Reads the checkout's saved-address choice (`savedAddressId`, the field a page without scripts
 * sends too): for one of the customer's saved addresses, its area, address and town replace what
 * the form carries; "new" or none leaves the form as typed. Any other id, or one sent by a
 * guest, is refused with a message (nothing placed).
 */
export async function applySavedAddressChoice(
  db: Db,
  userId: string | undefined,
  form: FormData,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const choice = form.get("savedAddressId");
  if (choice === null || choice === newAddressChoice) return { ok: true };
  const saved =
    userId && isRecordId(choice) ? await findSavedAddress(db, userId, choice) : undefined;
  if (!saved) return { ok: false, error: savedAddressTexts.unknown };
  form.set("deliveryArea", saved.deliveryArea);
  form.set("address", saved.address);
  form.set("city", saved.city);
  return { ok: true };
}

/**
 * Keeps the address a signed-in customer's order went to (decision 068: saved on its own),
 * unless they keep it already or have savedAddressLimit; an order without an address, or picked
 * up at the shop or a pickup point (decisions 077, 082), keeps none. A delivery zone's address
 * is kept in the zone's area (decision 082).
 */
export async function rememberCheckoutAddress(
  db: Db,
  userId: string,
  fields: CheckoutFields,
): Promise<void> {
  const address = fields.address?.trim();
  const key = fields.deliveryArea ?? "nairobi";
  if (!address || isCollected(key)) return;
  await rememberDeliveryAddress(db, userId, {
    deliveryArea: await deliveryAreaOfChoice(db, key),
    address,
    city: fields.city?.trim() ?? "",
  });
}

/** The SPEC area delivery choice `key` lies in: a zone's own (decision 082), else the key's. */
async function deliveryAreaOfChoice(db: Db, key: string): Promise<DeliveryArea> {
  const choice = zoneChoiceOf(key);
  if (choice?.kind !== "zone") return key === "elsewhere" ? "elsewhere" : "nairobi";
  return (await findDeliveryZone(db, choice))?.area ?? "nairobi";
}
