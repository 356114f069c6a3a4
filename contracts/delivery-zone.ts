// zod/mini: Admin → Delivery's forms carry this schema's texts into the browser.
import { z } from "zod/mini";
import { formatPrice } from "./money";
import { storable } from "./storable-text";

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

/** Shillings as typed, without the thousands' commas. */
const amountOf = (text: string) => Number(text.replaceAll(",", ""));

const name = z
  .string({ error: deliveryZoneTexts.name })
  .check(
    z.trim(),
    storable("Name"),
    z.minLength(1, { error: deliveryZoneTexts.name }),
    z.maxLength(nameLength, { error: deliveryZoneTexts.nameTooLong }),
  );

/** Whole shillings 0…maxFee as typed ('1,500' too); refused naming why. */
const fee = z.pipe(
  z.string({ error: deliveryZoneTexts.fee }).check(
    z.trim(),
    z.minLength(1, { error: deliveryZoneTexts.fee, abort: true }),
    z.refine((text) => /^-?\d{1,9}$/.test(text.replaceAll(",", "")), {
      error: deliveryZoneTexts.feeNotWhole,
      abort: true,
    }),
    z.refine((text) => !text.startsWith("-"), {
      error: deliveryZoneTexts.feeNegative,
      abort: true,
    }),
    z.refine((text) => amountOf(text) <= maxFee, { error: deliveryZoneTexts.feeTooHigh }),
  ),
  z.transform(amountOf),
);

/** Empty (never free) or whole shillings: a posted empty field may come as '' or not at all. */
const freeFrom = z.pipe(
  z._default(
    z.string().check(
      z.trim(),
      z.refine((text) => text === "" || /^\d{1,9}$/.test(text.replaceAll(",", "")), {
        error: deliveryZoneTexts.freeFromNotWhole,
        abort: true,
      }),
      z.refine((text) => text === "" || amountOf(text) <= 1_000_000, {
        error: deliveryZoneTexts.freeFromTooHigh,
      }),
    ),
    "",
  ),
  z.transform((text) => (text === "" ? null : amountOf(text))),
);

const optionalText = (label: string, maxLength: number, tooLong: string, isMultiline = false) =>
  z._default(
    z
      .string()
      .check(
        z.trim(),
        storable(label, { isMultiline }),
        z.maxLength(maxLength, { error: tooLong }),
      ),
    "",
  );

const deliveryTime = z
  .string({ error: deliveryZoneTexts.deliveryTime })
  .check(
    z.trim(),
    storable("Delivery time"),
    z.minLength(1, { error: deliveryZoneTexts.deliveryTime }),
    z.maxLength(deliveryTimeLength, { error: deliveryZoneTexts.deliveryTimeTooLong }),
  );

const zoneId = z
  .string({ error: deliveryZoneTexts.notFound })
  .check(z.regex(/^[a-z0-9][a-z0-9-]{0,59}$/, { error: deliveryZoneTexts.notFound }));

const details = {
  kind: z.enum(deliveryZoneKinds),
  name,
  fee,
  deliveryTime,
  area: z.optional(z.enum(["nairobi", "elsewhere"], { error: deliveryZoneTexts.area })),
  freeFrom,
  town: optionalText("Town", townLength, deliveryZoneTexts.townTooLong),
  directions: optionalText(
    "Directions",
    directionsLength,
    deliveryZoneTexts.directionsTooLong,
    true,
  ),
};

type DetailsCheck = z.core.ParsePayload<{
  kind: DeliveryZoneKind;
  area?: "nairobi" | "elsewhere";
  town: string;
  directions: string;
}>;

/** A zone lies in Nairobi or elsewhere; a pickup point needs its town and directions. */
function checkKind(ctx: DetailsCheck): void {
  const { kind, area, town, directions } = ctx.value;
  const missing: [string, string][] =
    kind === "zone"
      ? area
        ? []
        : [["area", deliveryZoneTexts.area]]
      : [
          ...(town ? [] : [["town", deliveryZoneTexts.town] as [string, string]]),
          ...(directions ? [] : [["directions", deliveryZoneTexts.directions] as [string, string]]),
        ];
  for (const [path, message] of missing) {
    ctx.issues.push({ code: "custom", message, input: ctx.value, path: [path] });
  }
}

/**
 * A posted Admin → Delivery form (decision 082): intent 'add' or 'edit' (with zoneId) and a zone's
 * or pickup point's details; 'hide' or 'show' (zoneId) takes it off checkout or offers it again;
 * 'up' or 'down' (zoneId) moves it in checkout's order.
 */
export const DeliveryZoneFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), ...details }).check(checkKind),
  z.object({ intent: z.literal("edit"), zoneId, ...details }).check(checkKind),
  z.object({ intent: z.enum(["hide", "show", "up", "down"]), zoneId }),
]);

/** A valid Admin → Delivery form. */
export type DeliveryZoneChange = z.output<typeof DeliveryZoneFormSchema>;

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

/** The zone's or point's details of a valid add or edit form. */
export function zoneDetailsOf(
  change: Extract<DeliveryZoneChange, { intent: "add" | "edit" }>,
): DeliveryZoneDetails {
  const isZone = change.kind === "zone";
  return {
    kind: change.kind,
    name: change.name,
    fee: change.fee,
    deliveryTime: change.deliveryTime,
    area: isZone ? (change.area ?? "nairobi") : null,
    freeFrom: isZone ? change.freeFrom : null,
    town: isZone ? "" : change.town,
    directions: isZone ? "" : change.directions,
  };
}
