/**
 * The 8 category cards of the home page's category browser (SPEC §2): the seeded defaults,
 * which staff then keep (decision 062).
 */
export const homeCategoryNames = [
  "Women",
  "Men",
  "Diffusers",
  "Frequence",
  "Niche",
  "Body Care",
  "Auto Perfumes",
  "Loris Perfumes",
] as const;

/** The 9 categories of the all-products slider (SPEC §2). */
export const sliderCategoryNames = [...homeCategoryNames, "Cologne"] as const;

/** Categories offered when an admin creates a product (SPEC §3): seeded defaults (decision 062). */
export const adminCategoryNames = [
  "Auto Perfumes",
  "Body Care",
  "Cologne",
  "Diffusers",
  "Dmar",
  "Frequence",
  "Loris Perfumes",
  "Lotion",
  "Mist",
  "Niche Perfumes",
  "Niche Diffusers",
  "Room Spray",
  "Mystery Perfume",
  "Others",
] as const;

export type AdminCategoryName = (typeof adminCategoryNames)[number];

/** URL-safe slug of a category name, e.g. 'Body Care' → 'body-care'. */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A category card (SPEC §3): its name and image URL (the 480 px width). */
export interface CategoryCard {
  name: string;
  image: string | null;
}
