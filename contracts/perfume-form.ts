// zod/mini: the product form checks these fields in the browser too, where bytes count.
import { z } from "zod/mini";
import {
  concentrations,
  factSlug,
  perfumeFactLimits,
  scentFamilies,
  withParentFamilies,
} from "./perfume";
import { perfumeFactLabels, perfumeFactTexts } from "./perfume-form-texts";
import { storable } from "./storable-text";

/** Note names typed comma-separated ('Bergamot, Pink pepper'), trimmed, each once (by slug). */
function typedNoteNames(text: string): string[] {
  const names = text
    .split(",")
    .map((name) => name.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  const seen = new Set<string>();
  return names.filter((name) => {
    const slug = factSlug(name) || name;
    if (seen.has(slug)) return false;
    seen.add(slug);
    return true;
  });
}

/**
 * One layer's notes typed as names, comma-separated: up to 12 names of up to 40 characters, each
 * with a letter or digit. Checked on the whole list, so a refusal names the layer's field.
 */
const noteNamesField = (label: string) =>
  z.pipe(
    z.pipe(z._default(z.string().check(storable(label)), ""), z.transform(typedNoteNames)),
    z.array(z.string()).check(
      z.maxLength(perfumeFactLimits.notesPerLayer, {
        error: perfumeFactTexts.tooManyNotes(label),
      }),
      z.refine((names) => names.every((name) => name.length <= perfumeFactLimits.noteNameLength), {
        error: perfumeFactTexts.noteTooLong(label),
      }),
      z.refine((names) => names.every((name) => factSlug(name) !== ""), {
        error: perfumeFactTexts.noteUnnamed(label),
      }),
    ),
  );

/** '' (none chosen) as null. */
const noneAsNull = (text: string) => (text === "" ? null : text);

const concentrationSlugs = concentrations.map((concentration) => concentration.slug);
const familySlugs = scentFamilies.map((family) => family.slug);

/**
 * The perfume facts a product form posts (docs/decisions/057-perfume-facts.md): `brandId`
 * ('' = none; the server checks that it exists), `concentration` ('' = none), `families` (one
 * slug or several; each subfamily's family is added) and three layers of note names typed
 * comma-separated (names not yet in the vocabulary are added by the server).
 */
export const perfumeFactFields = {
  brandId: z.pipe(
    z._default(z.string({ error: perfumeFactTexts.brand }).check(z.maxLength(64)), ""),
    z.transform(noneAsNull),
  ),
  concentration: z.pipe(
    z._default(
      z.union([z.literal(""), z.enum(concentrationSlugs)], {
        error: perfumeFactTexts.concentration,
      }),
      "",
    ),
    z.transform((slug) => (slug === "" ? null : slug)),
  ),
  families: z.pipe(
    z._default(
      z.union([z.enum(familySlugs), z.array(z.enum(familySlugs))], {
        error: perfumeFactTexts.families,
      }),
      [],
    ),
    z.transform((chosen) => withParentFamilies(Array.isArray(chosen) ? chosen : [chosen])),
  ),
  topNotes: noteNamesField(perfumeFactLabels.topNotes),
  heartNotes: noteNamesField(perfumeFactLabels.heartNotes),
  baseNotes: noteNamesField(perfumeFactLabels.baseNotes),
};

/** The perfume facts alone, as a schema. */
export const PerfumeFactsSchema = z.object(perfumeFactFields);

/** A product's facts as the form gives them to the server: note names per layer. */
export type PerfumeFactsInput = z.output<typeof PerfumeFactsSchema>;
