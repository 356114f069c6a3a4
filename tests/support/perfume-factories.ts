import { factSlug } from "#contracts/perfume.ts";
import type { Db } from "#server/db/client.ts";
import { brand, note } from "#server/db/perfume-schema.ts";

/**
 * Inserts brands by name (id `brand-{slug}`, as the demo's) and returns their ids in order; a
 * product takes one as `brandId`.
 */
export async function insertBrands(db: Db, names: string[], story = ""): Promise<string[]> {
  const rows = names.map((name) => ({
    id: `brand-${factSlug(name)}`,
    name,
    slug: factSlug(name),
    story,
  }));
  await db.insert(brand).values(rows).onConflictDoNothing();
  return rows.map((row) => row.id);
}

/** Adds notes to the vocabulary by name and returns their slugs, which products list. */
export async function insertNotes(db: Db, names: string[]): Promise<string[]> {
  const rows = names.map((name) => ({ slug: factSlug(name), name }));
  await db.insert(note).values(rows).onConflictDoNothing();
  return rows.map((row) => row.slug);
}
