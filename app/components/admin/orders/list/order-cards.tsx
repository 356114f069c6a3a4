import { formatPrice } from "#contracts/money.ts";
import { formatOrderDate } from "#contracts/order-date.ts";
import {
  ExpandedOrderDetails,
  CustomerCell,
  detailsId,
  itemsLabel,
  PaymentLabel,
  RowStatus,
  SelectBox,
  ViewToggle,
  type OrderListProps,
} from "./order-row-parts";

/** The order list on phones: one stacked card per order with the table's fields and actions. */
export function OrderCards(props: OrderListProps) {
  const { orders, isOngoing, selection, expandedIds } = props;
  return (
    <div className="md:hidden">
      {isOngoing && (
        <label className="flex items-center gap-3 border-b border-stone/60 px-4 py-3 text-sm">
          <input
            type="checkbox"
            checked={selection.isAllSelected}
            onChange={selection.toggleAll}
            className="size-4 accent-espresso"
          />
          Select all orders on this page
        </label>
      )}
      <ul>
        {orders.map((order) => {
          const isExpanded = expandedIds.has(order.id);
          return (
            <li
              key={order.id}
              aria-label={`Order ${order.id}`}
              className={`border-b border-stone/60 ${selection.isSelected(order.id) ? "bg-gold/5" : ""}`}
            >
              <div className="flex gap-3 p-4">
                {isOngoing && (
                  <div className="pt-0.5">
                    <SelectBox orderId={order.id} selection={selection} />
                  </div>
                )}
                <div className="min-w-0 flex-1 space-y-3">
                  <p className="text-sm font-medium break-all text-espresso">{order.id}</p>
                  <div className="min-w-0 text-sm">
                    <CustomerCell order={order} />
                  </div>
                  <p className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
                    <span className="text-taupe">{formatOrderDate(order.createdAt)}</span>
                    <span>
                      {itemsLabel(order.itemCount)} ·{" "}
                      <span className="font-medium tabular-nums">{formatPrice(order.total)}</span>
                      <PaymentLabel order={order} />
                    </span>
                  </p>
                  <div className="flex flex-wrap items-center gap-2">
                    <RowStatus order={order} list={props} />
                    <ViewToggle order={order} layout="card" list={props} />
                  </div>
                </div>
              </div>
              {isExpanded && (
                <div
                  id={detailsId("card", order.id)}
                  className="border-t border-stone/60 bg-white/50"
                >
                  <ExpandedOrderDetails order={order} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
