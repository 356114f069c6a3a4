import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import { bootShop } from "./boot";
import type { Config } from "./config";
import { createCataloguePageCache } from "./html-cache/catalogue-page-cache";
import { buildDir } from "./build-dir";
import { databaseReadiness } from "./health/readiness";
import { createHost } from "./http-host";
import { mediaRedirectOf } from "./media/bucket-redirect";
import { createSuggestionCache } from "./search/suggestion-cache";
import { securityHeaders } from "./http/security-headers";
import type { AppServices } from "./services";

interface ServerBuild {
  createAppHandler(services: AppServices): RequestHandler;
}

/** A running shop and how to stop it. */
export interface RunningShop {
  url: string;
  /** Stops accepting requests, finishes in-flight ones, closes the database. */
  stop(): Promise<void>;
}

/**
 * Starts the production server: opens and migrates the database, seeds the demo catalogue on
 * the first start, then serves the built app on `config.port`.
 * @throws Error when the build is missing or the database cannot be opened.
 */
export async function startShop(config: Config): Promise<RunningShop> {
  const entry = path.join(buildDir, "server", "index.js");
  if (!fs.existsSync(entry)) throw new Error(`No build found at ${entry}: run npm run build.`);

  const runtime = await bootShop(config);
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  const pageCache = await createCataloguePageCache(runtime.services);
  const suggestions = await createSuggestionCache(runtime.services.db, runtime.services.listen);
  const host = createHost({
    clientDir: path.join(buildDir, "client"),
    uploadsDir: path.join(config.dataDir, "media"),
    mediaRedirect: mediaRedirectOf(runtime.services.media),
    appHandler: build.createAppHandler(runtime.services),
    auth: runtime.services.auth,
    publicUrl: config.publicUrl,
    securityHeaders: securityHeaders(config),
    trustProxy: config.trustProxy,
    pageCache: pageCache.middleware,
    suggestions,
    log: runtime.services.log,
    readiness: databaseReadiness(runtime.services.db, runtime.services.shutdown),
  });
  const server = await listen(host.listen(config.port));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      runtime.beginShutdown();
      await closeServer(server);
      await runtime.close();
      runtime.services.log.info("Loris stopped cleanly");
    })());
  return { url: `http://localhost:${port}`, stop };
}

function listen(server: Server): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once("listening", () => resolve(server));
    server.once("error", reject);
  });
}

/** Stops accepting connections and waits for in-flight requests (at most 10 s). */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
