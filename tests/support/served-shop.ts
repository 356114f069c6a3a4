import path from "node:path";
import { pathToFileURL } from "node:url";
import express, { type RequestHandler } from "express";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createCataloguePageCache } from "#server/html-cache/catalogue-page-cache.ts";
import { buildDir } from "#server/build-dir.ts";
import type { AppServices } from "#server/services.ts";
import { listenLocally } from "./listen-locally";
import { createTestHost } from "./test-host";
import { testServices } from "./route-context";

interface ServerBuild {
  createAppHandler(services: AppServices): RequestHandler;
}

/**
 * The production build (made by tests/support/build-setup.ts) served over a test database, with
 * the anonymous page cache unless `isCached` is false. `env` may depend on the shop's own
 * origin (M-PESA's callback address): the server listens before its services start.
 */
export async function serveShop(
  database: DatabaseHandle,
  env: NodeJS.ProcessEnv | ((origin: string) => NodeJS.ProcessEnv) = {},
  { isCached = true }: { isCached?: boolean } = {},
) {
  const build = (await import(
    pathToFileURL(path.join(buildDir, "server", "index.js")).href
  )) as ServerBuild;
  let handle: RequestHandler = (_request, _response, next) => next();
  // Requests received and not yet answered: a test can wait until its visitors have all arrived.
  let underway = 0;
  const { server, origin } = await listenLocally(
    express()
      .disable("x-powered-by")
      .use((request, response, next) => {
        underway += 1;
        response.once("close", () => (underway -= 1));
        handle(request, response, next);
      }),
  );
  const services = testServices(database, typeof env === "function" ? env(origin) : env);
  const pageCache = isCached ? await createCataloguePageCache(services) : undefined;
  const host = await createTestHost(services, {
    clientDir: path.join(buildDir, "client"),
    uploadsDir: path.join(buildDir, "no-uploads"),
    appHandler: build.createAppHandler(services),
    pageCache: pageCache?.middleware,
  });
  handle = host;
  return {
    url: origin,
    services,
    /** Requests the shop has received and not yet answered (or seen closed). */
    requestsUnderway: () => underway,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
