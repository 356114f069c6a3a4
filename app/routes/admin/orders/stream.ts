import { liveOrdersResponse } from "#server/live/live-orders-stream.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/stream";

/**
 * GET /admin/orders/stream: server-sent events for every order — first their version, then an
 * 'order' event for each order placed or changed by any server process — so the admin lists
 * update without a reload (DESIGN §6, live lists; docs/decisions/031-live-page-versions.md).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  return liveOrdersResponse(request, services, "all");
}
