import { setTimeout as sleep } from "node:timers/promises";
import type { OrderStatus } from "#contracts/order-status.ts";

/** The statuses each order is moved through, in turn; each sends its customer an SMS. */
const steps: OrderStatus[] = ["confirmed", "shipped"];
/** Orders moved per request (the admin's bulk change). */
const batch = 10;
const pauseMs = 200;

/** The status changes staff made during a soak. */
export interface StatusChanges {
  /** Order id → the statuses the shop acknowledged for it, in order. */
  made: Map<string, OrderStatus[]>;
  /** Changes still unmade at the deadline. */
  unmade: number;
  /** Why the last refused change was refused ('HTTP 503', 'ECONNREFUSED…'); empty when none was. */
  lastFailure: string;
}

/**
 * Moves each order handed to `add` through confirmed, then shipped, as staff do on the admin's
 * order list (POST /admin/orders/status with the admin's session `cookie`), ten at a time,
 * while the shop is killed and restarted: a change the shop did not answer with 200 is sent
 * again. `finish()` resolves once every order added has been moved, or `deadline()` passed.
 */
export function changeStatusesWhileOrdersArrive(options: {
  shopUrl: () => string;
  cookie: string;
  deadline: () => number;
}) {
  const made = new Map<string, OrderStatus[]>();
  const queues: string[][] = steps.map(() => []);
  let isFinishing = false;

  let lastFailure = "";
  async function post(orderIds: string[], status: OrderStatus): Promise<boolean> {
    const form = new URLSearchParams([
      ...orderIds.map((id) => ["orderId", id]),
      ["status", status],
    ]);
    try {
      const answer = await fetch(`${options.shopUrl()}/admin/orders/status`, {
        method: "POST",
        headers: { cookie: options.cookie, origin: options.shopUrl() },
        body: form,
        signal: AbortSignal.timeout(20_000),
      });
      await answer.body?.cancel();
      if (answer.status !== 200) lastFailure = `HTTP ${answer.status}`;
      return answer.status === 200;
    } catch (error) {
      lastFailure = error instanceof Error ? String(error.cause ?? error.message) : String(error);
      return false;
    }
  }

  const running = (async () => {
    while (Date.now() < options.deadline()) {
      const step = queues.findIndex((queue) => queue.length > 0);
      if (step < 0) {
        if (isFinishing) return;
        await sleep(pauseMs);
        continue;
      }
      const orderIds = queues[step]!.slice(0, batch);
      const status = steps[step]!;
      if (await post(orderIds, status)) {
        queues[step]!.splice(0, orderIds.length);
        for (const id of orderIds) made.set(id, [...(made.get(id) ?? []), status]);
        queues[step + 1]?.push(...orderIds);
      } else {
        await sleep(pauseMs);
      }
    }
  })();

  const pending = () =>
    queues.reduce((sum, queue, step) => sum + queue.length * (steps.length - step), 0);
  return {
    add: (orderId: string) => queues[0]!.push(orderId),
    /** Changes not yet made. */
    pending,
    async finish(): Promise<StatusChanges> {
      isFinishing = true;
      await running;
      return { made, unmade: pending(), lastFailure };
    },
  };
}
