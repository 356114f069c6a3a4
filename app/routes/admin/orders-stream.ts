import { eventStreamResponse } from "#server/live/event-stream.ts";
import { subscribeOrderChanges } from "#server/live/order-changes.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/orders-stream";

/**
 * GET /admin/orders/stream: a server-sent 'order' event for every order placed or changed, by
 * any server process, so the admin lists update without a reload (DESIGN §6: live lists).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  return eventStreamResponse(request, services.shutdown, (send) =>
    subscribeOrderChanges(services.listen, (change) => send({ event: "order", data: change })),
  );
}
