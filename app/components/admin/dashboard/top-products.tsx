import type { TopProduct } from "#contracts/admin-dashboard.ts";
import { formatPrice } from "#contracts/money.ts";
import { productDisplayName } from "#contracts/product-name.ts";
import { AdminPanel } from "../admin-panel";

/**
 * Top Selling Products (SPEC §2): the 4 most units sold, with the revenue they brought when the
 * role may see revenue (decision 072).
 */
export function TopProducts({
  products,
  showsRevenue,
}: {
  products: TopProduct[];
  showsRevenue: boolean;
}) {
  return (
    <AdminPanel title="Top Selling Products">
      {products.length === 0 ? (
        <p className="py-6 text-sm text-taupe">No sales yet.</p>
      ) : (
        <ol className="space-y-4">
          {products.map((product, index) => (
            <li key={product.productId} className="flex items-center gap-4">
              <span
                aria-hidden
                className="grid size-8 shrink-0 place-items-center border border-gold/50 font-display text-lg text-gold-dark"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-espresso">
                  {productDisplayName(product.name)}
                </p>
                <p className="text-xs text-taupe">
                  {product.unitsSold} {product.unitsSold === 1 ? "unit" : "units"} sold
                </p>
              </div>
              {showsRevenue && (
                <span className="text-sm whitespace-nowrap tabular-nums">
                  {formatPrice(product.revenue)}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </AdminPanel>
  );
}
