import type { product } from "#server/db/schema.ts";
import { Worker } from "node:worker_threads";
import {
  filteredListingPath,
  measureTarget,
  type LoadResult,
  type LoadTarget,
} from "./load-targets";
import type { OrderRun, OrderTally } from "./order-worker";

type ProductRow = typeof product.$inferInsert;

/** Website orders a second placed while shoppers browse (decision 027). */
export const browsingOrdersPerSecond = 2;

/** Product pages in the browsing mix: with home and 6 listings, 147 catalogue pages. */
const browsedProducts = 140;

/**
 * Measurements of browsing alone and with orders, taken in turn, each half the leg's load
 * window: one pair of 10-second windows is at the mercy of the machine (browsing alone ranged
 * 2,000–3,150 requests/s from one window to the next in one shop process on a quiet machine),
 * the median of several short pairs much less (docs/bench/027-browsing-with-orders.md).
 */
export const browsingPairs = 6;

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

/**
 * Runs `run` on a thread of its own (scripts/bench/order-worker.ts); resolves to its tally. A
 * thread's entry is loaded before `--import tsx` could hook it (Node 20), so the thread
 * registers tsx through its API first.
 */
function placeOrdersAside(run: OrderRun): Promise<OrderTally> {
  const bootstrap =
    `import("tsx/esm/api").then(({ register }) => { register(); ` +
    `return import(${JSON.stringify(orderWorker)}); });`;
  const worker = new Worker(bootstrap, { eval: true, workerData: run });
  return new Promise((resolve, reject) => {
    worker.once("message", (tally: OrderTally) => {
      resolve(tally);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the order thread exited with ${code}`)));
  });
}

/** Home, 6 listings and the first 140 products' pages: what shoppers open, in turn. */
function browsedPaths(products: readonly ProductRow[]): string[] {
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
 * Each page is opened once first; the two are measured in turn `browsingPairs` times, each
 * measurement half of `loadSeconds` after half of `warmupSeconds` (at least 1 s each) of the
 * same traffic, and the pair with the median ratio is the result.
 * @throws Error when no browsed product has a tracked stock level.
 */
export async function measureBrowsingWithOrders(
  url: string,
  products: readonly ProductRow[],
  { loadSeconds, warmupSeconds }: { loadSeconds: number; warmupSeconds: number },
): Promise<BrowsingWithOrders> {
  const browsed = products.slice(0, browsedProducts);
  const tracked = browsed.filter((row) => row.stockLevel != null).map((row) => row.id!);
  if (tracked.length === 0) throw new Error("no browsed product has a tracked stock level");
  const paths = browsedPaths(products);
  const target = browsingTarget(paths);
  await openEachPage(url, paths);
  const orders: OrderTally = { placed: 0, failed: 0 };
  const seconds = Math.max(1, Math.round(loadSeconds / 2));
  const warmup = Math.max(1, Math.round(warmupSeconds / 2));
  const pairs: BrowsingPair[] = [];
  for (let pair = 0; pair < browsingPairs; pair++) {
    const alone = await measureTarget(url, target, seconds, warmup);
    const count = browsingOrdersPerSecond * (warmup + seconds);
    const [withOrders, tally] = await Promise.all([
      measureTarget(url, target, seconds, warmup),
      placeOrdersAside({
        url,
        productIds: tracked,
        first: pair * count,
        ratePerSecond: browsingOrdersPerSecond,
        count,
      }),
    ]);
    orders.placed += tally.placed;
    orders.failed += tally.failed;
    const ratio =
      alone.requestsPerSecond > 0 ? withOrders.requestsPerSecond / alone.requestsPerSecond : 0;
    pairs.push({ alone, withOrders, ratio });
  }
  // With an even count, the lower of the two middle pairs: the budget is not met by rounding up.
  const median = [...pairs].sort((a, b) => a.ratio - b.ratio)[Math.floor((pairs.length - 1) / 2)]!;
  return { ...median, ratios: pairs.map((pair) => pair.ratio), orders };
}
