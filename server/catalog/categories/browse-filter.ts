import { eq, inArray, isNull, type SQL } from "drizzle-orm";
import { product } from "../../db/schema";

/**
 * DESIGN §6: browse names are named filters. Home cards and the all-products slider mix
 * genders, families and product categories; this table is the one place that maps them.
 */
const namedFilters: Record<string, () => SQL> = {
  Women: () => eq(product.gender, "women"),
  Men: () => eq(product.gender, "men"),
  Diffusers: () => inArray(product.category, ["Diffusers", "Niche Diffusers"]),
  Niche: () => inArray(product.category, ["Niche Perfumes", "Niche Diffusers"]),
  "Body Care": () => inArray(product.category, ["Body Care", "Lotion", "Mist"]),
  Uncategorized: () => isNull(product.category),
};

/**
 * The named filter `name` means, matched without regard to case ('women' → 'Women'), or
 * undefined. Staff never rename these nor give a category their names (decision 062).
 */
export function browseFilterName(name: string): string | undefined {
  return Object.keys(namedFilters).find((key) => key.toLowerCase() === name.toLowerCase());
}

/**
 * The SQL condition for a browse name from `?category=`: a named filter (matched without
 * regard to case), otherwise products whose category is exactly that name.
 */
export function browseCondition(name: string): SQL {
  const known = browseFilterName(name);
  return known ? namedFilters[known]!() : eq(product.category, name);
}
