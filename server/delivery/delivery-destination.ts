import {
  deliveryAreaLabels,
  deliveryEstimates,
  zoneChoiceOf,
  type DeliveryArea,
  type DeliveryChoiceKey,
  type OrderDeliveryArea,
} from "#contracts/delivery.ts";
import { deliveryZoneTexts, type DeliveryZoneView } from "#contracts/delivery-zone-texts.ts";
import type { FreeDeliveryFrom } from "#contracts/free-delivery.ts";
import type { DbExecutor } from "#server/db/client.ts";
import { findDeliveryZone } from "./delivery-zone-queries";
import { Refusal } from "#server/http/refusal.ts";

/**
 * Where an order may go, priced (docs/decisions/082-delivery-zones.md): a default zone (Settings'
 * fee and free-delivery amount), a delivery zone or pickup point (its row), or the shop (free,
 * decision 077). Fees whole KSh, before any free-delivery rule.
 */
export interface DeliveryDestination {
  key: DeliveryChoiceKey;
  /** What the order's `delivery_area` keeps: a zone's SPEC area, 'pickup_point' or 'shop'. */
  area: OrderDeliveryArea;
  /** A zone's or pickup point's id and name as the order keeps them; unset for the rest. */
  zone?: { id: string; name: string };
  /** e.g. 'Westlands', 'Pickup point: Easy Coach, Kisumu', 'Nairobi'. */
  title: string;
  /** After 'free delivery': 'in Westlands', 'elsewhere in Kenya'. */
  where: string;
  /** e.g. '1-2 business days'. */
  estimate: string;
  fee: number;
  /** Items worth this much (after a code's discount) are delivered free; unset = never. */
  freeFrom?: number;
  /** A pickup point's town and directions, shown at checkout. */
  directions?: string;
}

/** What the default zones are priced from: Settings (decision 065). */
export interface DefaultZoneFees {
  shippingFees: Record<DeliveryArea, number>;
  freeDeliveryFrom: FreeDeliveryFrom;
}

/** A default zone or the shop, priced from Settings. */
export function defaultDestination(
  area: DeliveryArea | "shop",
  shop: DefaultZoneFees,
): DeliveryDestination {
  return {
    key: area,
    area,
    title: deliveryAreaLabels[area],
    where: area === "elsewhere" ? "elsewhere in Kenya" : `in ${deliveryAreaLabels[area]}`,
    estimate: deliveryEstimates[area],
    fee: area === "shop" ? 0 : shop.shippingFees[area],
    freeFrom: area === "shop" ? undefined : shop.freeDeliveryFrom[area],
  };
}

/** A zone's or pickup point's row as a destination; a point's name keeps its town. */
export function zoneDestination(row: DeliveryZoneView): DeliveryDestination {
  const isPoint = row.kind === "pickup_point";
  const name = isPoint ? `${row.name}, ${row.town}` : row.name;
  return {
    key: isPoint ? `point:${row.id}` : `zone:${row.id}`,
    area: isPoint ? "pickup_point" : (row.area ?? "nairobi"),
    zone: { id: row.id, name },
    title: isPoint ? `${deliveryAreaLabels.pickup_point}: ${name}` : name,
    where: isPoint ? `at ${name}` : `in ${name}`,
    estimate: row.deliveryTime,
    fee: row.fee,
    freeFrom: row.freeFrom ?? undefined,
    directions: isPoint ? row.directions : undefined,
  };
}

/**
 * Every destination offered, in checkout's order (decision 082): the `zones` offered
 * (offeredDeliveryZones), the two default zones, the pickup points, then the shop when
 * `hasShopPickup`.
 */
export function offeredDestinations(
  zones: readonly DeliveryZoneView[],
  shop: DefaultZoneFees,
  hasShopPickup: boolean,
): DeliveryDestination[] {
  const ofKind = (kind: DeliveryZoneView["kind"]) =>
    zones.filter((row) => row.kind === kind).map(zoneDestination);
  return [
    ...ofKind("zone"),
    defaultDestination("nairobi", shop),
    defaultDestination("elsewhere", shop),
    ...ofKind("pickup_point"),
    ...(hasShopPickup ? [defaultDestination("shop", shop)] : []),
  ];
}

/**
 * The destination delivery choice `key` names, read now (decision 082): a zone or pickup point
 * must be offered (active, of the kind its key says).
 * @throws Refusal 409 naming a zone or point no longer offered, or saying the choice is unknown.
 */
export async function findDeliveryDestination(
  db: DbExecutor,
  key: DeliveryChoiceKey,
  shop: DefaultZoneFees,
): Promise<DeliveryDestination> {
  if (key === "nairobi" || key === "elsewhere" || key === "shop") {
    return defaultDestination(key, shop);
  }
  const choice = zoneChoiceOf(key);
  const row = choice && (await findDeliveryZone(db, choice));
  const field = { field: "deliveryArea" };
  if (!row) throw new Refusal(deliveryZoneTexts.unknownChoice, 409, field);
  if (!row.isActive) throw new Refusal(deliveryZoneTexts.notOffered(row.name), 409, field);
  return zoneDestination(row);
}
