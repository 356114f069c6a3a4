import { and, count, eq, like, ne, or, sql } from "drizzle-orm";
import { brandTexts } from "#contracts/admin-brand.ts";
import { factSlug } from "#contracts/perfume.ts";
import {
  changedFields,
  recordActivity,
  type ActivityActor,
} from "#server/activity/record-activity.ts";
import type { Db, DbTransaction } from "#server/db/client.ts";
import { brand } from "#server/db/perfume-schema.ts";
import { product } from "#server/db/schema.ts";
import { Refusal } from "#server/http/refusal.ts";
import { firstFreeSlug, isUniqueViolation } from "#server/db/unique-values.ts";

/** Refuses `name` when another brand (not `exceptId`) has it already, in any case. */
async function refuseTakenName(tx: DbTransaction, name: string, exceptId?: string) {
  const sameName = sql`lower(${brand.name}) = lower(${name})`;
  const [taken] = await tx
    .select({ id: brand.id })
    .from(brand)
    .where(exceptId ? and(sameName, ne(brand.id, exceptId)) : sameName);
  if (taken) throw new Refusal(brandTexts.nameTaken(name), 409);
}

/** A name taken by a brand added at the same moment is refused like one taken before. */
const nameTakenMeanwhile = (name: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? new Refusal(brandTexts.nameTaken(name), 409) : error;
};

/** The first of `slug`, `slug-2`, `slug-3` … no brand has (a renamed brand keeps its old one). */
async function freeSlug(tx: DbTransaction, slug: string): Promise<string> {
  const rows = await tx
    .select({ slug: brand.slug })
    .from(brand)
    .where(or(eq(brand.slug, slug), like(brand.slug, `${slug}-%`)));
  return firstFreeSlug(slug, new Set(rows.map((row) => row.slug)));
}

/** Whom and what a brand's trail entry is about (decision 074). */
const aboutBrand = (actor: ActivityActor, id: string) => ({
  actor,
  subjectType: "brand" as const,
  subjectId: id,
});

/** A brand's row, locked for this transaction: its name and story. @throws Refusal 404. */
async function lockBrand(tx: DbTransaction, id: string) {
  const [found] = await tx
    .select({ name: brand.name, story: brand.story })
    .from(brand)
    .where(eq(brand.id, id))
    .for("update");
  if (!found) throw new Refusal(brandTexts.notFound, 404);
  return found;
}

/**
 * Adds a brand (docs/decisions/057-perfume-facts.md) as staff member `actor`, with its
 * 'brand.created' entry on the activity trail (decision 074): its slug is made from its name once
 * (`brand-{slug}` its id) and never changes.
 * @returns the new brand's id.
 * @throws Refusal 409 when another brand has that name (in any case).
 */
export function addBrand(
  db: Db,
  input: { name: string; story: string },
  actor: ActivityActor,
): Promise<string> {
  return db
    .transaction(async (tx) => {
      await refuseTakenName(tx, input.name);
      const slug = await freeSlug(tx, factSlug(input.name));
      const id = `brand-${slug}`;
      await tx.insert(brand).values({ id, slug, name: input.name, story: input.story });
      await recordActivity(tx, {
        ...aboutBrand(actor, id),
        kind: "brand.created",
        summary: `Brand ${input.name} created`,
        after: { name: input.name, story: input.story },
      });
      return id;
    })
    .catch(nameTakenMeanwhile(input.name));
}

/**
 * Renames a brand and sets its story as staff member `actor`; its slug, and so its page's
 * address, stays (decision 057). What changed is a 'brand.edited' entry on the activity trail
 * (decision 074); nothing when nothing changed.
 * @throws Refusal 404 when there is no such brand, 409 when another brand has that name.
 */
export function updateBrand(
  db: Db,
  id: string,
  input: { name: string; story: string },
  actor: ActivityActor,
) {
  return db
    .transaction(async (tx) => {
      const before = await lockBrand(tx, id);
      await refuseTakenName(tx, input.name, id);
      const after = { name: input.name, story: input.story };
      await tx.update(brand).set(after).where(eq(brand.id, id));
      const changed = changedFields(before, after);
      if (!changed) return;
      const renamed = before.name === after.name ? "" : ` (was ${before.name})`;
      await recordActivity(tx, {
        ...aboutBrand(actor, id),
        kind: "brand.edited",
        summary: `Brand ${after.name}${renamed}: ${Object.keys(changed.after).join(", ")} changed`,
        ...changed,
      });
    })
    .catch(nameTakenMeanwhile(input.name));
}

/**
 * Deletes a brand no product has, as staff member `actor`, with its 'brand.deleted' entry on the
 * activity trail (decision 074). The brand's row is locked first, so a product being given it
 * at the same time (server/catalog/admin/admin-perfume-facts.ts share-locks it) waits or is counted.
 * @throws Refusal 404 when there is no such brand, 409 saying how many products have it.
 */
export function deleteBrand(db: Db, id: string, actor: ActivityActor) {
  return db.transaction(async (tx) => {
    const found = await lockBrand(tx, id);
    const [used] = await tx
      .select({ products: count() })
      .from(product)
      .where(eq(product.brandId, id));
    if (used && used.products > 0) throw new Refusal(brandTexts.inUse(used.products), 409);
    await tx.delete(brand).where(eq(brand.id, id));
    await recordActivity(tx, {
      ...aboutBrand(actor, id),
      kind: "brand.deleted",
      summary: `Brand ${found.name} deleted`,
      before: found,
    });
  });
}
