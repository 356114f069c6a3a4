import { and, asc, eq } from "drizzle-orm";
import type { SavedAddressView } from "#contracts/saved-address-view.ts";
import type { DbExecutor } from "../../db/client";
import { savedAddress } from "../../db/returning-customer-schema";

const columns = {
  id: savedAddress.id,
  label: savedAddress.label,
  deliveryArea: savedAddress.deliveryArea,
  address: savedAddress.address,
  city: savedAddress.city,
  isDefault: savedAddress.isDefault,
};

/**
 * A customer's saved delivery addresses, oldest first (at most savedAddressLimit: decision 068),
 * read by `saved_address_user_idx`.
 */
export function listSavedAddresses(db: DbExecutor, userId: string): Promise<SavedAddressView[]> {
  return db
    .select(columns)
    .from(savedAddress)
    .where(eq(savedAddress.userId, userId))
    .orderBy(asc(savedAddress.createdAt), asc(savedAddress.id));
}

/** One of the customer's saved addresses, or undefined when `id` is not one of theirs. */
export async function findSavedAddress(
  db: DbExecutor,
  userId: string,
  id: string,
): Promise<SavedAddressView | undefined> {
  const [row] = await db
    .select(columns)
    .from(savedAddress)
    .where(and(eq(savedAddress.userId, userId), eq(savedAddress.id, id)));
  return row;
}
