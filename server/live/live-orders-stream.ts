import { liveVersionEvent } from "#contracts/live-stream.ts";
import { readOrdersVersion, type OrderScope } from "./order-versions";
import type { AppServices } from "../services";
import { eventStreamResponse } from "./event-stream";
import { subscribeOrderChanges, type OrderChange } from "./order-changes";

const isInScope = (change: OrderChange, scope: OrderScope): boolean => {
  if (scope === "all") return true;
  // Shoppers' pages show no SMS: a change to an order's messages alone is for staff.
  if (change.messagesOnly) return false;
  return "orderId" in scope ? change.orderId === scope.orderId : change.userId === scope.userId;
};

/**
 * The event stream of a live page showing the orders in `scope`, from any server process
 * (DESIGN §6, live lists; docs/decisions/031-live-page-versions.md): first a 'version' event
 * with their version, read once listening so that no change falls between the two, then an
 * 'order' event (an OrderChange) for each change to them. The caller checks who is asking.
 * A version that cannot be read stops the listening and ends the stream.
 */
export function liveOrdersResponse(
  request: Request,
  services: Pick<AppServices, "db" | "listen" | "shutdown">,
  scope: OrderScope,
): Response {
  return eventStreamResponse(request, services.shutdown, async (send) => {
    const stop = await subscribeOrderChanges(services.listen, (change) => {
      if (isInScope(change, scope)) send({ event: "order", data: change });
    });
    try {
      send({ event: liveVersionEvent, data: await readOrdersVersion(services.db, scope) });
    } catch (error) {
      stop();
      throw error;
    }
    return stop;
  });
}
