import { ChevronDown } from "lucide-react";
import { lazy, Suspense } from "react";
import type { AdminOrderRow } from "#contracts/admin-order-list.ts";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import type { OrderStatus } from "#contracts/order-status.ts";
import { paymentMethodLabelOf, paymentStatusLabels } from "#contracts/payment.ts";
import { OrderStatusBadge } from "../../order-status-badge";
import { OrderStatusSelect } from "../order-status-select";
import type { OrderSelection } from "./use-order-selection";

/** What the table (desktop) and the cards (phones) show and do with a page of orders. */
export interface OrderListProps {
  orders: AdminOrderRow[];
  /** The Ongoing tab: rows can be ticked for a bulk action and have a status dropdown. */
  isOngoing: boolean;
  selection: OrderSelection;
  expandedIds: ReadonlySet<string>;
  onToggleExpanded(orderId: string): void;
  pendingStatus: Readonly<Record<string, OrderStatus>>;
  onStatusChange(orderId: string, status: OrderStatus): void;
}

/** The details' code: payments, messages, timeline (decision 053: asked for on the first View). */
const loadOrderDetails = () => import("../order-details");
const OrderDetails = lazy(() =>
  loadOrderDetails().then((module) => ({ default: module.OrderDetails })),
);

/**
 * An expanded order's details (app/components/admin/orders/order-details.tsx), loaded when
 * staff first press View rather than with the list (decision 053); until then a line says they
 * are on their way.
 */
export function ExpandedOrderDetails({ order }: { order: AdminOrderRow }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="p-5 text-sm text-taupe">
          Loading the order's details…
        </p>
      }
    >
      <OrderDetails order={order} />
    </Suspense>
  );
}

/** The DOM id of an order's expanded details in one of the two layouts. */
export const detailsId = (layout: "table" | "card", orderId: string) =>
  `order-${layout}-${orderId}`;

/** A row's tick box for the bulk action. */
export function SelectBox({ orderId, selection }: { orderId: string; selection: OrderSelection }) {
  return (
    <input
      type="checkbox"
      aria-label={`Select order ${orderId}`}
      checked={selection.isSelected(orderId)}
      onChange={() => selection.toggle(orderId)}
      className="size-4 accent-espresso"
    />
  );
}

/** SPEC §2: View/Hide, expanding the order's details in `layout`. */
export function ViewToggle({
  order,
  layout,
  list,
}: {
  order: AdminOrderRow;
  layout: "table" | "card";
  list: OrderListProps;
}) {
  const isExpanded = list.expandedIds.has(order.id);
  return (
    <button
      type="button"
      aria-expanded={isExpanded}
      aria-controls={detailsId(layout, order.id)}
      onPointerDown={() => void loadOrderDetails()}
      onClick={() => list.onToggleExpanded(order.id)}
      className="inline-flex h-9 items-center gap-1 border border-stone px-2.5 text-xs tracking-[0.12em] uppercase transition hover:border-espresso"
    >
      {isExpanded ? "Hide" : "View"}
      <span className="sr-only"> order {order.id}</span>
      <ChevronDown
        aria-hidden
        className={`size-3.5 transition ${isExpanded ? "rotate-180" : ""}`}
        strokeWidth={1.5}
      />
    </button>
  );
}

/**
 * A row's status: on the Ongoing tab its dropdown (showing a change on its way), on the
 * Delivered tab its badge.
 */
export function RowStatus({ order, list }: { order: AdminOrderRow; list: OrderListProps }) {
  const status = list.pendingStatus[order.id] ?? order.status;
  if (!list.isOngoing) return <OrderStatusBadge status={status} orderMethod={order.orderMethod} />;
  return (
    <OrderStatusSelect
      orderId={order.id}
      status={status}
      orderMethod={order.orderMethod}
      isPending={order.id in list.pendingStatus}
      onChange={(next) => list.onStatusChange(order.id, next)}
    />
  );
}

/**
 * Who ordered: the name ('Guest' only when a WhatsApp shopper gave none), then the phone and
 * the e-mail under it, so staff can call back from the list (decision 013).
 */
export function CustomerCell({ order }: { order: AdminOrderRow }) {
  return (
    <>
      <span className="block truncate font-medium text-espresso">
        {order.customerName ?? "Guest"}
      </span>
      {order.phone && (
        <span className="block text-xs whitespace-nowrap text-taupe tabular-nums">
          {formatKenyanPhone(order.phone)}
        </span>
      )}
      {order.email && (
        <span title={order.email} className="block truncate text-xs text-taupe">
          {order.email}
        </span>
      )}
    </>
  );
}

/**
 * An order's payment in the list (decision 020): the status (a code awaiting review says so), then
 * how the order is paid. Each phrase stays whole: in a narrow column a line breaks only between
 * them.
 */
export function PaymentLabel({ order }: { order: AdminOrderRow }) {
  const tone =
    order.paymentStatus === "paid"
      ? "text-espresso"
      : order.paymentStatus === "failed"
        ? "text-wine"
        : "text-taupe";
  return (
    <>
      <span className={`block text-xs whitespace-normal ${tone}`}>
        <span className="whitespace-nowrap">{paymentStatusLabels[order.paymentStatus]}</span>
        {order.codeToReview && (
          <>
            {" "}
            <span className="font-medium whitespace-nowrap text-espresso">· code to check</span>
          </>
        )}
      </span>
      <span className="block text-xs whitespace-nowrap text-taupe">
        {paymentMethodLabelOf(order)}
      </span>
    </>
  );
}

/** 'N items' counting units. */
export const itemsLabel = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;
