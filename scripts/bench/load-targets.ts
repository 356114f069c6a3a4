import autocannon from "autocannon";
import type { CpuShares } from "./cpu-usage";
import { checkoutTarget } from "./checkout-target";
import { benchQueries } from "./bench-queries";

/** The static copy of the home HTML, served by the same host (build/client is served as is). */
export const ceilingPath = "/bench-home.html";

/** The filtered listing both the load rounds and Lighthouse open. */
export const filteredListingPath =
  "/all-products?category=Women&min_price=1000&max_price=8000&sort=price-low-to-high";

/** A brand page of the bench catalogue (its brands are the demo shop's, decision 057). */
export const brandPagePath = "/brands/maison-malindi";

/**
 * Which budget a target is held to (scripts/bench/report-budgets.ts): a guest's catalogue page
 * (decision 011), suggestions, a signed-in visitor's page, one uncached render at a time or 50 at
 * once (decisions 023, 024).
 */
export type LoadBudget = "catalogue" | "suggestions" | "signed-in" | "single-render" | "rendered";

/** One autocannon target: a name for the report and how to build its requests. */
export interface LoadTarget {
  name: string;
  budget?: LoadBudget;
  requests: autocannon.Request[];
  headers?: Record<string, string>;
  /** Concurrent connections (default 50). */
  connections?: number;
  /** Answered by redirects (a form's 303), which are then no failures. */
  isRedirectAnswer?: boolean;
}

/**
 * A GET of one page, the same for every request but for its cookie: a target wrk can load as
 * well as autocannon (scripts/bench/wrk.ts).
 */
export interface PageTarget {
  name: string;
  budget?: LoadBudget;
  path: string;
  headers?: Record<string, string>;
  /** Session cookies ("name=value"), each request taking the next. */
  cookies?: string[];
}

/** Throughput and latency of one target in one round. */
export interface LoadResult {
  name: string;
  budget?: LoadBudget;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Errors, timeouts and answers outside 2xx: each a failed request. */
  failures: number;
  /** Where the machine's cores went meanwhile (the two-process comparison measures it). */
  cpu?: CpuShares;
}

/**
 * Asks for home rendered afresh, as a hard reload does (the page cache neither answers nor keeps
 * it): what every cache miss costs before the page is kept.
 */
const freshPage = { "cache-control": "no-cache" };

/** The pages a guest opens most, all from the page cache. */
export function cataloguePageTargets(productId: string): PageTarget[] {
  return [
    { name: "GET /", budget: "catalogue", path: "/" },
    { name: "GET /all-products (filters)", budget: "catalogue", path: filteredListingPath },
    { name: "GET /product/:id", budget: "catalogue", path: `/product/${productId}` },
    { name: "GET /brands/:slug", budget: "catalogue", path: brandPagePath },
  ];
}

/** Home for signed-in customers, each request with the next one's session. */
export function signedInHomeTarget(sessionCookies: string[]): PageTarget {
  return {
    name: `GET / signed in (${sessionCookies.length} customers)`,
    budget: "signed-in",
    path: "/",
    cookies: sessionCookies,
  };
}

/** Home rendered for every request, 50 at once: what a process can render. */
export const renderedHomeTarget: PageTarget = {
  name: "GET / rendered (cache bypassed)",
  budget: "rendered",
  path: "/",
  headers: freshPage,
};

/** The static ceiling every ratio is taken against. */
export const ceilingTarget: PageTarget = {
  name: "ceiling: home as a static file",
  path: ceilingPath,
};

/** The autocannon form of `target`, at `connections` (default 50). */
export function pageLoadTarget(target: PageTarget, connections?: number): LoadTarget {
  const { name, budget, path, headers, cookies } = target;
  let next = 0;
  const request: autocannon.Request = cookies
    ? {
        path,
        setupRequest: (sent) => ({
          ...sent,
          headers: { ...sent.headers, cookie: cookies[next++ % cookies.length]! },
        }),
      }
    : { path };
  return { name, budget, headers, connections, requests: [request] };
}

/**
 * The targets of one load round: the catalogue pages a guest opens, suggestions, orders placed
 * through the cart and checkout forms, home uncached (one request at a time, then 50 at once), home for signed-in
 * customers, and the static ceiling. No Accept-Encoding, so no target pays for compression.
 */
export function loadTargets(
  productId: string,
  productIds: string[],
  sessionCookies: string[],
): LoadTarget[] {
  let query = 0;
  return [
    ...cataloguePageTargets(productId).map((target) => pageLoadTarget(target)),
    {
      name: "GET /search/suggestions",
      budget: "suggestions",
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/search/suggestions?q=${encodeURIComponent(benchQueries[query++ % benchQueries.length]!)}`,
          }),
        },
      ],
    },
    checkoutTarget(productIds),
    pageLoadTarget(
      {
        name: "GET / rendered, one at a time (cache bypassed)",
        budget: "single-render",
        path: "/",
        headers: freshPage,
      },
      1,
    ),
    pageLoadTarget(renderedHomeTarget),
    pageLoadTarget(signedInHomeTarget(sessionCookies)),
    pageLoadTarget(ceilingTarget),
  ];
}

const connections = 50;

async function fire(url: string, target: LoadTarget, seconds: number) {
  return autocannon({
    url,
    connections: target.connections ?? connections,
    duration: seconds,
    requests: target.requests,
    headers: target.headers,
  });
}

/** One run of `target` for `seconds`, at 50 connections unless it says otherwise. */
export async function runTarget(url: string, target: LoadTarget, seconds: number) {
  const result = await fire(url, target, seconds);
  return {
    name: target.name,
    budget: target.budget,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures:
      result.errors +
      result.timeouts +
      result.non2xx -
      (target.isRedirectAnswer ? result["3xx"] : 0),
  } satisfies LoadResult;
}

/** Runs `target` at 50 connections: a warm-up, then `seconds` measured. */
export async function measureTarget(
  url: string,
  target: LoadTarget,
  seconds: number,
  warmupSeconds: number,
): Promise<LoadResult> {
  await fire(url, target, warmupSeconds);
  return runTarget(url, target, seconds);
}

/** The connections each target runs at. */
export const loadConnections = connections;
