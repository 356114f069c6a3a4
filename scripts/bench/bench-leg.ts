import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildDir } from "#server/build-dir.ts";
import { adminSessionCookie, createBenchAdmin } from "./bench-admin";
import { seedBenchCatalogue } from "./bench-catalogue";
import type { TempDatabase } from "./bench-databases";
import { measureBrowsingWithOrders, type BrowsingWithOrders } from "./browsing-with-orders";
import { seedBenchOrders } from "./bench-orders";
import { measurePageScripts, type PageScripts } from "./page-scripts";
import { createBenchCode } from "./bench-checkout";
import { timeDomainCalls, type DomainRow } from "./domain-queries";
import { measureOrderThroughput, type OrderThroughput } from "./order-throughput";
import { auditPages, type PageAudit, type PageToAudit } from "./lighthouse-pages";
import {
  ceilingPath,
  brandPagePath,
  filteredListingPath,
  loadTargets,
  measureTarget,
  type LoadResult,
} from "./load-targets";
import { freePort, startShopProcess } from "./shop-process";
import { signedInCount, signedInCustomers } from "./signed-in-customers";
import { compareTwoProcesses, type TwoProcessComparison } from "./two-process-round";

/** How big and how long one leg is. */
export interface LegSettings {
  products: number;
  customers: number;
  orders: number;
  domainCallsPerRow: number;
  loadSeconds: number;
  warmupSeconds: number;
  rounds: number;
  /** Lighthouse runs per page; 0 = no Lighthouse on this leg. */
  lighthouseRuns: number;
}

/** Everything measured on one database. */
export interface LegResult {
  database: "pglite" | "postgres";
  domain: DomainRow[];
  /** Orders per second in process, without and with a discount code (decision 064). */
  orderThroughput: OrderThroughput;
  /** One list of target results per load round. */
  rounds: LoadResult[][];
  /** Catalogue browsing alone and with website orders (decision 027). */
  browsingWithOrders: BrowsingWithOrders;
  /** On PostgreSQL: pages on one process and with WEB_CONCURRENCY=2 (decision 026). */
  twoProcesses?: TwoProcessComparison;
  /** The server's resident memory after each round, then after everything (MB). */
  residentMb: { afterRound: number[]; afterAll: number };
  pages: PageAudit[];
  /** Home's first-load scripts, measured with Lighthouse. */
  homeScripts?: PageScripts;
}

function pagesToAudit(
  productRows: { id: string; name: string; price: number; category?: string | null }[],
  adminCookie: string | undefined,
): PageToAudit[] {
  const cartLines = productRows
    .slice(0, 3)
    .map((row, i) => ({ productId: row.id, quantity: i + 1 }));
  return [
    { name: "home", path: "/" },
    { name: "listing (filtered)", path: filteredListingPath },
    { name: "product", path: `/product/${productRows[0]!.id}` },
    { name: "brand", path: brandPagePath },
    { name: "checkout (3 lines in cart)", path: "/checkout", cartLines },
    {
      name: "admin (signed in)",
      path: "/admin",
      sessionCookie: adminCookie,
      skipReason: adminCookie ? undefined : "not measured: /admin missing",
    },
  ];
}

/**
 * One database's leg of the bench: seed, time the domain calls in process, then start the
 * production server in its own process and measure it: load rounds (memory after each), and
 * Lighthouse when asked.
 */
export async function runLeg(
  database: TempDatabase,
  settings: LegSettings,
  port?: number,
): Promise<LegResult> {
  const log = (text: string) => console.log(`${database.kind}: ${text}`);
  const handle = await database.open();
  let products;
  let domain: DomainRow[];
  let orderThroughput: OrderThroughput;
  let adminPassword: string;
  try {
    await handle.migrate();
    products = await seedBenchCatalogue(handle.db, settings.products);
    await seedBenchOrders(handle.db, products, settings);
    adminPassword = await createBenchAdmin(handle.db);
    // A database at rest: index pending lists merged and statistics fresh, as autovacuum leaves it.
    await handle.db.execute(sql`VACUUM ANALYZE`);
    log(`seeded ${settings.products} products, ${settings.orders} orders`);
    const ids = products.map((row) => row.id!);
    await createBenchCode(handle.db);
    domain = await timeDomainCalls(handle.db, database.kind, ids, settings.domainCallsPerRow);
    log("timed the domain calls");
    orderThroughput = await measureOrderThroughput(handle.db, ids, settings.domainCallsPerRow);
    log(
      `orders per second: ${orderThroughput.withoutCode}, with a code ${orderThroughput.withCode}`,
    );
  } finally {
    await handle.close();
  }

  const shop = await startShopProcess(database.env, port ?? (await freePort()));
  const ceilingFile = path.join(buildDir, "client", ceilingPath);
  const ids = products.map((row) => row.id!);
  let sessionCookies: string[];
  let result: Omit<LegResult, "twoProcesses">;
  try {
    const adminCookie = await adminSessionCookie(shop.url, adminPassword);
    sessionCookies = await signedInCustomers(shop.url, signedInCount);
    fs.writeFileSync(ceilingFile, await (await fetch(`${shop.url}/`)).text());
    const targets = loadTargets(ids[0]!, ids, sessionCookies);
    const rounds: LoadResult[][] = [];
    const afterRound: number[] = [];
    for (let round = 1; round <= settings.rounds; round++) {
      const results: LoadResult[] = [];
      for (const target of targets) {
        results.push(
          await measureTarget(shop.url, target, settings.loadSeconds, settings.warmupSeconds),
        );
      }
      rounds.push(results);
      afterRound.push(shop.residentMb());
      log(`load round ${round}: ${afterRound.at(-1)} MB resident`);
    }
    const browsingWithOrders = await measureBrowsingWithOrders(shop.url, products, settings);
    log(`browsing with orders: ${browsingWithOrders.orders.placed} orders placed`);
    const hasLighthouse = settings.lighthouseRuns > 0;
    const pages = hasLighthouse
      ? await auditPages(shop.url, pagesToAudit(products, adminCookie), settings.lighthouseRuns)
      : [];
    result = {
      database: database.kind,
      domain,
      orderThroughput,
      rounds,
      browsingWithOrders,
      residentMb: { afterRound, afterAll: shop.residentMb() },
      pages,
      homeScripts: hasLighthouse ? await measurePageScripts(shop.url) : undefined,
    };
  } finally {
    fs.rmSync(ceilingFile, { force: true });
    await shop.stop();
  }
  if (database.kind !== "postgres") return result;
  log("pages on one process, then with WEB_CONCURRENCY=2");
  const twoProcesses = await compareTwoProcesses(database, ids[0]!, sessionCookies, settings);
  return { ...result, twoProcesses };
}
