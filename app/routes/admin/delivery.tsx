import { data, redirect, useLocation } from "react-router";
import { DeliveryZoneFormSchema, zoneDetailsOf } from "#contracts/delivery-zone.ts";
import { deliveryZoneTexts, type DeliveryZoneKind } from "#contracts/delivery-zone-texts.ts";
import { staffActor } from "#server/activity/staff-actor.ts";
import { listDeliveryZones } from "#server/delivery/delivery-zone-queries.ts";
import {
  addDeliveryZone,
  moveDeliveryZone,
  setDeliveryZoneActive,
  updateDeliveryZone,
} from "#server/delivery/delivery-zone-writes.ts";
import { readSubmission } from "#server/http/form-submission.ts";
import { Refusal } from "#server/http/refusal.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AdminErrorState } from "#app/components/admin/admin-error-state.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { DefaultZones } from "#app/components/admin/delivery/default-zones.tsx";
import { ZoneForm } from "#app/components/admin/delivery/zone-form.tsx";
import { ZoneList } from "#app/components/admin/delivery/zone-list.tsx";
import { adminMeta } from "#app/lib/admin/admin-meta.ts";
import type { Route } from "./+types/delivery";

export const meta: Route.MetaFunction = () => adminMeta(deliveryZoneTexts.title);

const doneTexts = {
  added: deliveryZoneTexts.added,
  saved: deliveryZoneTexts.saved,
  hidden: deliveryZoneTexts.hidden,
  shown: deliveryZoneTexts.shown,
  moved: deliveryZoneTexts.moved,
};

/**
 * GET /admin/delivery (docs/decisions/082-delivery-zones.md): the delivery zones and pickup
 * points in checkout's order, hidden ones too, the two default zones as Settings price them, and
 * `done` — what the last change did, from its redirect.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, settings } = getServices(context);
  const done = url.searchParams.get("done");
  const [zones, shop] = await Promise.all([listDeliveryZones(db), settings.current()]);
  return {
    zones,
    defaults: { fees: shop.shippingFees, freeFrom: shop.freeDeliveryFrom },
    done: done && done in doneTexts ? doneTexts[done as keyof typeof doneTexts] : null,
  };
}

/** What each intent did, for the page's status line. */
const doneOf = {
  add: "added",
  edit: "saved",
  hide: "hidden",
  show: "shown",
  up: "moved",
  down: "moved",
};

/**
 * POST /admin/delivery (form: intent 'add' with kind and details, 'edit' with zoneId and details,
 * 'hide', 'show', 'up' or 'down' with zoneId): then back to the page (303), each change on the
 * activity trail. A refusal answers 400 naming each refused field (an empty name, a negative
 * fee, a pickup point without directions, …), 404 for an unknown row, 409 for a name taken.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, log } = getServices(context);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const zoneId = String(form.get("zoneId") ?? "");
  const kind = String(form.get("kind") ?? "");
  // What was typed, so a refused form posted without scripts shows it again.
  const sent = Object.fromEntries(
    ["name", "area", "fee", "deliveryTime", "freeFrom", "town", "directions"].map((name) => [
      name,
      String(form.get(name) ?? ""),
    ]),
  );
  const answer = { intent, zoneId, kind, sent };
  const submission = readSubmission(form, DeliveryZoneFormSchema, deliveryZoneTexts.refused);
  if ("refusal" in submission) {
    const { summary, fields } = submission.refusal;
    return data({ ...answer, error: summary, refusedFields: fields }, 400);
  }
  const change = submission.value;
  const actor = staffActor(context);
  try {
    if (change.intent === "add") await addDeliveryZone(db, zoneDetailsOf(change), actor);
    else if (change.intent === "edit") {
      await updateDeliveryZone(db, change.zoneId, zoneDetailsOf(change), actor);
    } else if (change.intent === "hide" || change.intent === "show") {
      await setDeliveryZoneActive(db, change.zoneId, change.intent === "show", actor);
    } else await moveDeliveryZone(db, change.zoneId, change.intent, actor);
  } catch (error) {
    if (error instanceof Refusal) {
      return data({ ...answer, error: error.message, refusedFields: {} }, error.status);
    }
    log.error({ err: error, zoneId }, "could not change delivery");
    return data({ ...answer, error: deliveryZoneTexts.failed, refusedFields: {} }, 500);
  }
  return redirect(`/admin/delivery?done=${doneOf[change.intent]}`, 303);
}

export default function Delivery({ loaderData, actionData }: Route.ComponentProps) {
  const { zones, defaults, done } = loaderData;
  // A new page after a change: the add forms start empty again.
  const { key: pageKey } = useLocation();
  const answerOf = (intent: string, zoneId = "", kind = "") =>
    actionData?.intent === intent &&
    actionData.zoneId === zoneId &&
    (kind === "" || actionData.kind === kind)
      ? actionData
      : undefined;
  const part = (kind: DeliveryZoneKind, title: string, addTitle: string) => (
    <section aria-labelledby={`${kind}-heading`} className="space-y-4">
      <h2 id={`${kind}-heading`} className="font-display text-2xl text-espresso">
        {title}
      </h2>
      <div className="grid gap-8 xl:grid-cols-[24rem_minmax(0,1fr)]">
        <div>
          <h3 className="eyebrow mb-4">{addTitle}</h3>
          <ZoneForm key={pageKey} kind={kind} answer={answerOf("add", "", kind)} />
        </div>
        <ZoneList
          kind={kind}
          zones={zones.filter((zone) => zone.kind === kind)}
          answerOf={answerOf}
        />
      </div>
    </section>
  );
  return (
    <>
      <AdminPageHeader
        title={deliveryZoneTexts.title}
        description={deliveryZoneTexts.description}
      />
      {done && (
        <p role="status" className="mb-6 border border-gold/50 bg-gold/10 px-4 py-3 text-sm">
          {done}
        </p>
      )}
      <div className="space-y-12">
        {part("zone", "Delivery zones", "Add a zone")}
        <DefaultZones defaults={defaults} />
        {part("pickup_point", "Pickup points", "Add a pickup point")}
      </div>
    </>
  );
}

/** SPEC §8 style: the page's alert with Try Again. */
export function ErrorBoundary() {
  return <AdminErrorState message="Failed to load delivery. Please try again." />;
}
