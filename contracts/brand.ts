import type { BrandLink } from "./perfume";

/** A brand as /brands lists it: its link and how many products it has. */
export interface BrandSummary extends BrandLink {
  productCount: number;
}

/** A brand as its own page shows it (docs/decisions/057-perfume-facts.md). */
export interface BrandProfile extends BrandLink {
  story: string;
  logoUrl: string | null;
}

/** The longest brand slug a URL may ask for; a longer one is no brand's (brand names ≤ 60). */
export const brandSlugMaxLength = 80;

/** Whether `slug` could name a brand (factSlug's shape, bounded), so it is worth looking up. */
export function isBrandSlug(slug: string): boolean {
  return slug.length <= brandSlugMaxLength && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
}

/** The letter /brands files a brand under: its first letter, accents dropped; "#" otherwise. */
export function brandLetter(name: string): string {
  const first = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .charAt(0);
  const letter = first.toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : "#";
}

/** Brands grouped by their letter, the groups and the brands within them A–Z ("#" last). */
export function brandsByLetter<T extends BrandLink>(
  brands: readonly T[],
): { letter: string; brands: T[] }[] {
  const groups = new Map<string, T[]>();
  const sorted = [...brands].sort((a, b) =>
    a.name.localeCompare(b.name, "en", { sensitivity: "base" }),
  );
  for (const brand of sorted) {
    const letter = brandLetter(brand.name);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return [...groups]
    .sort(([a], [b]) => (a === "#" ? 1 : b === "#" ? -1 : a.localeCompare(b)))
    .map(([letter, members]) => ({ letter, brands: members }));
}
