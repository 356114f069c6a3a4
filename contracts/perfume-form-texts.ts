import { perfumeFactLimits, type NoteLayer } from "./perfume";

/*
 * The product form's perfume-fact names, labels, messages and values (decision 057): apart from
 * the schema of perfume-form.ts, so that the form's page does not load zod before its first use
 * (decision 053).
 */

/** The product form's perfume-fact fields by name, as its inputs and refusals name them. */
export const noteFieldNames = {
  top: "topNotes",
  heart: "heartNotes",
  base: "baseNotes",
} as const satisfies Record<NoteLayer, string>;

/** The product form's perfume-fact labels, which its refusals name (decision 052). */
export const perfumeFactLabels = {
  brandId: "Brand",
  concentration: "Concentration",
  families: "Scent families",
  topNotes: "Top notes",
  heartNotes: "Heart notes",
  baseNotes: "Base notes",
} as const;

/**
 * The messages of refused perfume facts, each naming its field as SPEC §5's do ('Product name is
 * required'); `layer` is a note field's label ('Top notes').
 */
export const perfumeFactTexts = {
  brand: "Brand must be one of the shop's brands",
  concentration: "Concentration must be one from the list",
  families: "Scent families must be from the list",
  tooManyNotes: (layer: string) =>
    `Enter at most ${perfumeFactLimits.notesPerLayer} ${layer.toLowerCase()}`,
  noteTooLong: (layer: string) =>
    `Each of the ${layer.toLowerCase()} is at most ${perfumeFactLimits.noteNameLength} characters`,
  noteUnnamed: (layer: string) => `Each of the ${layer.toLowerCase()} needs letters or digits`,
} as const;

/** A product's facts as the form shows them: brand id, slugs, and note names comma-separated. */
export interface PerfumeFactValues {
  brandId: string;
  concentration: string;
  families: string[];
  topNotes: string;
  heartNotes: string;
  baseNotes: string;
}

/** No facts chosen: a new product's. */
export const emptyPerfumeFacts: PerfumeFactValues = {
  brandId: "",
  concentration: "",
  families: [],
  topNotes: "",
  heartNotes: "",
  baseNotes: "",
};

/** The brands and notes the product form offers. */
export interface PerfumeFactChoices {
  brands: { id: string; name: string }[];
  /** Every note's name, A–Z, for the note fields' suggestions. */
  noteNames: string[];
}
