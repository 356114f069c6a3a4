// `npm run bench`: search suggestions on 10,000 generated products, on PGlite and PostgreSQL
// (issue 3). Writes bench-results/report.md and report.json.
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import { sql } from "drizzle-orm";
import { parseConfig } from "../../server/config";
import type { DatabaseHandle } from "../../server/db/client";
import { createHost } from "../../server/http-host";
import { createLogger } from "../../server/log";
import { buildDir } from "../../server/main";
import type { AppServices } from "../../server/services";
import { suggestSearch } from "../../server/search/product-search";
import { buildIfNeeded } from "../build-if-needed";
import { seedBenchCatalogue } from "./bench-catalogue";
import { openTempPglite, openTempPostgres } from "./bench-databases";
import { benchQueries } from "./bench-queries";
import { runAtFixedRate, summarise } from "./fixed-rate";
import { createAuth } from "../../server/accounts/auth";
import { writeReport, type BenchRow } from "./report";

const productCount = 10_000;
const ratePerSecond = 40;
const requestsPerRow = 800;
const budgetsP99 = { pglite: 40, postgres: 15 } as const;
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

type AppBuild = { createAppHandler(services: AppServices): RequestHandler };

const queryAt = (i: number) => benchQueries[i % benchQueries.length]!;

/** Serves the built app on a free port over `database`; resolves to its URL and a stop. */
async function serveApp(database: DatabaseHandle) {
  const build = (await import(
    pathToFileURL(path.join(buildDir, "server", "index.js")).href
  )) as AppBuild;
  const config = parseConfig({ LOG_LEVEL: "warn" });
  const secret = "bench";
  const auth = createAuth({ db: database.db, config, secret });
  const services = { db: database.db, config, log: createLogger("warn"), secret, auth };
  const host = createHost({
    clientDir: path.join(buildDir, "client"),
    uploadsDir: path.join(buildDir, "no-uploads"),
    appHandler: build.createAppHandler(services),
    auth,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = host.listen(0, () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function measure(kind: "pglite" | "postgres"): Promise<BenchRow[]> {
  const database = kind === "pglite" ? await openTempPglite() : await openTempPostgres(serverUrl);
  try {
    const seeding = performance.now();
    await database.migrate();
    await seedBenchCatalogue(database.db, productCount);
    // A catalogue at rest: index pending lists merged and statistics fresh, as autovacuum leaves it.
    await database.db.execute(sql`VACUUM ANALYZE`);
    console.log(
      `${kind}: seeded ${productCount} products in ${Math.round(performance.now() - seeding)} ms`,
    );

    for (let i = 0; i < benchQueries.length * 3; i++) await suggestSearch(database.db, queryAt(i));
    const domain = await runAtFixedRate((i) => suggestSearch(database.db, queryAt(i)), {
      ratePerSecond,
      count: requestsPerRow,
    });
    const app = await serveApp(database);
    try {
      const get = async (i: number) => {
        const response = await fetch(
          `${app.url}/search/suggestions?q=${encodeURIComponent(queryAt(i))}`,
        );
        if (!response.ok) throw new Error(`GET /search/suggestions answered ${response.status}`);
        await response.json();
      };
      for (let i = 0; i < benchQueries.length; i++) await get(i);
      const http = await runAtFixedRate(get, { ratePerSecond, count: requestsPerRow });
      return [
        {
          database: kind,
          target: "suggestSearch()",
          latency: summarise(domain),
          budgetP99: budgetsP99[kind],
        },
        { database: kind, target: "GET /search/suggestions", latency: summarise(http) },
      ];
    } finally {
      await app.stop();
    }
  } finally {
    await database.close();
  }
}

buildIfNeeded();
// PostgreSQL first: the PGlite run leaves a large WebAssembly heap behind for the collector.
const rows = [...(await measure("postgres")), ...(await measure("pglite"))];
const markdown = writeReport(path.resolve("bench-results"), {
  date: new Date().toISOString(),
  command: "npm run bench",
  node: process.version,
  products: productCount,
  queries: benchQueries.length,
  ratePerSecond,
  requestsPerRow,
  rows,
});
console.log(`\n${markdown}\nWritten to bench-results/report.md and report.json.`);
