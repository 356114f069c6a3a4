import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { CategorySales, ProductReport, ProductSizeSales } from "#contracts/product-report.ts";
import { periodBefore, type ReportRange } from "#contracts/reports.ts";
import type { DbExecutor } from "../db/client";
import { dailyProductSales } from "../db/kept-figures-schema";
import { product } from "../db/schema";
import { wholeSum } from "../db/whole-sum";

const units = wholeSum(sql`sum(${dailyProductSales.units})`);
const sales = wholeSum(sql`sum(${dailyProductSales.sales})`);

/** Days `from`…`to` of the kept rows: a range scan of the key's first column. */
const within = ({ from, to }: { from: string; to: string }) =>
  and(gte(dailyProductSales.day, from), lte(dailyProductSales.day, to));

/**
 * Each product and size sold over Nairobi days `range` (decision 080), by sales then units,
 * `limit` rows at most (all when undefined), with the product's name now; and how many there
 * are in all, counted in the same pass.
 */
export async function readProductSizeSales(
  db: DbExecutor,
  range: { from: string; to: string },
  limit?: number,
): Promise<{ rows: ProductSizeSales[]; count: number }> {
  const query = db
    .select({
      productId: dailyProductSales.productId,
      name: product.name,
      sizeLabel: dailyProductSales.sizeLabel,
      units,
      sales,
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(dailyProductSales)
    .innerJoin(product, eq(product.id, dailyProductSales.productId))
    .where(within(range))
    .groupBy(dailyProductSales.productId, product.name, dailyProductSales.sizeLabel)
    .having(sql`sum(${dailyProductSales.units}) <> 0 or sum(${dailyProductSales.sales}) <> 0`)
    .orderBy(desc(sales), desc(units), product.name, dailyProductSales.sizeLabel);
  const found = await (limit === undefined ? query : query.limit(limit));
  return { rows: found.map(({ count: _count, ...row }) => row), count: found[0]?.count ?? 0 };
}

/** Each category's units and sales over `range`. */
async function categorySalesIn(db: DbExecutor, range: { from: string; to: string }) {
  const rows = await db
    .select({ category: dailyProductSales.category, units, sales })
    .from(dailyProductSales)
    .where(within(range))
    .groupBy(dailyProductSales.category);
  return new Map(rows.map(({ category, ...figures }) => [category, figures]));
}

/**
 * Sales by category over `range` with the period before's sales, by sales; a category that sold
 * nothing in either period is left out.
 */
export async function readCategorySales(
  db: DbExecutor,
  range: ReportRange,
): Promise<CategorySales[]> {
  const [now, before] = await Promise.all([
    categorySalesIn(db, range),
    categorySalesIn(db, periodBefore(range)),
  ]);
  const categories = new Set([...now.keys(), ...before.keys()]);
  return [...categories]
    .map((category) => ({
      category,
      units: now.get(category)?.units ?? 0,
      sales: now.get(category)?.sales ?? 0,
      salesBefore: before.get(category)?.sales ?? 0,
    }))
    .filter((row) => row.units !== 0 || row.sales !== 0 || row.salesBefore !== 0)
    .sort((a, b) => b.sales - a.sales || b.units - a.units || a.category.localeCompare(b.category));
}

/**
 * The product report over `range` (docs/decisions/080-reports-by-product.md): the best-selling
 * product sizes, `limit` of them at most (all when undefined), their count, and sales by category
 * against the period before — from the kept days, never the orders.
 */
export async function readProductReport(
  db: DbExecutor,
  range: ReportRange,
  limit?: number,
): Promise<ProductReport> {
  const [products, categories] = await Promise.all([
    readProductSizeSales(db, range, limit),
    readCategorySales(db, range),
  ]);
  return { products: products.rows, productCount: products.count, categories };
}
