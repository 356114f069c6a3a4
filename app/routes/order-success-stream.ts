import { data } from "react-router";
import { isRecordId } from "#contracts/record-id.ts";
import { liveOrdersResponse } from "#server/live/live-orders-stream.ts";
import { orderForVisitor } from "#server/orders/order-queries.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/order-success-stream";

/**
 * GET /order-success/stream?orderId=…: server-sent events for that one order, from any server
 * process — first its version, then an 'order' event for each change, its payment above all
 * (docs/decisions/031-live-page-versions.md) — for whoever may see the order (the browser that
 * placed it, its owner, an admin); anyone else gets 404.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const orderId = url.searchParams.get("orderId")?.trim() ?? "";
  const order = isRecordId(orderId)
    ? await orderForVisitor(services, request, orderId, url.searchParams.get("token"))
    : undefined;
  if (!order) throw data("Order not found", { status: 404 });
  return liveOrdersResponse(request, services, { orderId: order.id });
}
