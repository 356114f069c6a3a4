import { parseAdminProductQuery } from "#contracts/admin-product-query.ts";
import type { Db } from "../../db/client";
import { listFilterCategoryNames } from "../categories/category-admin-queries";
import { adminProductFacets } from "./admin-product-facets";
import { listAdminProducts } from "./admin-product-queries";

/**
 * What All Products and Update Products show (SPEC §2) for a URL's query: a page of products
 * (listAdminProducts, low stock at `lowStockThreshold`), the categories to filter by (decision
 * 062), and the facets chosen with the brands and notes to choose from (decision 059).
 */
export async function readAdminProductListPage(
  db: Db,
  params: URLSearchParams,
  currentSettings: () => Promise<{ lowStockThreshold: number }>,
) {
  const query = parseAdminProductQuery(params);
  const [{ lowStockThreshold }, facets, categories] = await Promise.all([
    currentSettings(),
    adminProductFacets(db, params),
    listFilterCategoryNames(db),
  ]);
  const list = await listAdminProducts(db, query, { lowStockThreshold, facets: facets.filter });
  return { ...list, categories, picks: facets.picks, facetChoices: facets.vocabulary };
}
