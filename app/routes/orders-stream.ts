import { requireUser } from "#server/accounts/require-user.ts";
import { eventStreamResponse } from "#server/live/event-stream.ts";
import { subscribeOrderChanges } from "#server/live/order-changes.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/orders-stream";

/**
 * GET /orders/stream: server-sent 'order' events, one for each change to the signed-in
 * customer's own orders, from any server process (SPEC §2 Orders page, live).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const user = await requireUser({ request, url }, services);
  return eventStreamResponse(request, services.shutdown, (send) =>
    subscribeOrderChanges(services.listen, (change) => {
      if (change.userId === user.id) send({ event: "order", data: change });
    }),
  );
}
