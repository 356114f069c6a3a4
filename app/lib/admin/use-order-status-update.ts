import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { action } from "#app/routes/admin/orders/status.ts";
import { orderStatuses, type OrderStatus } from "#contracts/order-status.ts";
import type { StatusChangeResult } from "#contracts/order-status-change.ts";

/** What a status change settled with: the server's answer, or its message for bad input. */
export type StatusChangeOutcome = StatusChangeResult | { error: string };

/**
 * Status changes through POST /admin/orders/status, submitted in the background (a React
 * Router fetcher: the page's data reloads once when the change is made). `pendingStatus`: the
 * status on its way, by order id; `onSettled` hears every answer once.
 */
export function useOrderStatusUpdate(onSettled: (outcome: StatusChangeOutcome) => void) {
  const fetcher = useFetcher<typeof action>();
  const settled = useRef(onSettled);
  const heard = useRef<StatusChangeOutcome | undefined>(undefined);
  useEffect(() => {
    settled.current = onSettled;
  });
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === heard.current) return;
    heard.current = fetcher.data;
    settled.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  /** `money` 'review': money counted for a cancelled order waits for review (decision 049). */
  const update = (orderIds: string[], status: OrderStatus, money?: "review") =>
    fetcher.submit(
      new URLSearchParams([
        ...orderIds.map((id) => ["orderId", id]),
        ["status", status],
        ...(money ? [["money", money]] : []),
      ]),
      { method: "post", action: "/admin/orders/status" },
    );
  return { update, pendingStatus: pendingStatusOf(fetcher.formData) };
}

/**
 * The change on its way, read back from the form data `update` wrote: the status by order id
 * ({} when none). Not StatusChangeSchema: the page's own data needs no check, and the list then
 * loads without zod (decision 053).
 */
function pendingStatusOf(formData: FormData | undefined): Record<string, OrderStatus> {
  const status = orderStatuses.find((known) => known === formData?.get("status"));
  if (!formData || !status) return {};
  return Object.fromEntries(formData.getAll("orderId").map((id) => [String(id), status]));
}
