import type { BenchProduct } from "./bench-catalogue";
import { Worker } from "node:worker_threads";
import {
  filteredListingPath,
  measureTarget,
  type LoadResult,
  type LoadTarget,
} from "./load-targets";
import { orderThreadReady, type OrderRun, type OrderTally } from "./order-worker";

/** Website orders a second placed while shoppers browse (decision 027). */
export const browsingOrdersPerSecond = 2;

/** Product pages in the browsing mix: with home and 6 listings, 147 catalogue pages. */
const browsedProducts = 140;

/**
 * Measurements of browsing alone and with orders, taken in turn, each half the leg's load
 * window: one pair of 10-second windows is at the mercy of the machine (browsing alone ranged
 * 2,000–3,150 requests/s from one window to the next in one shop process on a quiet machine),
 * the median of several short pairs much less. Six pairs still ranged 76–108% within one run,
 * so ten are measured (docs/bench/027-browsing-with-orders.md).
 */
export const browsingPairs = 10;

/** Browsing alone, then the same browsing while website orders are placed. */
export interface BrowsingPair {
  alone: LoadResult;
  withOrders: LoadResult;
  /** withOrders' requests a second over alone's. */
  ratio: number;
}

/** The pair with the median ratio of `browsingPairs`, and every pair's ratio. */
export interface BrowsingWithOrders extends BrowsingPair {
  /** Every pair's ratio, in the order measured. */
  ratios: number[];
  /** Orders placed during the warm-up and measured seconds, over all pairs. */
  orders: OrderTally;
}

const orderWorker = new URL("./order-worker.ts", import.meta.url).href;

/** Orders placed before the first pair, outside every window: the order path warm on both sides. */
const warmUpOrders = 4;

/** The ordering shoppers' thread: `place` runs one `OrderRun` at a time, `stop` ends it. */
interface OrderThread {
  place(run: OrderRun): Promise<OrderTally>;
  stop(): Promise<number>;
}

/**
 * Starts scripts/bench/order-worker.ts on a thread of its own; resolves once its modules are
 * loaded. A thread's entry is loaded before `--import tsx` could hook it (Node 20), so the thread
 * registers tsx through its API first.
 * @throws Error when the thread fails or exits while starting or placing.
 */
async function startOrderThread(): Promise<OrderThread> {
  const bootstrap =
    `import("tsx/esm/api").then(({ register }) => { register(); ` +
    `return import(${JSON.stringify(orderWorker)}); });`;
  const worker = new Worker(bootstrap, { eval: true });
  const failed = new Promise<never>((_, reject) => {
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the order thread exited with ${code}`)));
  });
  failed.catch(() => undefined);
  const nextMessage = <T>() =>
    Promise.race([new Promise<T>((resolve) => worker.once("message", resolve)), failed]);
  if ((await nextMessage<string>()) !== orderThreadReady) {
    throw new Error("the order thread did not start");
  }
  return {
    place(run) {
      const tally = nextMessage<OrderTally>();
      worker.postMessage(run);
      return tally;
    },
    stop: () => worker.terminate(),
  };
}

/** Home, 6 listings and the first 140 products' pages: what shoppers open, in turn. */
function browsedPaths(products: readonly BenchProduct[]): string[] {
  return [
    "/",
    "/all-products",
    filteredListingPath,
    "/all-products?category=Women",
    "/all-products?category=Men",
    "/all-products?category=Niche",
    "/all-products?sort=price-low-to-high&page=2",
    ...products.slice(0, browsedProducts).map((row) => `/product/${row.id}`),
  ];
}

/**
 * Opens each page once, one after another, so that both measurements start from a shop whose
 * pages are kept: rendering 147 pages at once would measure a cold cache, not browsing.
 */
async function openEachPage(url: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) await (await fetch(`${url}${path}`)).arrayBuffer();
}

/** The 50-connection autocannon target opening `paths` in turn. */
function browsingTarget(paths: readonly string[]): LoadTarget {
  let next = 0;
  return {
    name: `browsing ${paths.length} catalogue pages`,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  };
}

/**
 * Shoppers browsing the catalogue at 50 connections, measured alone and then while
 * `browsingOrdersPerSecond` website orders a second go through the cart form and the checkout
 * (scripts/bench/website-order.ts, placed from a thread of their own), each of one unit of a
 * browsed product with a tracked stock level: a sale that leaves a product in stock must not
 * cost the browsing shoppers their cache.
 * Each page is opened once and `warmUpOrders` orders are placed first; the two are measured in
 * turn `browsingPairs` times, each measurement half of `loadSeconds` after half of
 * `warmupSeconds` (at least 1 s each) of the same traffic, and the pair with the median ratio
 * is the result.
 * @throws Error when no browsed product has a tracked stock level.
 */
export async function measureBrowsingWithOrders(
  url: string,
  products: readonly BenchProduct[],
  { loadSeconds, warmupSeconds }: { loadSeconds: number; warmupSeconds: number },
): Promise<BrowsingWithOrders> {
  const browsed = products.slice(0, browsedProducts);
  const tracked = browsed
    .filter((row) => row.sizes.some((size) => size.stockLevel != null))
    .map((row) => row.id!);
  if (tracked.length === 0) throw new Error("no browsed product has a tracked stock level");
  const paths = browsedPaths(products);
  const target = browsingTarget(paths);
  await openEachPage(url, paths);
  const seconds = Math.max(1, Math.round(loadSeconds / 2));
  const warmup = Math.max(1, Math.round(warmupSeconds / 2));
  const count = browsingOrdersPerSecond * (warmup + seconds);
  const run = (first: number, orderCount: number): OrderRun => ({
    url,
    productIds: tracked,
    first,
    ratePerSecond: browsingOrdersPerSecond,
    count: orderCount,
  });
  const orderThread = await startOrderThread();
  const orders: OrderTally = { placed: 0, failed: 0 };
  const pairs: BrowsingPair[] = [];
  try {
    await orderThread.place(run(browsingPairs * count, warmUpOrders));
    for (let pair = 0; pair < browsingPairs; pair++) {
      const alone = await measureTarget(url, target, seconds, warmup);
      const [withOrders, tally] = await Promise.all([
        measureTarget(url, target, seconds, warmup),
        orderThread.place(run(pair * count, count)),
      ]);
      orders.placed += tally.placed;
      orders.failed += tally.failed;
      const ratio =
        alone.requestsPerSecond > 0 ? withOrders.requestsPerSecond / alone.requestsPerSecond : 0;
      pairs.push({ alone, withOrders, ratio });
    }
  } finally {
    await orderThread.stop();
  }
  // With an even count, the lower of the two middle pairs: the budget is not met by rounding up.
  const median = [...pairs].sort((a, b) => a.ratio - b.ratio)[Math.floor((pairs.length - 1) / 2)]!;
  return { ...median, ratios: pairs.map((pair) => pair.ratio), orders };
}
