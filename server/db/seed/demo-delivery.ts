import type { deliveryZone } from "../delivery-schema";

type ZoneRow = typeof deliveryZone.$inferInsert;

const zone = (
  id: string,
  name: string,
  area: "nairobi" | "elsewhere",
  fee: number,
  deliveryTime: string,
  position: number,
  freeFrom: number | null = null,
): ZoneRow => ({ id, kind: "zone", name, area, fee, deliveryTime, freeFrom, position });

const point = (
  id: string,
  name: string,
  town: string,
  directions: string,
  fee: number,
  position: number,
): ZoneRow => ({
  id,
  kind: "pickup_point",
  name,
  town,
  directions,
  fee,
  deliveryTime: "2-4 business days",
  position,
});

/**
 * The demo shop's delivery zones and pickup points (docs/decisions/082-delivery-zones.md): what a
 * Nairobi shop's riders charge by distance, a coast zone by courier, and two parcel offices
 * upcountry shoppers collect from. Fees whole KSh.
 */
export const demoDeliveryZones: readonly ZoneRow[] = [
  zone("nairobi-cbd", "Nairobi CBD", "nairobi", 200, "1 business day", 1, 15_000),
  zone("westlands", "Westlands", "nairobi", 350, "1-2 business days", 2),
  zone("kilimani", "Kilimani", "nairobi", 350, "1-2 business days", 3),
  zone("rongai", "Rongai", "nairobi", 500, "2-3 business days", 4),
  zone("mombasa", "Mombasa", "elsewhere", 700, "2-4 business days", 5),
  point(
    "easy-coach-kisumu",
    "Easy Coach office",
    "Kisumu",
    "Easy Coach parcels desk, Oginga Odinga Street, beside the bus stage. Bring your ID and order number.",
    400,
    1,
  ),
  point(
    "g4s-nakuru",
    "G4S parcel point",
    "Nakuru",
    "G4S Kenyatta Avenue branch, ground floor. Bring your ID and order number.",
    450,
    2,
  ),
];
