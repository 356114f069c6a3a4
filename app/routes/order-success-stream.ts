import { data } from "react-router";
import { isRecordId } from "#contracts/record-id.ts";
import { eventStreamResponse } from "#server/live/event-stream.ts";
import { subscribeOrderChanges } from "#server/live/order-changes.ts";
import { orderForVisitor } from "#server/orders/order-queries.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/order-success-stream";

/**
 * GET /order-success/stream?orderId=…: server-sent 'order' events for each change to that one
 * order — its payment above all — from any server process, for whoever may see the
 * order (the browser that placed it, its owner, an admin); anyone else gets 404.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const orderId = url.searchParams.get("orderId")?.trim() ?? "";
  const order = isRecordId(orderId)
    ? await orderForVisitor(services, request, orderId, url.searchParams.get("token"))
    : undefined;
  if (!order) throw data("Order not found", { status: 404 });
  return eventStreamResponse(request, services.shutdown, (send) =>
    subscribeOrderChanges(services.listen, (change) => {
      if (change.orderId === order.id) send({ event: "order", data: change });
    }),
  );
}
