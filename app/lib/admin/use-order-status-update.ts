import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { action } from "#app/routes/admin/orders-status.ts";
import type { OrderStatus } from "#contracts/order-status.ts";
import { StatusChangeSchema, type StatusChangeResult } from "#contracts/order-status-change.ts";

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
  const sending = StatusChangeSchema.safeParse({
    orderIds: fetcher.formData?.getAll("orderId"),
    status: fetcher.formData?.get("status"),
  });
  const pendingStatus: Record<string, OrderStatus> = sending.success
    ? Object.fromEntries(sending.data.orderIds.map((id) => [id, sending.data.status]))
    : {};
  return { update, pendingStatus };
}
