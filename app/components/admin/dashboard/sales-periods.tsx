import type { PeriodSales } from "#contracts/admin-dashboard.ts";
import { formatPrice } from "#contracts/money.ts";

/** '1 order', '12 orders'. */
const ordersText = (orders: number) =>
  `${orders.toLocaleString("en-KE")} ${orders === 1 ? "order" : "orders"}`;

/**
 * The dashboard's Today, 7 days and 30 days side by side (Nairobi days, decision 047):
 * the sales net of refunds with their orders under them, or the orders alone for a role without
 * revenue.view (decision 072).
 */
export function SalesPeriods({
  periods,
  showsRevenue,
}: {
  periods: PeriodSales[];
  showsRevenue: boolean;
}) {
  return (
    <section
      aria-label="Sales by period"
      className="grid grid-cols-3 divide-x divide-stone/70 border border-stone/70 bg-white/60"
    >
      {periods.map((period) => (
        <div key={period.label} className="min-w-0 px-3 py-4 sm:px-5 sm:py-5">
          <p className="eyebrow truncate">{period.label}</p>
          <p className="mt-2 font-display text-lg text-espresso tabular-nums sm:text-3xl">
            {showsRevenue ? formatPrice(period.sales) : ordersText(period.orders)}
          </p>
          {showsRevenue && <p className="mt-1 text-xs text-taupe">{ordersText(period.orders)}</p>}
        </div>
      ))}
    </section>
  );
}
