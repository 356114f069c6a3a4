import { and, asc, count, eq } from "drizzle-orm";
import type { ListedCategory } from "#contracts/admin-category.ts";
import type { DbExecutor } from "#server/db/client.ts";
import { category, categoryRedirect, product } from "#server/db/schema.ts";
import { browseFilterName } from "./browse-filter";

/**
 * Admin → Categories (decision 062): every category in the shop's order with how many products
 * are filed under its exact name, where it shows, and the old names that lead to it.
 */
export async function listCategoriesForAdmin(db: DbExecutor): Promise<ListedCategory[]> {
  const [rows, redirects] = await Promise.all([
    db
      .select({
        name: category.name,
        slug: category.slug,
        productCount: count(product.id),
        isOnHome: category.isOnHome,
        isInSlider: category.isInSlider,
        isInAdmin: category.isInAdmin,
        isHidden: category.isHidden,
      })
      .from(category)
      .leftJoin(product, eq(product.category, category.name))
      .groupBy(category.name)
      .orderBy(asc(category.sortOrder), asc(category.name)),
    db.select().from(categoryRedirect).orderBy(asc(categoryRedirect.oldName)),
  ]);
  return rows.map((row) => ({
    ...row,
    isBrowseFilter: browseFilterName(row.name) !== undefined,
    oldNames: redirects.filter((r) => r.categoryName === row.name).map((r) => r.oldName),
  }));
}

/**
 * The categories staff may file a product under (SPEC §3's creation list as staff keep it,
 * decision 062): offered in the product forms, neither hidden, in the shop's order.
 */
export async function listPickCategoryNames(db: DbExecutor): Promise<string[]> {
  const rows = await db
    .select({ name: category.name })
    .from(category)
    .where(and(eq(category.isInAdmin, true), eq(category.isHidden, false)))
    .orderBy(asc(category.sortOrder), asc(category.name));
  return rows.map((row) => row.name);
}

/** The category names whose products a list may be filtered by: every offered one, hidden too. */
export async function listFilterCategoryNames(db: DbExecutor): Promise<string[]> {
  const rows = await db
    .select({ name: category.name })
    .from(category)
    .where(eq(category.isInAdmin, true))
    .orderBy(asc(category.sortOrder), asc(category.name));
  return rows.map((row) => row.name);
}

/**
 * The old category names that lead elsewhere, old name → the category's name now (decision
 * 062); a storefront answers `?category={old}` with a 301 to the new name.
 */
export async function listCategoryRedirects(db: DbExecutor): Promise<Map<string, string>> {
  const rows = await db
    .select({ oldName: categoryRedirect.oldName, categoryName: categoryRedirect.categoryName })
    .from(categoryRedirect);
  return new Map(rows.map((row) => [row.oldName, row.categoryName]));
}
