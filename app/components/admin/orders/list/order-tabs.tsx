import {
  adminOrderSearch,
  orderTabs,
  type AdminOrderQuery,
  type OrderTab,
} from "#contracts/admin-order-query.ts";
import { CountTab } from "../../count-tab";

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
      {orderTabs.map((tab) => (
        <CountTab
          key={tab}
          to={`/admin/orders${adminOrderSearch({ tab, ...keep })}`}
          label={tabLabels[tab]}
          count={counts[tab]}
          isCurrent={tab === current}
        />
      ))}
    </nav>
  );
}
