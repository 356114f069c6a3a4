import { formatPrice } from "./money";

/** A delivery zone, delivered to an address, or a pickup point a parcel waits at (decision 082). */
export const deliveryZoneKinds = ["zone", "pickup_point"] as const;

/** One kind of delivery row. */
export type DeliveryZoneKind = (typeof deliveryZoneKinds)[number];

/** Admin → Delivery's limits (decision 082): characters, and the fee in whole KSh. */
export const deliveryZoneLimits = {
  nameLength: 60,
  deliveryTimeLength: 40,
  townLength: 60,
  directionsLength: 300,
  maxFee: 100_000,
} as const;

const { nameLength, deliveryTimeLength, townLength, directionsLength, maxFee } = deliveryZoneLimits;

/** Admin → Delivery texts: each refusal names its field and why (decision 082). */
export const deliveryZoneTexts = {
  title: "Delivery",
  description:
    "Where the shop delivers and what it costs: zones, pickup points and the two default zones.",
  refused: "Some delivery details need another look",
  name: "Name is required",
  nameTooLong: `Name is at most ${nameLength} characters`,
  nameTaken: (name: string) => `${name} is another zone's or pickup point's name already`,
  fee: "Fee is required: whole shillings, 0 for free",
  feeNotWhole: "Fee must be whole shillings, such as 350",
  feeNegative: "Fee cannot be negative",
  feeTooHigh: `Fee is at most ${formatPrice(maxFee)}`,
  freeFromNotWhole: "Free from must be whole shillings, such as 10000, or empty",
  freeFromTooHigh: `Free from is at most ${formatPrice(1_000_000)}`,
  deliveryTime: "Delivery time is required, such as 1-2 business days",
  deliveryTimeTooLong: `Delivery time is at most ${deliveryTimeLength} characters`,
  area: "Choose whether the zone is in Nairobi or elsewhere in Kenya",
  town: "Town is required for a pickup point",
  townTooLong: `Town is at most ${townLength} characters`,
  directions: "Directions are required for a pickup point: where it is and how to find it",
  directionsTooLong: `Directions are at most ${directionsLength} characters`,
  notFound: "That zone or pickup point is not here any more. Reload the page.",
  added: "Added. Shoppers see it at checkout now.",
  saved: "Saved.",
  hidden: "Hidden from checkout. Past orders keep its name.",
  shown: "Offered at checkout again.",
  moved: "Moved.",
  failed: "Failed to save delivery. Please try again.",
  /** A checkout choosing a zone or point the shop no longer offers (409). */
  notOffered: (place: string) =>
    `${place} is no longer offered for delivery. Please choose another delivery option.`,
  unknownChoice: "That delivery option is not offered. Please choose another delivery option.",
} as const;

/** A zone's or pickup point's details as saved (whole KSh; null free-from = never free). */
export type DeliveryZoneDetails = {
  kind: DeliveryZoneKind;
  name: string;
  fee: number;
  deliveryTime: string;
  /** A zone's SPEC area; null for a pickup point. */
  area: "nairobi" | "elsewhere" | null;
  freeFrom: number | null;
  town: string;
  directions: string;
};

/** One row as Admin → Delivery lists it. */
export type DeliveryZoneView = DeliveryZoneDetails & { id: string; isActive: boolean };
