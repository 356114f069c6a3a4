import { defaultLowStockThreshold } from "#contracts/admin-dashboard.ts";
import { and, asc, count, eq, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { AdminProduct, ProductStats } from "#contracts/admin-product.ts";
import { adminProductPageSize, type AdminProductQuery } from "#contracts/admin-product-query.ts";
import type { Db } from "../../db/client";
import { product, productSize } from "../../db/schema";
import { searchCondition } from "../../search/product-search-queries";
import { facetConditions, type FacetFilter } from "../facets/facet-conditions";
import { hasLowStockSize } from "../low-stock";
import { productPageBounds } from "../page-bounds";
import { adminProductColumns, listedProduct, listedSize } from "../product-columns";
import { orderItem } from "../../db/order-schema";

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
 * Low stock is at `lowStockThreshold` or below: the setting in force (decision 044). Archived
 * products are listed too, with their date; `archived` lists only them (decision 061). `facets`
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
  if (query.archived) conditions.push(isNotNull(product.archivedAt));
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

/**
 * SPEC §2 Add Product stats in one aggregate: every product on sale (archived ones left out:
 * docs/decisions/061-product-life-cycle.md), in stock, out of stock.
 */
export async function productStats(db: Db): Promise<ProductStats> {
  const [row] = await db
    .select({
      total: count(),
      inStock: sql<number>`count(*) filter (where ${product.inStock})`.mapWith(Number),
    })
    .from(product)
    .where(listedProduct);
  const total = row?.total ?? 0;
  const inStock = row?.inStock ?? 0;
  return { total, inStock, outOfStock: total - inStock };
}

/**
 * Edit product's sizes on sale in position order (docs/decisions/061-product-life-cycle.md):
 * label, prices (whole KSh), SKU, stock level (null = untracked) and whether an order names
 * the size (removing it then archives it).
 */
export function listSizesForEdit(db: Db, productId: string) {
  return db
    .select({
      id: productSize.id,
      label: productSize.label,
      price: productSize.price,
      compareAtPrice: productSize.compareAtPrice,
      sku: productSize.sku,
      stockLevel: productSize.stockLevel,
      // Qualified by hand: drizzle writes a one-table query's columns bare.
      isSold: sql<boolean>`exists (select 1 from ${orderItem} where "order_item"."size_id" = "product_size"."id")`,
    })
    .from(productSize)
    .where(and(eq(productSize.productId, productId), listedSize))
    .orderBy(asc(productSize.position));
}
