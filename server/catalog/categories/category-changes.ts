import { and, asc, eq, like, max, ne, or, sql } from "drizzle-orm";
import { categoryTexts, type CategoryChange } from "#contracts/admin-category.ts";
import { categorySlug } from "#contracts/categories.ts";
import { recordActivity, type ActivityActor } from "#server/activity/record-activity.ts";
import type { Db, DbTransaction } from "#server/db/client.ts";
import { category, categoryRedirect, product } from "#server/db/schema.ts";
import { firstFreeSlug, isUniqueViolation } from "#server/db/unique-values.ts";
import { Refusal } from "#server/http/refusal.ts";
import { browseFilterName } from "./browse-filter";

const sameName = (column: typeof category.name | typeof categoryRedirect.oldName, name: string) =>
  sql`lower(${column}) = lower(${name})`;

/**
 * Refuses `name` for a category (not `except`): a browse filter's name or Uncategorized
 * (DESIGN §6), or another category's in any case. A name an old redirect holds is taken over:
 * the redirect goes (decision 062).
 */
async function claimName(tx: DbTransaction, name: string, except?: string) {
  const reserved = browseFilterName(name);
  if (reserved) throw new Refusal(categoryTexts.nameReserved(reserved), 409);
  const condition = sameName(category.name, name);
  const [taken] = await tx
    .select({ name: category.name })
    .from(category)
    .where(except === undefined ? condition : and(condition, ne(category.name, except)));
  if (taken) throw new Refusal(categoryTexts.nameTaken(taken.name), 409);
  await tx.delete(categoryRedirect).where(sameName(categoryRedirect.oldName, name));
}

/** A slug for `name` no other category (not `except`) has: `oud`, `oud-2` … */
async function freeSlug(tx: DbTransaction, name: string, except?: string): Promise<string> {
  const slug = categorySlug(name);
  const rows = await tx
    .select({ slug: category.slug, name: category.name })
    .from(category)
    .where(or(eq(category.slug, slug), like(category.slug, `${slug}-%`)));
  return firstFreeSlug(
    slug,
    new Set(rows.filter((row) => row.name !== except).map((row) => row.slug)),
  );
}

/** A name taken by a change made at the same moment is refused like one taken before. */
const nameTakenMeanwhile = (name: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? new Refusal(categoryTexts.nameTaken(name), 409) : error;
};

/**
 * Records a change of category `name` on the activity trail (decision 074): one
 * 'category.changed' entry by `actor`, e.g. 'Category Mist renamed Body Mist'.
 */
function recordCategoryChange(
  tx: DbTransaction,
  actor: ActivityActor,
  name: string,
  change: { summary: string; before?: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  return recordActivity(tx, {
    actor,
    kind: "category.changed",
    subjectType: "category",
    subjectId: name,
    ...change,
  });
}

/** The category named exactly `name`, locked for this transaction: its name and flags. @throws Refusal 404. */
async function lockCategory(tx: DbTransaction, name: string) {
  const [found] = await tx
    .select({ name: category.name, isHidden: category.isHidden, isInSlider: category.isInSlider })
    .from(category)
    .where(eq(category.name, name))
    .for("update");
  if (!found) throw new Refusal(categoryTexts.unknown, 404);
  return found;
}

/**
 * Adds a category (decision 062) at the end of the shop's order, offered when staff add a
 * product, on neither the home browser nor the slider. `name` is trimmed, 1–40 characters.
 * Staff member `actor` is named on its 'category.changed' entry (decision 074).
 * @throws Refusal 409 when a category has that name in any case, or a browse filter does.
 */
export function addCategory(db: Db, name: string, actor: ActivityActor): Promise<void> {
  return db
    .transaction(async (tx) => {
      await claimName(tx, name);
      const [last] = await tx.select({ sortOrder: max(category.sortOrder) }).from(category);
      await tx.insert(category).values({
        name,
        slug: await freeSlug(tx, name),
        sortOrder: (last?.sortOrder ?? -1) + 1,
        isInAdmin: true,
      });
      await recordCategoryChange(tx, actor, name, {
        summary: `Category ${name} added`,
        after: { name },
      });
    })
    .catch(nameTakenMeanwhile(name));
}

/**
 * Renames category `from` to `to` in one transaction (decision 062): its products follow, and
 * `from` becomes a redirect to it (earlier redirects follow through the foreign key). Staff
 * member `actor` is named on its 'category.changed' entry (decision 074).
 * @throws Refusal 404 for an unknown category, 409 for a browse filter, a name taken or reserved.
 */
export function renameCategory(
  db: Db,
  from: string,
  to: string,
  actor: ActivityActor,
): Promise<void> {
  return db
    .transaction(async (tx) => {
      await lockCategory(tx, from);
      if (browseFilterName(from)) throw new Refusal(categoryTexts.browseFilter(from), 409);
      if (from === to) return;
      await claimName(tx, to, from);
      const slug = await freeSlug(tx, to, from);
      await tx.update(category).set({ name: to, slug }).where(eq(category.name, from));
      await tx.update(product).set({ category: to }).where(eq(product.category, from));
      await tx
        .insert(categoryRedirect)
        .values({ oldName: from, categoryName: to })
        .onConflictDoUpdate({ target: categoryRedirect.oldName, set: { categoryName: to } });
      await recordCategoryChange(tx, actor, to, {
        summary: `Category ${from} renamed ${to}`,
        before: { name: from },
        after: { name: to },
      });
    })
    .catch(nameTakenMeanwhile(to));
}

/**
 * Moves a category one place up or down the shop's order (home browser, slider, pick lists;
 * decision 062), numbering every category 0… again. A move is a 'category.changed' entry by
 * staff member `actor` (decision 074); staying at the top or the bottom is none.
 * @returns its place now, from 1. @throws Refusal 404 for an unknown category.
 */
export function moveCategory(
  db: Db,
  name: string,
  direction: "up" | "down",
  actor: ActivityActor,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ name: category.name, sortOrder: category.sortOrder })
      .from(category)
      .orderBy(asc(category.sortOrder), asc(category.name))
      .for("update");
    const from = rows.findIndex((row) => row.name === name);
    if (from === -1) throw new Refusal(categoryTexts.unknown, 404);
    const to = Math.min(rows.length - 1, Math.max(0, from + (direction === "up" ? -1 : 1)));
    const [moved] = rows.splice(from, 1);
    rows.splice(to, 0, moved!);
    for (const [index, row] of rows.entries()) {
      if (row.sortOrder === index) continue;
      await tx.update(category).set({ sortOrder: index }).where(eq(category.name, row.name));
    }
    if (to !== from) {
      await recordCategoryChange(tx, actor, name, {
        summary: `Category ${name} moved ${direction} to place ${to + 1}`,
        before: { place: from + 1 },
        after: { place: to + 1 },
      });
    }
    return to + 1;
  });
}

