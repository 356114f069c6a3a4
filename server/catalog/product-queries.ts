import { and, asc, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { ProductCard, ProductDetail, ProductSort } from "#contracts/product.ts";
import type { Db } from "../db/client";
import { product, productSize } from "../db/schema";
import { searchCondition } from "../search/product-search-queries";
import { browseCondition } from "./categories/browse-filter";
import { facetConditions, type FacetFilter } from "./facets/facet-conditions";
import { productPageBounds } from "./page-bounds";
import { listedProduct, productCardColumns, productPhotos } from "./product-columns";

/** A listing filter; prices are whole KSh, `page` counts from 1. */
export interface ProductFilter {
  category?: string;
  /** A brand's page lists only its products (docs/decisions/057-perfume-facts.md). */
  brandId?: string;
  /** The shopper's search text (SPEC §2 ?search=), matched as in server/search. */
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Only the products with a size in stock on sale (DESIGN §5). */
  isOnSale?: boolean;
  /** The chosen facets (server/catalog/facets/facet-conditions.ts), each AND-ed. */
  facets?: FacetFilter;
  sort: ProductSort;
  page: number;
  pageSize: number;
}

/** One page of a listing; `page` is clamped to 1…pageCount. */
export interface ProductPage {
  products: ProductCard[];
  total: number;
  page: number;
  pageCount: number;
}

/** A product with a size in stock that has a compare-at price (product_size_sale_idx). */
// Qualified by hand: drizzle writes a one-table query's columns bare (product-columns.ts).
const hasSizeOnSale = sql`exists (select 1 from ${productSize} as "sale_size"
  where "sale_size"."product_id" = "product"."id"
    and "sale_size"."compare_at_price" is not null and "sale_size"."in_stock")`;

/**
 * The deepest sale of the catalogue's sizes in stock, in whole percent off, rounded down (a
 * headline never promises more than a size gives); 0 when nothing is on sale.
 */
export async function deepestSalePercent(db: Db): Promise<number> {
  const [row] = await db
    .select({
      percent:
        sql<number>`coalesce(max(floor(100 - ${productSize.price} * 100.0 / ${productSize.compareAtPrice})), 0)`.mapWith(
          Number,
        ),
    })
    .from(productSize)
    .innerJoin(product, eq(product.id, productSize.productId))
    .where(
      sql`${productSize.compareAtPrice} is not null and ${productSize.inStock} and ${listedProduct} and ${productSize.archivedAt} is null`,
    );
  return row?.percent ?? 0;
}

const sortOrders: Record<ProductSort, SQL[]> = {
  newest: [desc(product.createdAt), asc(product.id)],
  "price-high-to-low": [desc(product.price), asc(product.id)],
  "price-low-to-high": [asc(product.price), asc(product.id)],
};

/**
 * The listing's conditions before facets: products shoppers may see (decision 061), category,
 * search and price (SPEC §2), and a brand page's brand (decision 057).
 */
export function listingBase(filter: Omit<ProductFilter, "sort" | "page" | "pageSize">): SQL[] {
  const conditions: SQL[] = [listedProduct];
  if (filter.brandId) conditions.push(eq(product.brandId, filter.brandId));
  if (filter.category) conditions.push(browseCondition(filter.category));
  if (filter.search) conditions.push(searchCondition(filter.search));
  if (filter.minPrice !== undefined) conditions.push(gte(product.price, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(product.price, filter.maxPrice));
  return conditions;
}

/**
 * Lists products for /all-products (SPEC §2): filtered, sorted and paged by the database.
 * A page past the end yields the last page.
 */
export async function listProducts(db: Db, filter: ProductFilter): Promise<ProductPage> {
  const conditions = listingBase(filter);
  if (filter.isOnSale) conditions.push(hasSizeOnSale);
  conditions.push(...facetConditions(filter.facets ?? {}).values());
  const where = and(...conditions);

  const { total, page, pageCount, offset } = await productPageBounds(
    db,
    where,
    filter.page,
    filter.pageSize,
  );
  const products = await db
    .select(productCardColumns)
    .from(product)
    .where(where)
    .orderBy(...sortOrders[filter.sort])
    .limit(filter.pageSize)
    .offset(offset);
  return { products, total, page, pageCount };
}

/** The three home grids (SPEC §2, §7). */
export type HomeGrid = "best-sellers" | "women" | "men";

const gridConditions: Record<HomeGrid, () => SQL> = {
  "best-sellers": () => eq(product.isBestSeller, true),
  women: () => eq(product.gender, "women"),
  men: () => eq(product.gender, "men"),
};

/**
 * A grid's order: in-stock first (a shop window does not open on 'Out of Stock'), then
 * best sellers in the gender grids, then the newest. It is the order of product_gender_grid_idx
 * and product_best_seller_grid_idx, so the first cards come from the index; the best sellers'
 * grid leaves out is_best_seller (true throughout), which PostgreSQL would otherwise sort by.
 */
function gridOrder(grid: HomeGrid): SQL[] {
  const bestSellersFirst = grid === "best-sellers" ? [] : [desc(product.isBestSeller)];
  return [desc(product.inStock), ...bestSellersFirst, desc(product.createdAt), asc(product.id)];
}

/** The first cards of a home grid, and how many products it has in all. */
export interface HomeGridPage {
  products: ProductCard[];
  total: number;
}

/**
 * The first `limit` products of a home grid and how many it has in all: one query, whose total
 * is a subquery counted once from the index (an empty grid has no row, so 0).
 */
export async function listHomeGrid(db: Db, grid: HomeGrid, limit: number): Promise<HomeGridPage> {
  const condition = and(listedProduct, gridConditions[grid]())!;
  const rows = await db
    .select({
      card: productCardColumns,
      total: sql<number>`(select count(*) from ${product} where ${condition})`.mapWith(Number),
    })
    .from(product)
    .where(condition)
    .orderBy(...gridOrder(grid))
    .limit(limit);
  return { products: rows.map((row) => row.card), total: rows[0]?.total ?? 0 };
}

/**
 * One product with its description and photos (decision 060), in one query; undefined when
 * there is none with that id or it is archived (a shopper reads it as not found:
 * docs/decisions/061-product-life-cycle.md).
 */
export async function getProduct(db: Db, id: string): Promise<ProductDetail | undefined> {
  const [row] = await db
    .select({ ...productCardColumns, description: product.description, photos: productPhotos })
    .from(product)
    .where(and(eq(product.id, id), listedProduct))
    .limit(1);
  return row;
}

/** Every product id shoppers may see with its last change, for sitemap.xml. */
export function listProductsForSitemap(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: product.id, updatedAt: product.updatedAt })
    .from(product)
    .where(listedProduct)
    .orderBy(asc(product.id));
}
