import { defaultLowStockThreshold } from "#contracts/admin-dashboard.ts";
import { and, asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import type { AdminProduct, ProductStats } from "#contracts/admin-product.ts";
import { adminProductPageSize, type AdminProductQuery } from "#contracts/admin-product-query.ts";
import type { Db } from "../../db/client";
import { product, productSize } from "../../db/schema";
import { searchCondition } from "../../search/product-search-queries";
import { facetConditions, type FacetFilter } from "../facets/facet-conditions";
import { hasLowStockSize } from "../low-stock";
import { productPageBounds } from "../page-bounds";
import { adminProductColumns } from "../product-columns";

/** One page of an admin list, with the query that chose it; `page` is clamped to 1…pageCount. */
export interface AdminProductPage {
  query: AdminProductQuery;
  products: AdminProduct[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * The admin product lists (SPEC §2 All Products and Update Products; §7: ordered by name),
 * filtered and paged in SQL by the URL query. The search matches as the shop's does
 * (server/search), or a product's exact id or a size's exact SKU; the category is matched exactly.
 * Low stock is at `lowStockThreshold` or below: the setting in force (decision 044). `facets`
 * narrows it by the storefront's facets (values of one facet OR-ed, facets AND-ed, decision 059).
 */
export async function listAdminProducts(
  db: Db,
  query: AdminProductQuery,
  {
    lowStockThreshold = defaultLowStockThreshold,
    pageSize = adminProductPageSize,
    facets = {},
  }: { lowStockThreshold?: number; pageSize?: number; facets?: FacetFilter } = {},
): Promise<AdminProductPage> {
  const conditions: SQL[] = [...facetConditions(facets).values()];
  if (query.category) conditions.push(eq(product.category, query.category));
  if (query.stock === "low") conditions.push(hasLowStockSize(lowStockThreshold));
  if (query.search) {
    const text = query.search;
    const hasSku = sql`exists (select 1 from ${productSize} where ${productSize.productId} = ${product.id} and ${productSize.sku} = ${text})`;
    conditions.push(or(searchCondition(text), eq(product.id, text), hasSku)!);
  }
  const where = and(...conditions);
  const { total, page, pageCount, offset } = await productPageBounds(
    db,
    where,
    query.page,
    pageSize,
  );
  const products = await db
    .select(adminProductColumns)
    .from(product)
    .where(where)
    .orderBy(asc(product.name), asc(product.id))
    .limit(pageSize)
    .offset(offset);
  return { query, products, total, page, pageCount };
}

/** SPEC §2 Add Product stats in one aggregate: every product, in stock, out of stock. */
export async function productStats(db: Db): Promise<ProductStats> {
  const [row] = await db
    .select({
      total: count(),
      inStock: sql<number>`count(*) filter (where ${product.inStock})`.mapWith(Number),
    })
    .from(product);
  const total = row?.total ?? 0;
  const inStock = row?.inStock ?? 0;
  return { total, inStock, outOfStock: total - inStock };
}
