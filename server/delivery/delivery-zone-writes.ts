import { and, asc, eq, like, max, or, sql } from "drizzle-orm";
import {
  deliveryZoneTexts,
  type DeliveryZoneDetails,
  type DeliveryZoneKind,
} from "#contracts/delivery-zone-texts.ts";
import { factSlug } from "#contracts/perfume.ts";
import {
  changedFields,
  recordActivity,
  type ActivityActor,
} from "#server/activity/record-activity.ts";
import type { Db, DbTransaction } from "#server/db/client.ts";
import { deliveryZone } from "#server/db/delivery-schema.ts";
import { firstFreeSlug, isUniqueViolation } from "#server/db/unique-values.ts";
import { Refusal } from "#server/http/refusal.ts";

/** A name taken by a row added at the same moment is refused like one taken before. */
const nameTakenMeanwhile = (name: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? new Refusal(deliveryZoneTexts.nameTaken(name), 409) : error;
};

/** What a row's trail entry is about (decision 074). */
const aboutZone = (actor: ActivityActor, id: string) => ({
  actor,
  kind: "delivery.changed" as const,
  subjectType: "delivery_zone" as const,
  subjectId: id,
});

const kindWord = (kind: DeliveryZoneKind) => (kind === "zone" ? "Zone" : "Pickup point");

/** The first of `slug`, `slug-2` … no row has; 'zone' for a name without letters or digits. */
async function freeId(tx: DbTransaction, name: string): Promise<string> {
  const slug = factSlug(name).slice(0, 55).replace(/-$/, "") || "zone";
  const rows = await tx
    .select({ id: deliveryZone.id })
    .from(deliveryZone)
    .where(or(eq(deliveryZone.id, slug), like(deliveryZone.id, `${slug}-%`)));
  return firstFreeSlug(slug, new Set(rows.map((row) => row.id)));
}

/** A row, locked for this transaction. @throws Refusal 404 when there is none. */
async function lockZone(tx: DbTransaction, id: string) {
  const [found] = await tx.select().from(deliveryZone).where(eq(deliveryZone.id, id)).for("update");
  if (!found) throw new Refusal(deliveryZoneTexts.notFound, 404);
  return found;
}

/** The details a trail entry keeps of a row. */
const detailsOf = (row: typeof deliveryZone.$inferSelect): DeliveryZoneDetails => ({
  kind: row.kind,
  name: row.name,
  fee: row.fee,
  deliveryTime: row.deliveryTime,
  area: row.area,
  freeFrom: row.freeFrom,
  town: row.town,
  directions: row.directions,
});

/**
 * Adds a delivery zone or pickup point (docs/decisions/082-delivery-zones.md) as staff member
 * `actor`, last in checkout's list of its kind and offered at once, with its 'delivery.changed'
 * entry on the activity trail (decision 074). Its id is made from its name once.
 * @returns the new row's id.
 * @throws Refusal 409 when another zone or pickup point has that name (in any case).
 */
export function addDeliveryZone(
  db: Db,
  details: DeliveryZoneDetails,
  actor: ActivityActor,
): Promise<string> {
  return db
    .transaction(async (tx) => {
      const id = await freeId(tx, details.name);
      const [last] = await tx
        .select({ position: max(deliveryZone.position) })
        .from(deliveryZone)
        .where(eq(deliveryZone.kind, details.kind));
      const position = (last?.position ?? 0) + 1;
      await tx.insert(deliveryZone).values({ id, ...details, position });
      await recordActivity(tx, {
        ...aboutZone(actor, id),
        summary: `${kindWord(details.kind)} ${details.name} added`,
        after: { ...details },
      });
      return id;
    })
    .catch(nameTakenMeanwhile(details.name));
}

/**
 * Saves a zone's or pickup point's details as staff member `actor` (decision 082): orders placed
 * before keep the name and fee they were placed with. What changed is a 'delivery.changed' entry
 * on the activity trail; nothing when nothing changed. Its kind stays.
 * @throws Refusal 404 when there is no such row, 409 when another row has that name.
 */
export function updateDeliveryZone(
  db: Db,
  id: string,
  details: DeliveryZoneDetails,
  actor: ActivityActor,
): Promise<void> {
  return db
    .transaction(async (tx) => {
      const found = await lockZone(tx, id);
      // A zone stays a zone: the form that edits it posts its kind.
      if (details.kind !== found.kind) throw new Refusal(deliveryZoneTexts.notFound, 409);
      const after = details;
      await tx.update(deliveryZone).set(after).where(eq(deliveryZone.id, id));
      const changed = changedFields(detailsOf(found), after);
      if (!changed) return;
      const renamed = found.name === after.name ? "" : ` (was ${found.name})`;
      await recordActivity(tx, {
        ...aboutZone(actor, id),
        summary: `${kindWord(found.kind)} ${after.name}${renamed}: ${Object.keys(changed.after).join(", ")} changed`,
        ...changed,
      });
    })
    .catch(nameTakenMeanwhile(details.name));
}

/**
 * Takes a zone or pickup point off checkout (`isActive` false) or offers it again, as staff
 * member `actor` (decision 082), with its trail entry; past orders keep its name.
 * @throws Refusal 404 when there is no such row.
 */
export function setDeliveryZoneActive(
  db: Db,
  id: string,
  isActive: boolean,
  actor: ActivityActor,
): Promise<void> {
  return db.transaction(async (tx) => {
    const found = await lockZone(tx, id);
    if (found.isActive === isActive) return;
    await tx.update(deliveryZone).set({ isActive }).where(eq(deliveryZone.id, id));
    await recordActivity(tx, {
      ...aboutZone(actor, id),
      summary: `${kindWord(found.kind)} ${found.name} ${isActive ? "offered again" : "hidden from checkout"}`,
      before: { isActive: found.isActive },
      after: { isActive },
    });
  });
}

/**
 * Moves a zone or pickup point one place up or down checkout's list of its kind, swapping it with
 * its neighbour, as staff member `actor` (decision 082); at the end of the list, nothing moves.
 * @throws Refusal 404 when there is no such row.
 */
export function moveDeliveryZone(
  db: Db,
  id: string,
  direction: "up" | "down",
  actor: ActivityActor,
): Promise<void> {
  return db.transaction(async (tx) => {
    const found = await lockZone(tx, id);
    const isUp = direction === "up";
    const [neighbour] = await tx
      .select({ id: deliveryZone.id, position: deliveryZone.position })
      .from(deliveryZone)
      .where(
        and(
          eq(deliveryZone.kind, found.kind),
          isUp
            ? sql`${deliveryZone.position} < ${found.position}`
            : sql`${deliveryZone.position} > ${found.position}`,
        ),
      )
      .orderBy(isUp ? sql`${deliveryZone.position} desc` : asc(deliveryZone.position))
      .limit(1)
      .for("update");
    if (!neighbour) return;
    await tx
      .update(deliveryZone)
      .set({ position: neighbour.position })
      .where(eq(deliveryZone.id, id));
    await tx
      .update(deliveryZone)
      .set({ position: found.position })
      .where(eq(deliveryZone.id, neighbour.id));
    await recordActivity(tx, {
      ...aboutZone(actor, id),
      summary: `${kindWord(found.kind)} ${found.name} moved ${direction}`,
      before: { position: found.position },
      after: { position: neighbour.position },
    });
  });
}
