import { eq, inArray } from "drizzle-orm";
import { factSlug } from "#contracts/perfume.ts";
import type { PerfumeFactsInput } from "#contracts/perfume-form.ts";
import { perfumeFactTexts } from "#contracts/perfume-form-texts.ts";
import type { DbTransaction } from "#server/db/client.ts";
import { brand, note } from "#server/db/perfume-schema.ts";
import { Refusal } from "#server/http/refusal.ts";

/**
 * The product columns of checked perfume facts (docs/decisions/057-perfume-facts.md), within
 * the transaction that writes the product: the brand, which must exist (its row is share-locked,
 * so it cannot be deleted before the product is written), the concentration and families as
 * given, and each layer's note names as slugs. Names not yet in the vocabulary are added to it
 * here, so a refused product adds none.
 * @throws Refusal 400 naming the Brand when `brandId` names no brand.
 */
export async function perfumeFactColumns(tx: DbTransaction, facts: PerfumeFactsInput) {
  if (facts.brandId) {
    const [found] = await tx
      .select({ id: brand.id })
      .from(brand)
      .where(eq(brand.id, facts.brandId))
      .for("share");
    if (!found) throw new Refusal(perfumeFactTexts.brand, 400, { field: "brandId" });
  }
  const named = [...facts.topNotes, ...facts.heartNotes, ...facts.baseNotes];
  const bySlug = new Map(named.map((name) => [factSlug(name), name]));
  if (bySlug.size > 0) {
    const known = await tx
      .select({ slug: note.slug })
      .from(note)
      .where(inArray(note.slug, [...bySlug.keys()]));
    for (const { slug } of known) bySlug.delete(slug);
  }
  if (bySlug.size > 0) {
    const added = [...bySlug].map(([slug, name]) => ({ slug, name }));
    await tx.insert(note).values(added).onConflictDoNothing();
  }
  return {
    brandId: facts.brandId,
    concentration: facts.concentration,
    families: facts.families,
    topNotes: facts.topNotes.map(factSlug),
    heartNotes: facts.heartNotes.map(factSlug),
    baseNotes: facts.baseNotes.map(factSlug),
  };
}
