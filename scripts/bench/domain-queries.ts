import type { ProductSort } from "#contracts/product.ts";
import { parseProductListQuery } from "#contracts/product-list-query.ts";
import { listFacetedProducts } from "#server/catalog/facets/faceted-products.ts";
import { listProducts } from "#server/catalog/product-queries.ts";
import type { Db } from "#server/db/client.ts";
import { suggestSearch } from "#server/search/product-search-queries.ts";
import { placeBenchOrder } from "./bench-checkout";
import { benchQueries } from "./bench-queries";
import { runAtFixedRate, summarise, type LatencySummary } from "./fixed-rate";

/** The domain calls timed in process, each against the seeded bench database. */
export type DomainCall =
  | "listProducts()"
  | "listFacetedProducts() unfiltered"
  | "listFacetedProducts() 3 facets"
  | "suggestSearch()"
  | "placeOrder()"
  | "placeOrder() with a code";

/** Latencies of one domain call on one database. */
export interface DomainRow {
  call: DomainCall;
  latency: LatencySummary;
  /** Decision 005's budget for suggestSearch() p99 in ms. */
  budgetP99?: number;
}

const ratePerSecond = 40;
const listingCategories = ["Women", "Men", "Niche", "Diffusers", "Body Care"];
const sorts: ProductSort[] = ["newest", "price-low-to-high", "price-high-to-low"];
const suggestionBudgetsP99 = { pglite: 40, postgres: 15 } as const;
/** Three facets chosen, as a shopper after "woody, for men, under KSh 5,000" (decision 059). */
const facetedListings = [
  "family=woody&gender=men&max_price=5000",
  "family=fresh&concentration=edp&size=100",
  "note=vanilla&gender=women&in_stock=1",
];

/** A faceted listing page with its counts, uncached, for the query string `search`. */
function facetedListing(db: Db, search: string) {
  const params = new URLSearchParams(search);
  return listFacetedProducts(db, parseProductListQuery(params), params);
}

/**
 * Times the key queries at a fixed arrival rate (fixed-rate.ts): a filtered, sorted listing
 * page, the faceted listing with its counts unfiltered and with three facets (decision 059), header suggestions over rotating typed text, and placing a WhatsApp order without and
 * with the bench's discount code.
 */
export async function timeDomainCalls(
  db: Db,
  kind: "pglite" | "postgres",
  productIds: string[],
  count: number,
): Promise<DomainRow[]> {
  const listing = (i: number) =>
    listProducts(db, {
      category: listingCategories[i % listingCategories.length],
      minPrice: 1000,
      maxPrice: 8000,
      sort: sorts[i % sorts.length]!,
      page: (i % 3) + 1,
      pageSize: 18,
    });
  const suggestions = (i: number) => suggestSearch(db, benchQueries[i % benchQueries.length]!);
  // The faceted listings are timed uncached (no kept counts) at a quarter of the rate: an
  // unfiltered one counts every value of every product, longer than the others' interval.
  const calls: [DomainCall, (i: number) => Promise<unknown>, number][] = [
    ["listProducts()", listing, ratePerSecond],
    [
      "listFacetedProducts() unfiltered",
      (i) => facetedListing(db, `page=${(i % 3) + 1}`),
      ratePerSecond / 4,
    ],
    [
      "listFacetedProducts() 3 facets",
      (i) => facetedListing(db, facetedListings[i % facetedListings.length]!),
      ratePerSecond / 4,
    ],
    ["suggestSearch()", suggestions, ratePerSecond],
    ["placeOrder()", (i) => placeBenchOrder(db, productIds, i, false), ratePerSecond],
    // The bench's code (createBenchCode) must exist: every order locks its row (decision 064).
    ["placeOrder() with a code", (i) => placeBenchOrder(db, productIds, i, true), ratePerSecond],
  ];
  const rows: DomainRow[] = [];
  for (const [call, run, rate] of calls) {
    for (let i = 0; i < 60; i++) await run(i);
    const latencies = await runAtFixedRate(run, { ratePerSecond: rate, count });
    rows.push({
      call,
      latency: summarise(latencies),
      budgetP99: call === "suggestSearch()" ? suggestionBudgetsP99[kind] : undefined,
    });
  }
  return rows;
}

/** The fixed arrival rate of the domain timings (calls per second). */
export const domainRatePerSecond = ratePerSecond;
