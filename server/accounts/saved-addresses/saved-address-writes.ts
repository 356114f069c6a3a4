import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { deliveryAreaLabels, isCollectedArea, type DeliveryArea } from "#contracts/delivery.ts";
import { savedAddressTexts, type SavedAddressInput } from "#contracts/saved-address.ts";
import { savedAddressLabelMaxLength, savedAddressLimit } from "#contracts/saved-address-limits.ts";
import type { Db, DbTransaction } from "../../db/client";
import { order } from "../../db/order-schema";
import { savedAddress } from "../../db/returning-customer-schema";
import { listSavedAddresses } from "./saved-address-queries";

/** What a change to the saved addresses came to: done, or refused with a message. */
export type SavedAddressResult = { ok: true } | { ok: false; error: string };

const unknown: SavedAddressResult = { ok: false, error: savedAddressTexts.unknown };

/**
 * Runs `change` on the customer's saved addresses under a lock on their account row, so two
 * changes at once (two tabs, a checkout) count the limit one after the other.
 */
function withAddressesLocked<T>(
  db: Db,
  userId: string,
  change: (tx: DbTransaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from "user" where id = ${userId} for update`);
    return change(tx);
  });
}

/**
 * Saves a new delivery address to the customer's account (docs/decisions/068-returning-customers.md);
 * their first becomes the default. Refused once they keep savedAddressLimit (10).
 */
export function addSavedAddress(
  db: Db,
  userId: string,
  input: SavedAddressInput,
): Promise<SavedAddressResult> {
  return withAddressesLocked(db, userId, async (tx) => {
    const kept = await listSavedAddresses(tx, userId);
    if (kept.length >= savedAddressLimit) return { ok: false, error: savedAddressTexts.full };
    await tx
      .insert(savedAddress)
      .values({ id: randomUUID(), userId, ...input, isDefault: kept.length === 0 });
    return { ok: true };
  });
}

/** Changes one of the customer's saved addresses; refused when `id` is not one of theirs. */
export async function updateSavedAddress(
  db: Db,
  userId: string,
  id: string,
  input: SavedAddressInput,
): Promise<SavedAddressResult> {
  const changed = await db
    .update(savedAddress)
    .set(input)
    .where(and(eq(savedAddress.userId, userId), eq(savedAddress.id, id)))
    .returning({ id: savedAddress.id });
  return changed.length > 0 ? { ok: true } : unknown;
}

/** Removes one of the customer's saved addresses; the oldest left becomes the default if it was. */
export function removeSavedAddress(
  db: Db,
  userId: string,
  id: string,
): Promise<SavedAddressResult> {
  return withAddressesLocked(db, userId, async (tx) => {
    const [removed] = await tx
      .delete(savedAddress)
      .where(and(eq(savedAddress.userId, userId), eq(savedAddress.id, id)))
      .returning({ isDefault: savedAddress.isDefault });
    if (!removed) return unknown;
    const [oldest] = await listSavedAddresses(tx, userId);
    if (removed.isDefault && oldest) await setDefault(tx, userId, oldest.id);
    return { ok: true };
  });
}

/** Makes one of the customer's saved addresses the one checkout starts with. */
export function makeDefaultAddress(
  db: Db,
  userId: string,
  id: string,
): Promise<SavedAddressResult> {
  return withAddressesLocked(db, userId, async (tx) => {
    const [found] = await tx
      .select({ id: savedAddress.id })
      .from(savedAddress)
      .where(and(eq(savedAddress.userId, userId), eq(savedAddress.id, id)));
    if (!found) return unknown;
    await setDefault(tx, userId, id);
    return { ok: true };
  });
}

async function setDefault(tx: DbTransaction, userId: string, id: string): Promise<void> {
  // Off first: the partial unique index allows one default an account at every moment.
  await tx
    .update(savedAddress)
    .set({ isDefault: false })
    .where(and(eq(savedAddress.userId, userId), eq(savedAddress.isDefault, true)));
  await tx.update(savedAddress).set({ isDefault: true }).where(eq(savedAddress.id, id));
}

/** A delivery address as an order carries it. */
export interface DeliveryAddress {
  deliveryArea: DeliveryArea;
  address: string;
  city: string;
}

/**
 * Keeps an address the customer ordered to (decision 068: saved on its own, not asked): added
 * unless one of theirs has the same area, address and town (any case and spacing) or they keep
 * savedAddressLimit already. Labelled "Home" when it is their first, else by its town or area.
 * @returns whether it was added.
 */
export function rememberDeliveryAddress(
  db: Db,
  userId: string,
  delivery: DeliveryAddress,
): Promise<boolean> {
  const same = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();
  return withAddressesLocked(db, userId, async (tx) => {
    const kept = await listSavedAddresses(tx, userId);
    const isKept = kept.some(
      (saved) =>
        saved.deliveryArea === delivery.deliveryArea &&
        same(saved.address) === same(delivery.address) &&
        same(saved.city) === same(delivery.city),
    );
    if (isKept || kept.length >= savedAddressLimit || !delivery.address.trim()) return false;
    const place = delivery.city.trim() || deliveryAreaLabels[delivery.deliveryArea];
    const label = kept.length === 0 ? "Home" : place.slice(0, savedAddressLabelMaxLength);
    await tx.insert(savedAddress).values({
      id: randomUUID(),
      userId,
      label,
      deliveryArea: delivery.deliveryArea,
      address: delivery.address.trim(),
      city: delivery.city.trim(),
      isDefault: kept.length === 0,
    });
    return true;
  });
}

/** Keeps the delivery address of order `orderId` (one just joined to the account) as above. */
export async function saveAddressOfOrder(
  db: Db,
  userId: string,
  orderId: string,
): Promise<boolean> {
  const [placed] = await db
    .select({ deliveryArea: order.deliveryArea, address: order.address, city: order.city })
    .from(order)
    .where(eq(order.id, orderId));
  // A pickup at the shop or a pickup point went to no address (decisions 077, 082).
  if (!placed?.address || isCollectedArea(placed.deliveryArea)) return false;
  return rememberDeliveryAddress(db, userId, {
    deliveryArea: placed.deliveryArea,
    address: placed.address,
    city: placed.city ?? "",
  });
}
