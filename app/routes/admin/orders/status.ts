import { data } from "react-router";
import { StatusChangeSchema, type StatusChangeResult } from "#contracts/order-status-change.ts";
import { getAdmin, staffNameOf } from "#server/accounts/require-admin.ts";
import { readForm } from "#server/http/request-body.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/status";

/**
 * POST /admin/orders/status (form fields: orderId, repeated; status): sets the status of one
 * order (the row's dropdown) or many (bulk 'Mark as Delivered'), any status allowed (SPEC §4).
 * Cancelling returns the stock, re-opening takes it again; a re-opening whose stock is gone is
 * answered in `refused` with the admin's text (decision 017). Cancelling an order with money
 * counted needs `money` 'review' (its money then waits for review), else it is refused too
 * (decision 049). The customers' My Orders and every
 * admin's list update live. 400 with a message on bad input.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = StatusChangeSchema.safeParse({
    orderIds: form.getAll("orderId"),
    status: form.get("status"),
    money: form.get("money") ?? undefined,
  });
  if (!parsed.success) {
    return data({ error: "Choose one or more orders and a known status." }, { status: 400 });
  }
  const { orderIds, status, money } = parsed.data;
  const admin = getAdmin(context);
  const { changes, refused } = await setOrderStatus(
    getServices(context).db,
    orderIds,
    status,
    new Date(),
    { actor: staffNameOf(admin), actorUserId: admin.id, moneyOnCancel: money },
  );
  const updated = changes.map((change) => change.orderId);
  const kept = new Set([...updated, ...refused.map((refusal) => refusal.orderId)]);
  const missing = orderIds.filter((id) => !kept.has(id));
  return data<StatusChangeResult>({ updated, missing, refused });
}
