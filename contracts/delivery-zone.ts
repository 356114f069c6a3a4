// zod/mini, like the other forms' contracts; Admin → Delivery's pages import only its texts
// (./delivery-zone-texts), so the schema stays on the server.
import { z } from "zod/mini";
import {
  deliveryZoneKinds,
  deliveryZoneLimits,
  deliveryZoneTexts,
  type DeliveryZoneDetails,
  type DeliveryZoneKind,
} from "./delivery-zone-texts";
import { storable } from "./storable-text";

const { nameLength, deliveryTimeLength, townLength, directionsLength, maxFee } = deliveryZoneLimits;

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
