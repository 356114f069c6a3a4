import { requireUser } from "#server/accounts/require-user.ts";
import { liveOrdersResponse } from "#server/live/live-orders-stream.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/orders-stream";

/**
 * GET /orders/stream: server-sent events for the signed-in customer's own orders, from any
 * server process — first their version, then an 'order' event for each change (SPEC §2 Orders
 * page, live; docs/decisions/031-live-page-versions.md).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const user = await requireUser({ request, url }, services);
  return liveOrdersResponse(request, services, { userId: user.id });
}
