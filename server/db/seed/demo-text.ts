import type { Rng } from "./demo-random";
import { scentFamilies, type ScentFamily } from "./demo-notes";

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a warm amber", "an aquatic". */
export function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}

export interface ChosenNotes {
  top: string[];
  heart: string[];
  base: string[];
}

/**
 * Two top, two heart and two or three base notes from the family; the product's featured note
 * takes the tier it belongs to (the heart when the family does not list it).
 */
export function chooseNotes(
  family: ScentFamily,
  feature: string | undefined,
  rng: Rng,
): ChosenNotes {
  const notes = scentFamilies[family];
  const used = new Set<string>(feature ? [feature.toLowerCase()] : []);
  const take = (pool: readonly string[], count: number, lead?: string): string[] => {
    const picked = lead ? [lead] : [];
    for (const note of rng.sample(pool, pool.length)) {
      if (picked.length >= count) break;
      if (used.has(note.toLowerCase())) continue;
      used.add(note.toLowerCase());
      picked.push(note);
    }
    return picked;
  };
  const tierOf = (note: string | undefined) =>
    note === undefined
      ? undefined
      : notes.top.includes(note)
        ? "top"
        : notes.base.includes(note)
          ? "base"
          : "heart";
  const tier = tierOf(feature);
  return {
    top: take(notes.top, 2, tier === "top" ? feature : undefined),
    heart: take(notes.heart, 2, tier === "heart" ? feature : undefined),
    base: take(notes.base, rng.int(2, 3), tier === "base" ? feature : undefined),
  };
}

/** How a family's scent feels, for sentences about rooms, skin and cabins. */
export const familyMoods: Record<ScentFamily, readonly string[]> = {
  amber: ["warm and glowing", "golden and resinous"],
  floral: ["petal-soft and radiant", "fresh-cut and luminous"],
  fresh: ["green and airy", "crisp and clean"],
  citrus: ["sunlit and clean", "bright and zesty"],
  aquatic: ["cool and mineral", "breezy and salt-kissed"],
  oud: ["dark, smoky and rich", "deep and resinous"],
  woody: ["dry and polished", "calm and woody"],
  gourmand: ["creamy and indulgent", "soft and edible"],
  fougere: ["herbal and clean", "soothing and aromatic"],
  musk: ["powdery and close", "soft and clean"],
  leather: ["supple and smoky", "rich and polished"],
  spicy: ["warm and spiced", "glowing and spiced"],
};
