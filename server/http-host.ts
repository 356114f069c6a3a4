import path from "node:path";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { toNodeHandler } from "better-auth/node";
import type { Logger } from "pino";
import type { Auth } from "./accounts/auth";
import { stampClientIp } from "./accounts/client-ip";
import { drainRequest } from "./http/drain-request";
import { limitRequestBodies } from "./http/body-limit";
import { refuseUndecodablePaths, refuseUnservedMethods } from "./http/odd-requests";
import { refuseCrossSiteWrites } from "./http/cross-site-writes";
import { admitRenders, type RenderAdmissionLimits } from "./http/render-admission";
import { healthEndpoints } from "./health/health-endpoints";
import type { Readiness } from "./health/readiness";
import { uploadBodyLimitBytes } from "./media/upload-body";
import { catalogueImportBodyLimitBytes } from "./catalog/csv/catalogue-import";
import type { SuggestionCache } from "./search/suggestion-cache";
import { suggestionsEndpoint } from "./search/suggestions-endpoint";

const oneYear = "365d";

/** Options for the HTTP host; paths are absolute. */
export interface HostOptions {
  /** build/client: hashed assets under assets/, copied public files elsewhere. */
  clientDir: string;
  /** Uploaded media (DATA_DIR/media), served under /media beside the committed demo media. */
  uploadsDir: string;
  /**
   * With media in a bucket (decision 021): answers /media in place of uploadsDir, with redirects
   * to the bucket (server/media/bucket-redirect.ts).
   */
  mediaRedirect?: RequestHandler;
  appHandler: RequestHandler;
  /** Better Auth, mounted at /api/auth before any body parser (DESIGN §10). */
  auth: Auth;
  /** PUBLIC_URL (Config.publicUrl): writes from its origin or the request's own are accepted. */
  publicUrl: string;
  /** Headers for every response, mounted first (server/http/security-headers.ts). */
  securityHeaders: RequestHandler[];
  /** Express's `trust proxy` (Config.trustProxy); unset trusts no proxy. */
  trustProxy?: number | string;
  /** Serves anonymous catalogue pages from memory (server/html-cache); none = render every time. */
  pageCache?: RequestHandler;
  /** The header's search suggestions of this process (server/search/suggestion-cache.ts). */
  suggestions: SuggestionCache;
  /** Where the host's own lines go (a refused undecodable path). */
  log: Logger;
  /** Whether /readyz says this process may take requests (server/health/readiness.ts). */
  readiness: () => Promise<Readiness>;
  /** How many renders run at once and how long others wait before a 503 (decision 024). */
  renderAdmission?: RenderAdmissionLimits;
}

/**
 * The Express host (DESIGN §1): /healthz and /readyz (decision 022), security headers (decision
 * 015), 405 for methods it does not serve and 400 for undecodable paths (decision 029), body
 * limits and the cross-site check (decision 014), Better Auth at /api/auth, compression, search
 * suggestions, immutable caching for hashed assets and media, the anonymous page cache, then
 * React Router for every other path, a few requests at a time (503 with Retry-After when too
 * many wait).
 */
export function createHost({
  clientDir,
  uploadsDir,
  mediaRedirect,
  appHandler,
  auth,
  publicUrl,
  securityHeaders,
  trustProxy,
  pageCache,
  suggestions,
  log,
  readiness,
  renderAdmission,
}: HostOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  // Asked every few seconds by load balancers: answered before anything else runs.
  app.use(healthEndpoints(readiness));
  app.use(securityHeaders);
  if (trustProxy !== undefined) app.set("trust proxy", trustProxy);
  // Decision 029: methods the shop does not serve and paths no one can decode end here, quietly.
  app.use(refuseUnservedMethods);
  app.use(refuseUndecodablePaths(log));
  app.use(stampClientIp);
  // Decision 014: bodies bounded and cross-site writes refused before anything reads a body.
  app.use(
    limitRequestBodies({
      "/storage/upload": uploadBodyLimitBytes,
      "/admin/products/import": catalogueImportBodyLimitBytes,
      "/admin/products/import.data": catalogueImportBodyLimitBytes,
    }),
  );
  app.use(refuseCrossSiteWrites(publicUrl));
  // A route answering without reading its body (a redirect, a refused content type) leaves the
  // connection usable: what is left is drained once the answer is sent.
  app.use(drainRequest);
  app.all("/api/auth/*splat", toNodeHandler(auth));
  app.use(compression());
  // Asked at every pause in typing: answered before the static folders are looked in.
  app.get("/search/suggestions", suggestionsEndpoint(suggestions));
  const immutable = { immutable: true, maxAge: oneYear, index: false, fallthrough: true };
  // Built assets have brotli and gzip copies beside them (vite.config.ts), sent as they are.
  app.use(
    "/assets",
    expressStaticGzip(path.join(clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: immutable,
    }),
  );
  app.use("/media", express.static(path.join(clientDir, "media"), immutable));
  app.use("/media", mediaRedirect ?? express.static(uploadsDir, immutable));
  // Before the public files: no page's path is a file there, and a kept page then costs no
  // look in the folder (a file-system call through libuv's thread pool per request).
  if (pageCache) app.use(pageCache);
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  app.use(admitRenders(renderAdmission));
  app.use(appHandler);
  return app;
}
