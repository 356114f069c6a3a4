import { and, asc, eq } from "drizzle-orm";
import type { CategoryCard } from "#contracts/categories.ts";
import type { Db } from "../../db/client";
import { category } from "../../db/schema";

/**
 * The home browser's 8 cards or the all-products slider's 9, in display order, less those staff
 * hid (decision 062).
 */
export function listCategoryCards(db: Db, where: "home" | "slider"): Promise<CategoryCard[]> {
  return db
    .select({ name: category.name, image: category.imageUrl })
    .from(category)
    .where(
      and(
        where === "home" ? eq(category.isOnHome, true) : eq(category.isInSlider, true),
        eq(category.isHidden, false),
      ),
    )
    .orderBy(asc(category.sortOrder));
}
