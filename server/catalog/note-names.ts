import { inArray } from "drizzle-orm";
import type { DbExecutor } from "../db/client";
import { note } from "../db/perfume-schema";

/**
 * The names of the notes with these slugs, by slug (docs/decisions/057-perfume-facts.md); a
 * slug the vocabulary lacks is absent. No query when there are none.
 */
export async function noteNames(db: DbExecutor, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ slug: note.slug, name: note.name })
    .from(note)
    .where(inArray(note.slug, slugs));
  return new Map(rows.map(({ slug, name }) => [slug, name]));
}