/** What setting a category's flag off (first) or on (second) did, as the trail says it. */
const flagChangeTexts = {
  isHidden: ["shown", "hidden"],
  isInSlider: ["taken off the slider", "put on the slider"],
} as const;

/**
 * Sets one of a category's flags (decision 062): `isHidden` takes it off the home browser, the
 * slider, the pick lists for new products and search suggestions (its products stay listed);
 * `isInSlider` puts it on the all-products slider (the home browser's cards need an image, so
 * `isOnHome` stays as seeded). A flag changed is a 'category.changed' entry by staff member
 * `actor` (decision 074).
 * @throws Refusal 404 for an unknown category.
 */
export function setCategoryFlag(
  db: Db,
  name: string,
  flag: "isHidden" | "isInSlider",
  value: boolean,
  actor: ActivityActor,
): Promise<void> {
  return db.transaction(async (tx) => {
    const found = await lockCategory(tx, name);
    if (found[flag] === value) return;
    await tx
      .update(category)
      .set({ [flag]: value })
      .where(eq(category.name, name));
    await recordCategoryChange(tx, actor, name, {
      summary: `Category ${name} ${flagChangeTexts[flag][value ? 1 : 0]}`,
      before: { [flag]: found[flag] },
      after: { [flag]: value },
    });
  });
}

/** What a Categories form did, for the page's status line: the category's name now. */
export type CategoryChangeDone =
  | { done: "added" | "renamed" | "hidden" | "shown"; name: string }
  | { done: "moved"; name: string; place: number; direction: "up" | "down" }
  | { done: "slider"; name: string; isInSlider: boolean };

/**
 * Applies one posted Categories form (decision 062) as staff member `actor`: add, rename, move,
 * hide or put on the slider, each change on the activity trail (decision 074).
 * @throws Refusal 404/409 as addCategory, renameCategory, moveCategory and setCategoryFlag do.
 */
export async function changeCategory(
  db: Db,
  change: CategoryChange,
  actor: ActivityActor,
): Promise<CategoryChangeDone> {
  switch (change.intent) {
    case "add":
      await addCategory(db, change.name, actor);
      return { done: "added", name: change.name };
    case "rename":
      await renameCategory(db, change.category, change.name, actor);
      return { done: "renamed", name: change.name };
    case "move": {
      const place = await moveCategory(db, change.category, change.direction, actor);
      return { done: "moved", name: change.category, place, direction: change.direction };
    }
    case "hide":
      await setCategoryFlag(db, change.category, "isHidden", change.isHidden, actor);
      return { done: change.isHidden ? "hidden" : "shown", name: change.category };
    case "slider":
      await setCategoryFlag(db, change.category, "isInSlider", change.isInSlider, actor);
      return { done: "slider", name: change.category, isInSlider: change.isInSlider };
  }
}
