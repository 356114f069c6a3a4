/**
 * A perfume's facts as the shop keeps them (docs/decisions/057-perfume-facts.md): its
 * concentration, its scent families from one fixed vocabulary, and its notes in three layers
 * from the shop's own, extendable vocabulary (server/db/perfume-schema.ts).
 */

/** Concentrations, strongest first, as stored (their slugs) and as pages name them. */
export const concentrations = [
  { slug: "extrait", label: "Extrait de Parfum", short: "Extrait" },
  { slug: "edp", label: "Eau de Parfum", short: "EDP" },
  { slug: "edt", label: "Eau de Toilette", short: "EDT" },
  { slug: "edc", label: "Eau de Cologne", short: "EDC" },
  { slug: "body-mist", label: "Body mist", short: "Body mist" },
  { slug: "perfume-oil", label: "Perfume oil", short: "Perfume oil" },
] as const;

export type Concentration = (typeof concentrations)[number]["slug"];

/** The four families of Michael Edwards' Fragrance Wheel (2010 revision). */
export type MainFamily = "floral" | "amber" | "woody" | "fresh";

/**
 * The scent families a product may carry: the wheel's four families, then the subfamilies
 * shoppers ask for by name, each under its family. A product that carries a subfamily carries
 * its family too, so "Woody" finds the leathers and chypres as well.
 */
export const scentFamilies = [
  { slug: "floral", label: "Floral", parent: null },
  { slug: "amber", label: "Amber (Oriental)", parent: null },
  { slug: "woody", label: "Woody", parent: null },
  { slug: "fresh", label: "Fresh", parent: null },
  { slug: "musk", label: "Musk", parent: "floral" },
  { slug: "fruity", label: "Fruity", parent: "fresh" },
  { slug: "gourmand", label: "Gourmand", parent: "amber" },
  { slug: "chypre", label: "Chypre", parent: "woody" },
  { slug: "leather", label: "Leather", parent: "woody" },
  { slug: "citrus", label: "Citrus", parent: "fresh" },
  { slug: "aromatic", label: "Aromatic (Fougère)", parent: "fresh" },
  { slug: "green", label: "Green", parent: "fresh" },
  { slug: "aquatic", label: "Aquatic", parent: "fresh" },
] as const satisfies readonly { slug: string; label: string; parent: MainFamily | null }[];

export type ScentFamily = (typeof scentFamilies)[number]["slug"];

/** The three layers of a notes pyramid, as stored and as pages name them. */
export const noteLayers = [
  { slug: "top", label: "Top notes" },
  { slug: "heart", label: "Heart notes" },
  { slug: "base", label: "Base notes" },
] as const;

export type NoteLayer = (typeof noteLayers)[number]["slug"];

/** A note of the shop's vocabulary: its slug (in URLs and rows) and its name as shown. */
export interface Note {
  slug: string;
  name: string;
}

/** A brand as pages link it. */
export interface BrandLink {
  slug: string;
  name: string;
}

/** A product's perfume facts as its page shows them; notes in the order staff gave them. */
export interface PerfumeFacts {
  brand: BrandLink | null;
  concentration: Concentration | null;
  families: ScentFamily[];
  notes: Record<NoteLayer, Note[]>;
}

/** Bounds of a product's facts (the product form and the import refuse more). */
export const perfumeFactLimits = {
  notesPerLayer: 12,
  noteNameLength: 40,
  brandNameLength: 60,
  brandStoryLength: 2_000,
} as const;

/** The families a chosen list carries, each subfamily's parent added, in the vocabulary's order. */
export function withParentFamilies(chosen: readonly ScentFamily[]): ScentFamily[] {
  const kept = new Set<ScentFamily>(chosen);
  for (const family of scentFamilies) {
    if (kept.has(family.slug) && family.parent) kept.add(family.parent);
  }
  return scentFamilies.map((family) => family.slug).filter((slug) => kept.has(slug));
}

/** A URL-safe slug of a brand or note name: "Maison Kilima" → "maison-kilima", "Ylang-ylang" → "ylang-ylang". */
export function factSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
