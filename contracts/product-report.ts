// Admin → Reports by product, size and category (docs/decisions/080-reports-by-product.md). No
// zod: the page imports it (decision 048).

/** What one product in one size sold in a period: units, and sales at the prices sold (KSh). */
export interface ProductSizeSales {
  productId: string;
  /** The product's name now. */
  name: string;
  /** The size as sold, e.g. '100 ml'; '' for lines placed before sizes were sold. */
  sizeLabel: string;
  units: number;
  sales: number;
}

/** What one category sold in a period and in the period before (units, KSh). */
export interface CategorySales {
  /** The category as sold; '' for lines without one. */
  category: string;
  units: number;
  sales: number;
  salesBefore: number;
}

/** The most product and size rows the Reports page lists; the CSV has them all. */
export const productRowsShown = 20;

/** The product report: the best-selling sizes first, how many there are, and the categories. */
export interface ProductReport {
  /** At most `productRowsShown` on the page, every row in the CSV; by sales, then units. */
  products: ProductSizeSales[];
  /** How many product and size rows the period has in all. */
  productCount: number;
  categories: CategorySales[];
}

/** How a line without a size or category reads in a report. */
export const reportBlank = { size: "—", category: "No category" } as const;
