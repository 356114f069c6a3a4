import autocannon from "autocannon";
import { benchCheckout } from "./domain-queries";
import { benchQueries } from "./bench-queries";

/** The static copy of the home HTML, served by the same host (build/client is served as is). */
export const ceilingPath = "/bench-home.html";

/** The filtered listing both the load rounds and Lighthouse open. */
export const filteredListingPath =
  "/all-products?category=Women&min_price=1000&max_price=8000&sort=price-low-to-high";

/** One autocannon target: a name for the report and how to build its requests. */
export interface LoadTarget {
  name: string;
  /** Anonymous catalogue pages are held to the issue 7 budget (≥ 30% of the ceiling, p99). */
  isCataloguePage: boolean;
  requests: autocannon.Request[];
  headers?: Record<string, string>;
}

/** Throughput and latency of one target in one round. */
export interface LoadResult {
  name: string;
  isCataloguePage: boolean;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Errors, timeouts and answers outside 2xx: each a failed request. */
  failures: number;
}

/**
 * The targets of one load round: the catalogue pages a guest opens, suggestions, order
 * placement, a home render with the page cache bypassed (an unknown session cookie), and the
 * static ceiling. No Accept-Encoding, so no target pays for compression.
 */
export function loadTargets(productId: string, productIds: string[]): LoadTarget[] {
  let query = 0;
  let order = 0;
  return [
    { name: "GET /", isCataloguePage: true, requests: [{ path: "/" }] },
    {
      name: "GET /all-products (filters)",
      isCataloguePage: true,
      requests: [{ path: filteredListingPath }],
    },
    {
      name: "GET /product/:id",
      isCataloguePage: true,
      requests: [{ path: `/product/${productId}` }],
    },
    {
      name: "GET /search/suggestions",
      isCataloguePage: false,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/search/suggestions?q=${encodeURIComponent(benchQueries[query++ % benchQueries.length]!)}`,
          }),
        },
      ],
    },
    {
      name: "POST /api/orders",
      isCataloguePage: false,
      requests: [
        {
          method: "POST",
          path: "/api/orders",
          headers: { "content-type": "application/json" },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify(benchCheckout(productIds, order++)),
          }),
        },
      ],
    },
    {
      name: "GET / rendered (cache bypassed)",
      isCataloguePage: false,
      requests: [{ path: "/" }],
      headers: { cookie: "better-auth.session_token=bench-unknown-session" },
    },
    {
      name: "ceiling: home as a static file",
      isCataloguePage: false,
      requests: [{ path: ceilingPath }],
    },
  ];
}

const connections = 50;

async function fire(url: string, target: LoadTarget, seconds: number) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: target.requests,
    headers: target.headers,
  });
}

/** Runs `target` at 50 connections: a warm-up, then `seconds` measured. */
export async function measureTarget(
  url: string,
  target: LoadTarget,
  seconds: number,
  warmupSeconds: number,
): Promise<LoadResult> {
  await fire(url, target, warmupSeconds);
  const result = await fire(url, target, seconds);
  return {
    name: target.name,
    isCataloguePage: target.isCataloguePage,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** The connections each target runs at (issue 7). */
export const loadConnections = connections;
