import { Inbox, SearchX } from "lucide-react";
import { Link } from "react-router";
import { adminOrderSearch, type AdminOrderQuery } from "#contracts/admin-order-query.ts";
import { orderTexts } from "#contracts/admin-order-list.ts";

/**
 * SPEC §2's empty states: with a search, status or payment filter, 'No orders match
 * your filters' and 'Clear Filters' (back to the whole tab); otherwise the tab is empty.
 */
export function OrdersEmptyState({ query }: { query: AdminOrderQuery }) {
  const isFiltered = Boolean(query.search || query.status || query.payment);
  const Icon = isFiltered ? SearchX : Inbox;
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <Icon aria-hidden className="size-8 text-stone" strokeWidth={1.25} />
      {isFiltered ? (
        <>
          <p className="font-display text-2xl text-espresso">{orderTexts.noMatches}</p>
          <Link
            to={`/admin/orders${adminOrderSearch({ tab: query.tab, sort: query.sort })}`}
            className="mt-2 border border-espresso px-6 py-2.5 text-xs tracking-[0.2em] uppercase hover:bg-espresso hover:text-ivory"
          >
            Clear Filters
          </Link>
        </>
      ) : (
        <>
          <p className="font-display text-2xl text-espresso">No {query.tab} orders to display</p>
          <p className="text-sm text-taupe">{orderTexts.newOrdersHint}</p>
        </>
      )}
    </div>
  );
}
