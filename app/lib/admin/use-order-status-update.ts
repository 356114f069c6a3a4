import { useState } from "react";
import { useRevalidator } from "react-router";
import type { OrderStatus } from "#contracts/order-status.ts";

/** What POST /admin/orders/status answers: the orders changed, and those not found. */
export interface StatusUpdateResult {
  updated: string[];
  missing: string[];
}

/**
 * Sets the status of orders through POST /admin/orders/status, then reloads the page's data.
 * `update` resolves to the server's answer, or undefined when the request failed in any way
 * (offline, signed out, a server error), so the page can show SPEC §8's alert instead of an
 * error page; `pendingStatus` holds the statuses being sent, by order id.
 */
export function useOrderStatusUpdate() {
  const { revalidate } = useRevalidator();
  const [pendingStatus, setPendingStatus] = useState<Record<string, OrderStatus>>({});

  const update = async (
    orderIds: string[],
    status: OrderStatus,
  ): Promise<StatusUpdateResult | undefined> => {
    const body = new URLSearchParams([
      ...orderIds.map((id) => ["orderId", id]),
      ["status", status],
    ]);
    setPendingStatus((pending) => ({
      ...pending,
      ...Object.fromEntries(orderIds.map((id) => [id, status])),
    }));
    try {
      const response = await fetch("/admin/orders/status", { method: "POST", body });
      if (!response.ok) return undefined;
      return (await response.json()) as StatusUpdateResult;
    } catch {
      return undefined;
    } finally {
      await revalidate();
      setPendingStatus((pending) => {
        const rest = { ...pending };
        for (const id of orderIds) delete rest[id];
        return rest;
      });
    }
  };
  return { update, pendingStatus };
}
