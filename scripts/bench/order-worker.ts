// The shoppers placing website orders during browsing-with-orders, on a thread of their own:
// in a real shop they are other people's phones, not the load generator's event loop, whose
// thread would otherwise spend their time instead of sending requests. The thread lives for the
// whole scenario, so that neither its start nor its first, unoptimised orders fall in a window.
import { parentPort } from "node:worker_threads";
import { runAtFixedRate } from "./fixed-rate";
import { placeWebsiteOrder } from "./website-order";

/** What the thread is asked to do: `count` orders at `ratePerSecond`, one unit each. */
export interface OrderRun {
  url: string;
  /** Products ordered in turn, starting at `first`. */
  productIds: string[];
  first: number;
  ratePerSecond: number;
  count: number;
}

/** Orders answered 303 (placed), and the rest. */
export interface OrderTally {
  placed: number;
  failed: number;
}

/** The thread's first message: its modules are loaded and it takes runs. */
export const orderThreadReady = "ready";

async function placeOrders({ url, productIds, first, ratePerSecond, count }: OrderRun) {
  const tally: OrderTally = { placed: 0, failed: 0 };
  await runAtFixedRate(
    async (i) => {
      const productId = productIds[(first + i) % productIds.length]!;
      const placed = await placeWebsiteOrder(url, [{ productId, quantity: 1 }]).catch(
        () => undefined,
      );
      if (placed?.status === 303) tally.placed += 1;
      else tally.failed += 1;
    },
    { ratePerSecond, count },
  );
  return tally;
}

if (parentPort) {
  const port = parentPort;
  port.on("message", (run: OrderRun) => {
    void placeOrders(run).then((tally) => port.postMessage(tally));
  });
  port.postMessage(orderThreadReady);
}
