import { Link } from "react-router";
import {
  adminOrderSearch,
  orderTabs,
  type AdminOrderQuery,
  type OrderTab,
} from "#contracts/admin-order-query.ts";

const tabLabels: Record<OrderTab, string> = {
  ongoing: "Ongoing Orders",
  delivered: "Delivered Orders",
};

/**
 * SPEC §2's two tabs with their counts. Links: the tab lives in the URL. A tab keeps the search,
 * the payment filter (unpaid orders are worth finding in either tab) and the sort, and
 * starts again at page 1 without the status filter.
 */
export function OrderTabs({
  current,
  counts,
  keep,
}: {
  current: OrderTab;
  counts: Record<OrderTab, number>;
  keep: Pick<AdminOrderQuery, "search" | "payment" | "sort">;
}) {
  return (
    <nav aria-label="Order tabs" className="mb-6 flex gap-6 overflow-x-auto border-b border-stone">
      {orderTabs.map((tab) => {
        const isCurrent = tab === current;
        return (
          <Link
            key={tab}
            to={`/admin/orders${adminOrderSearch({ tab, ...keep })}`}
            aria-current={isCurrent ? "page" : undefined}
            className={`-mb-px flex shrink-0 items-center gap-2 border-b-2 px-1 pb-3 text-sm transition ${
              isCurrent
                ? "border-espresso text-espresso"
                : "border-transparent text-taupe hover:text-espresso"
            }`}
          >
            {tabLabels[tab]}
            <span
              className={`min-w-6 rounded-full px-2 py-0.5 text-center text-xs tabular-nums ${
                isCurrent ? "bg-espresso text-ivory" : "bg-linen text-taupe"
              }`}
            >
              {counts[tab].toLocaleString("en-KE")}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
