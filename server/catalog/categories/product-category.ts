import { and, eq } from "drizzle-orm";
import { categoryTexts } from "#contracts/admin-category.ts";
import type { DbTransaction } from "#server/db/client.ts";
import { category } from "#server/db/schema.ts";
import { Refusal } from "#server/http/refusal.ts";

/**
 * Refuses filing a product under `name` unless staff offer that category for products and have
 * not hidden it, or it is the product's category already (`current`: a product in a category
 * hidden later keeps it). The category's row is share-locked, so a rename at the same moment
 * waits for this product, then takes it along (decision 062).
 * @throws Refusal 400 naming the category.
 */
export async function refuseUnofferedCategory(
  tx: DbTransaction,
  name: string,
  current?: string | null,
): Promise<void> {
  const isOffered = and(eq(category.isInAdmin, true), eq(category.isHidden, false));
  const [found] = await tx
    .select({ name: category.name })
    .from(category)
    .where(name === current ? eq(category.name, name) : and(eq(category.name, name), isOffered))
    .for("share");
  if (!found && name !== current) {
    throw new Refusal(categoryTexts.unknownForProduct(name), 400, { field: "category" });
  }
}
