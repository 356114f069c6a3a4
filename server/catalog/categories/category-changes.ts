import { and, asc, eq, like, max, ne, or, sql } from "drizzle-orm";
import { categoryTexts, type CategoryChange } from "#contracts/admin-category.ts";
import { categorySlug } from "#contracts/categories.ts";
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

/** The category named exactly `name`, locked for this transaction. @throws Refusal 404. */
async function lockCategory(tx: DbTransaction, name: string) {
  const [found] = await tx
    .select({ name: category.name })
    .from(category)
    .where(eq(category.name, name))
    .for("update");
  if (!found) throw new Refusal(categoryTexts.unknown, 404);
  return found;
}

/**
 * Adds a category (decision 062) at the end of the shop's order, offered when staff add a
 * product, on neither the home browser nor the slider. `name` is trimmed, 1–40 characters.
 * @throws Refusal 409 when a category has that name in any case, or a browse filter does.
 */
export function addCategory(db: Db, name: string): Promise<void> {
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
    })
    .catch(nameTakenMeanwhile(name));
}

/**
 * Renames category `from` to `to` in one transaction (decision 062): its products follow, and
 * `from` becomes a redirect to it (earlier redirects follow through the foreign key).
 * @throws Refusal 404 for an unknown category, 409 for a browse filter, a name taken or reserved.
 */
export function renameCategory(db: Db, from: string, to: string): Promise<void> {
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
    })
    .catch(nameTakenMeanwhile(to));
}

/**
 * Moves a category one place up or down the shop's order (home browser, slider, pick lists;
 * decision 062), numbering every category 0… again.
 * @returns its place now, from 1. @throws Refusal 404 for an unknown category.
 */
export function moveCategory(db: Db, name: string, direction: "up" | "down"): Promise<number> {
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
    return to + 1;
  });
}

/**
 * Sets one of a category's flags (decision 062): `isHidden` takes it off the home browser, the
 * slider, the pick lists for new products and search suggestions (its products stay listed);
 * `isInSlider` puts it on the all-products slider (the home browser's cards need an image, so
 * `isOnHome` stays as seeded).
 * @throws Refusal 404 for an unknown category.
 */
export async function setCategoryFlag(
  db: Db,
  name: string,
  flag: "isHidden" | "isInSlider",
  value: boolean,
): Promise<void> {
  const updated = await db
    .update(category)
    .set({ [flag]: value })
    .where(eq(category.name, name))
    .returning({ name: category.name });
  if (updated.length === 0) throw new Refusal(categoryTexts.unknown, 404);
}

/** What a Categories form did, for the page's status line: the category's name now. */
export type CategoryChangeDone =
  | { done: "added" | "renamed" | "hidden" | "shown"; name: string }
  | { done: "moved"; name: string; place: number; direction: "up" | "down" }
  | { done: "slider"; name: string; isInSlider: boolean };

/**
 * Applies one posted Categories form (decision 062): add, rename, move, hide or put on the slider.
 * @throws Refusal 404/409 as addCategory, renameCategory, moveCategory and setCategoryFlag do.
 */
export async function changeCategory(db: Db, change: CategoryChange): Promise<CategoryChangeDone> {
  switch (change.intent) {
    case "add":
      await addCategory(db, change.name);
      return { done: "added", name: change.name };
    case "rename":
      await renameCategory(db, change.category, change.name);
      return { done: "renamed", name: change.name };
    case "move": {
      const place = await moveCategory(db, change.category, change.direction);
      return { done: "moved", name: change.category, place, direction: change.direction };
    }
    case "hide":
      await setCategoryFlag(db, change.category, "isHidden", change.isHidden);
      return { done: change.isHidden ? "hidden" : "shown", name: change.category };
    case "slider":
      await setCategoryFlag(db, change.category, "isInSlider", change.isInSlider);
      return { done: "slider", name: change.category, isInSlider: change.isInSlider };
  }
}
