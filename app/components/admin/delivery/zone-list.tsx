import { Form } from "react-router";
import type { DeliveryZoneKind, DeliveryZoneView } from "#contracts/delivery-zone-texts.ts";
import { formatPrice } from "#contracts/money.ts";
import { ZoneForm, type ZoneAnswer } from "./zone-form";

const feeText = (fee: number) => (fee === 0 ? "Free" : formatPrice(fee));

/** One line of what a row offers: 'KSh 350 · 1-2 business days · free from KSh 10,000'. */
function summaryOf(zone: DeliveryZoneView): string {
  const place =
    zone.kind === "zone"
      ? zone.area === "elsewhere"
        ? "Elsewhere in Kenya"
        : "Nairobi"
      : zone.town;
  const free = zone.freeFrom === null ? [] : [`free from ${formatPrice(zone.freeFrom)}`];
  return [place, feeText(zone.fee), zone.deliveryTime, ...free].join(" · ");
}

/** A small posted button of a row: Move up, Move down, Hide from checkout, Offer again. */
function RowButton({
  zone,
  intent,
  label,
}: {
  zone: DeliveryZoneView;
  intent: string;
  label: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="zoneId" value={zone.id} />
      <button
        type="submit"
        className="text-sm text-espresso underline underline-offset-4 hover:text-ink"
      >
        {label}
        <span className="sr-only"> {zone.name}</span>
      </button>
    </Form>
  );
}

/**
 * The zones or the pickup points of Admin → Delivery (docs/decisions/082-delivery-zones.md), in
 * checkout's order: each with what it costs and when, an Edit disclosure, Move up / Move down,
 * and Hide from checkout (or Offer again for a hidden one; past orders keep its name).
 * `answerOf` gives a row's refused answer.
 */
export function ZoneList({
  kind,
  zones,
  answerOf,
}: {
  kind: DeliveryZoneKind;
  zones: DeliveryZoneView[];
  answerOf(intent: string, zoneId: string): ZoneAnswer | undefined;
}) {
  const noun = kind === "zone" ? "zones" : "pickup points";
  if (zones.length === 0) {
    return <p className="text-sm text-taupe">No {noun} yet. Add the first one.</p>;
  }
  return (
    <ul
      aria-label={kind === "zone" ? "Zones" : "Pickup points"}
      className="divide-y divide-stone/70 border border-stone/70 bg-white/60"
    >
      {zones.map((zone, index) => {
        const edit = answerOf("edit", zone.id);
        const refused = ["hide", "show", "up", "down"]
          .map((intent) => answerOf(intent, zone.id))
          .find(Boolean);
        return (
          <li key={zone.id} aria-label={zone.name} className="p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h3 className="font-display text-xl wrap-anywhere text-espresso">{zone.name}</h3>
              {!zone.isActive && (
                <p className="text-xs tracking-wide text-wine uppercase">Hidden from checkout</p>
              )}
            </div>
            <p className="text-sm text-taupe">{summaryOf(zone)}</p>
            {zone.directions && (
              <p className="mt-1 line-clamp-2 text-sm wrap-anywhere text-ink">{zone.directions}</p>
            )}
            <div className="mt-3 flex flex-wrap items-start gap-x-6 gap-y-3">
              <details open={Boolean(edit)} className="min-w-0 flex-1 basis-64">
                <summary className="cursor-pointer text-sm text-espresso underline underline-offset-4">
                  Edit<span className="sr-only"> {zone.name}</span>
                </summary>
                <div className="mt-3">
                  <ZoneForm kind={kind} zone={zone} answer={edit} />
                </div>
              </details>
              {index > 0 && <RowButton zone={zone} intent="up" label="Move up" />}
              {index < zones.length - 1 && (
                <RowButton zone={zone} intent="down" label="Move down" />
              )}
              {zone.isActive ? (
                <RowButton zone={zone} intent="hide" label="Hide from checkout" />
              ) : (
                <RowButton zone={zone} intent="show" label="Offer again" />
              )}
            </div>
            {refused?.error && (
              <p role="alert" className="mt-2 text-sm text-wine">
                {refused.error}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
