import { Fragment } from "react";
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

const th = "px-2.5 py-3 text-left text-[11px] font-medium tracking-[0.14em] text-taupe uppercase";
const td = "px-2.5 py-3 align-middle";
/** SPEC §2's columns after the checkbox, and their alignment. */
const columns = [
  ["Order ID", ""],
  ["Customer", ""],
  ["Date", ""],
  ["Items", ""],
  ["Total", "text-right"],
  ["Status", ""],
  ["Actions", "text-right"],
] as const;

/**
 * SPEC §2's order table for wider screens: checkbox, Order ID, Customer, Date, Items, Total,
 * Status, Actions. On the Ongoing tab the status is the row's dropdown, with the payment under
 * it; a row's details open in a full-width row under it.
 */
export function OrderTable(props: OrderListProps) {
  const { orders, isOngoing, selection, expandedIds } = props;
  return (
    <table className="hidden w-full border-collapse text-sm md:table">
      <thead className="border-b border-stone bg-linen/60">
        <tr>
          {isOngoing && (
            <th scope="col" className={`${th} w-10`}>
              <input
                type="checkbox"
                aria-label="Select all orders on this page"
                checked={selection.isAllSelected}
                onChange={selection.toggleAll}
                className="size-4 accent-espresso"
              />
            </th>
          )}
          {columns.map(([label, align]) => (
            <th key={label} scope="col" className={`${th} ${align}`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const isExpanded = expandedIds.has(order.id);
          return (
            <Fragment key={order.id}>
              <tr
                className={`border-b border-stone/60 ${selection.isSelected(order.id) ? "bg-gold/5" : ""}`}
              >
                {isOngoing && (
                  <td className={td}>
                    <SelectBox orderId={order.id} selection={selection} />
                  </td>
                )}
                <td className={`${td} font-medium whitespace-nowrap text-espresso`}>{order.id}</td>
                <td className={`${td} max-w-44`}>
                  <CustomerCell order={order} />
                </td>
                <td className={`${td} whitespace-nowrap text-taupe`}>
                  {formatOrderDate(order.createdAt)}
                </td>
                <td className={`${td} whitespace-nowrap`}>{itemsLabel(order.itemCount)}</td>
                <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
                  {formatPrice(order.total)}
                </td>
                <td className={td}>
                  <RowStatus order={order} list={props} />
                  <div className="mt-1.5">
                    <PaymentLabel order={order} />
                  </div>
                </td>
                <td className={`${td} text-right`}>
                  <ViewToggle order={order} layout="table" list={props} />
                </td>
              </tr>
              {isExpanded && (
                <tr id={detailsId("table", order.id)} className="border-b border-stone/60">
                  <td colSpan={columns.length + (isOngoing ? 1 : 0)} className="bg-white/50">
                    <ExpandedOrderDetails order={order} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
