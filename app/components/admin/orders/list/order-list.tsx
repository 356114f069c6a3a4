import { lazy, Suspense, useState } from "react";
import { useNavigation } from "react-router";
import { notify } from "#app/lib/notify.ts";
import { adminOrdersPageSize } from "#contracts/admin-order-query.ts";
import { orderTexts, type AdminOrderList } from "#contracts/admin-order-list.ts";
import { useOrderStatusUpdate } from "#app/lib/admin/use-order-status-update.ts";
import { Pagination } from "#app/components/listing/pagination.tsx";
import { BulkDeliverBar } from "./bulk-deliver-bar";
import { OrderCards } from "./order-cards";
import type { OrderListProps } from "./order-row-parts";
import { OrderTable } from "./order-table";
import { OrdersEmptyState } from "./orders-empty-state";
import { asksAboutMoney, asksWhetherPaid } from "../status-change-questions";
import { useOrderSelection } from "./use-order-selection";

// The questions and Radix's dialog load when staff first change a status that asks one, not
// with the page (decision 053).
const DeliveredPaymentDialog = lazy(() =>
  import("../payments/delivered-payment-dialog").then((module) => ({
    default: module.DeliveredPaymentDialog,
  })),
);
const CancelPaidOrderDialog = lazy(() =>
  import("../cancel-paid-order-dialog").then((module) => ({
    default: module.CancelPaidOrderDialog,
  })),
);

/**
 * A page of orders with what an admin does to them (SPEC §2/§4): tick rows and mark them
 * delivered, change one order's status (marking an unpaid one delivered asks whether it was paid:
 * decision 056; cancelling a paid one asks what happens to its money: decision 049), open its
 * details; then the pages. SPEC §8's alerts
 * when a change fails, and the reason when a cancelled order cannot be re-opened (decision 017).
 */
export function OrderList({ list }: { list: AdminOrderList }) {
  const { orders, query, total, pageCount } = list;
  const isOngoing = query.tab === "ongoing";
  const selection = useOrderSelection(isOngoing ? orders.map((order) => order.id) : []);
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(new Set());
  // Decision 056: the order being marked delivered while staff say whether it was paid.
  const [deliveringId, setDeliveringId] = useState<string | null>(null);
  const delivering = orders.find((order) => order.id === deliveringId);
  // Decision 049: the paid order being cancelled while staff say what happens to its money.
  const [cancellingId, setCancellingId] = useState<string | null>(null);
  const cancelling = orders.find((order) => order.id === cancellingId);
  const statusChange = useOrderStatusUpdate((outcome) => {
    // Decision 017: a re-opening refused for want of stock says so, with the products.
    if (!("error" in outcome) && outcome.refused.length > 0)
      notify("error", outcome.refused[0]!.reason);
    else if ("error" in outcome || outcome.updated.length === 0)
      notify("error", orderTexts.statusFailed);
  });
  const bulkChange = useOrderStatusUpdate((outcome) => {
    if ("error" in outcome || outcome.missing.length > 0) {
      notify("error", orderTexts.bulkFailed);
      return;
    }
    for (const refusal of outcome.refused) notify("error", refusal.reason);
    selection.clear();
    notify("success", `${outcome.updated.length} marked as delivered`);
  });
  const pendingStatus = { ...bulkChange.pendingStatus, ...statusChange.pendingStatus };
  const isLoading = useNavigation().state === "loading";

  const toggleExpanded = (orderId: string) =>
    setExpandedIds((current) => {
      const next = new Set(current);
      if (!next.delete(orderId)) next.add(orderId);
      return next;
    });

  if (orders.length === 0) {
    return (
      <div className="border border-stone/70 bg-white/40">
        <OrdersEmptyState query={query} />
      </div>
    );
  }
  const first = (query.page - 1) * adminOrdersPageSize + 1;
  const layoutProps: OrderListProps = {
    orders,
    isOngoing,
    selection,
    expandedIds,
    onToggleExpanded: toggleExpanded,
    pendingStatus,
    onStatusChange: (orderId, status) => {
      const order = orders.find((row) => row.id === orderId);
      if (status === "delivered" && order && asksWhetherPaid(order)) setDeliveringId(orderId);
      else if (status === "cancelled" && order && asksAboutMoney(order)) setCancellingId(orderId);
      else void statusChange.update([orderId], status);
    },
  };
  return (
    <>
      {selection.selectedIds.length > 0 && (
        <BulkDeliverBar
          count={selection.selectedIds.length}
          unpaidCount={
            orders.filter((order) => selection.isSelected(order.id) && asksWhetherPaid(order))
              .length
          }
          isBusy={selection.selectedIds.some((id) => id in pendingStatus)}
          onConfirm={() => void bulkChange.update(selection.selectedIds, "delivered")}
          onClear={selection.clear}
        />
      )}
      <p className="mb-3 text-xs text-taupe" aria-live="polite">
        Showing {first.toLocaleString("en-KE")}–
        {(first + orders.length - 1).toLocaleString("en-KE")} of {total.toLocaleString("en-KE")}
      </p>
      <div
        aria-busy={isLoading}
        className={`overflow-x-auto border border-stone/70 bg-white/40 transition-opacity ${isLoading ? "opacity-60" : ""}`}
      >
        <OrderTable {...layoutProps} />
        <OrderCards {...layoutProps} />
      </div>
      <Pagination page={query.page} pageCount={pageCount} />
      <Suspense fallback={null}>
        {delivering && (
          <DeliveredPaymentDialog
            order={delivering}
            onDeliver={() => void statusChange.update([delivering.id], "delivered")}
            onClose={() => setDeliveringId(null)}
          />
        )}
        {cancelling && (
          <CancelPaidOrderDialog
            order={cancelling}
            onCancel={() => void statusChange.update([cancelling.id], "cancelled", "review")}
            onClose={() => setCancellingId(null)}
          />
        )}
      </Suspense>
    </>
  );
}
