import type { product } from "#server/db/schema.ts";
import { runAtFixedRate } from "./fixed-rate";
import {
  filteredListingPath,
  measureTarget,
  type LoadResult,
  type LoadTarget,
} from "./load-targets";
import { placeWebsiteOrder } from "./website-order";

type ProductRow = typeof product.$inferInsert;

/** Website orders a second placed while shoppers browse (decision 027). */
export const browsingOrdersPerSecond = 2;

/** Product pages in the browsing mix: with home and 6 listings, 147 catalogue pages. */
const browsedProducts = 140;

/** Browsing alone, then the same browsing while website orders are placed. */
export interface BrowsingWithOrders {
  alone: LoadResult;
  withOrders: LoadResult;
  /** Orders placed during the warm-up and measured seconds (answered 303), and those refused. */
  orders: { placed: number; failed: number };
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
 * (scripts/bench/website-order.ts), each of one unit of a browsed product with a tracked stock
 * level: a sale that leaves a product in stock must not cost the browsing shoppers their cache.
 * Each page is opened once first; each measurement runs `loadSeconds` after `warmupSeconds` of
 * the same traffic.
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
  const alone = await measureTarget(url, target, loadSeconds, warmupSeconds);
  const orders = { placed: 0, failed: 0 };
  const order = async (i: number) => {
    const productId = tracked[i % tracked.length]!;
    const placed = await placeWebsiteOrder(url, [{ productId, quantity: 1 }]).catch(
      () => undefined,
    );
    if (placed?.status === 303) orders.placed += 1;
    else orders.failed += 1;
  };
  const [withOrders] = await Promise.all([
    measureTarget(url, target, loadSeconds, warmupSeconds),
    runAtFixedRate(order, {
      ratePerSecond: browsingOrdersPerSecond,
      count: browsingOrdersPerSecond * (warmupSeconds + loadSeconds),
    }),
  ]);
  return { alone, withOrders, orders };
}
