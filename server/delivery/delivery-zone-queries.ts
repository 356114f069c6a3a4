import { and, asc, eq, sql } from "drizzle-orm";
import type { DeliveryZoneView } from "#contracts/delivery-zone-texts.ts";
import type { DbExecutor } from "#server/db/client.ts";
import { deliveryZone } from "#server/db/delivery-schema.ts";

/** Zones before pickup points, each kind in staff's order. */
const checkoutOrder = [sql`${deliveryZone.kind} = 'pickup_point'`, asc(deliveryZone.position)];

const columns = {
  id: deliveryZone.id,
  kind: deliveryZone.kind,
  name: deliveryZone.name,
  fee: deliveryZone.fee,
  deliveryTime: deliveryZone.deliveryTime,
  area: deliveryZone.area,
  freeFrom: deliveryZone.freeFrom,
  town: deliveryZone.town,
  directions: deliveryZone.directions,
  isActive: deliveryZone.isActive,
};

/**
 * Every delivery zone and pickup point (docs/decisions/082-delivery-zones.md), zones first, each
 * kind in checkout's order; hidden ones too (Admin → Delivery). A shop has tens, not thousands.
 */
export function listDeliveryZones(db: DbExecutor): Promise<DeliveryZoneView[]> {
  return db
    .select(columns)
    .from(deliveryZone)
    .orderBy(...checkoutOrder);
}

/** The zones and pickup points checkout offers (active), zones first, in staff's order. */
export function offeredDeliveryZones(db: DbExecutor): Promise<DeliveryZoneView[]> {
  return db
    .select(columns)
    .from(deliveryZone)
    .where(eq(deliveryZone.isActive, true))
    .orderBy(...checkoutOrder);
}

/** The zone or pickup point `choice` names (its id, of its kind), hidden or not; undefined if none. */
export async function findDeliveryZone(
  db: DbExecutor,
  choice: { kind: DeliveryZoneView["kind"]; id: string },
): Promise<DeliveryZoneView | undefined> {
  const [row] = await db
    .select(columns)
    .from(deliveryZone)
    .where(and(eq(deliveryZone.id, choice.id), eq(deliveryZone.kind, choice.kind)));
  return row;
}
