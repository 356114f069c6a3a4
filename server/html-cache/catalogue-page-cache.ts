import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { nairobiYear } from "#contracts/nairobi-time.ts";
import { handPageViewer, type PageViewer } from "../accounts/page-viewer";
import { catalogChangedChannel } from "../db/notifications";
import type { AppServices } from "../services";
import { cspNonceOf } from "../http/csp-nonce";
import { cutAtNonce, deflatePieces, gzipWithNonce, withNonce } from "./nonce-pieces";
import { PageCache, type CachedPage, type PageCacheLimits } from "./page-cache";
import { createPageViewerReader } from "./page-viewer-reuse";
import { readRequestViewer } from "./request-viewer";

/** Header telling whether a page came from the cache: hit, miss or bypass. */
export const cacheStatusHeader = "x-loris-cache";

/** Default bounds: a few MB of compressed pages, well inside the memory budget (decision 011). */
export const defaultPageCacheLimits: PageCacheLimits = {
  maxEntries: 2_000,
  maxBytes: 48 * 1024 * 1024,
  maxAgeMs: 5 * 60_000,
};

// Catalogue pages and their loader data (React Router's .data requests; home's is /_.data with
// v8_trailingSlashAwareDataRequests): home, listings, products, brands (decision 057); and
// sitemap.xml, which lists every product (decision 029).
const cacheablePath =
  /^\/(?:_\.data|all-products(?:\.data)?|product(?:\/[^/]*)?|brands(?:\.data|\/[^/]*)?|sitemap\.xml)?$/;
const cacheableType = /^(?:text\/html|text\/x-script|application\/xml)/;
// The CSP names the render's nonce: each response sends its own (decision 015).
const droppedHeaders = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "content-security-policy",
]);

const brotli = promisify(zlib.brotliCompress);
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } };

/** The page cache of one process, cleared whenever any process changes the catalogue. */
export interface CataloguePageCache {
  cache: PageCache;
  /** Express middleware: place it before the React Router handler. */
  middleware: RequestHandler;
}

/** What the page cache reads: the viewer's session and cart, and catalogue changes. */
export type PageCacheServices = Pick<
  AppServices,
  "auth" | "log" | "db" | "secret" | "listen" | "settings"
>;

/**
 * Caches the rendered catalogue pages (home, /all-products, /product/*, /brands, /brands/*,
 * /sitemap.xml) by URL and
 * by what they show of their viewer (decision 023): guest, customer or admin, and the cart's
 * count. Clears them on every `catalog_changed` notification — sent by triggers on the product
 * and category tables when what a page shows changes (decision 027), so a change made by any
 * process clears every process's cache — and when the shop settings change (decision 044). Never
 * keeps a response that sets a cookie, one that is not 200, or one holding the viewer's id,
 * e-mail or cart id. A kept page goes out with the CSP nonce of the response serving it, never
 * its render's.
 */
export async function createCataloguePageCache(
  services: PageCacheServices,
  limits: PageCacheLimits = defaultPageCacheLimits,
): Promise<CataloguePageCache> {
  const cache = new PageCache(limits);
  await services.listen(catalogChangedChannel, () => cache.clear());
  // Pages show the shop's numbers: a change in Settings clears them too, once read (decision 044).
  services.settings.onChange(() => cache.clear());
  return { cache, middleware: cataloguePageCacheMiddleware(cache, services) };
}

/**
 * e.g. `customer|cart=2|2026|/product/x`: a page shows its viewer's kind and cart count, no more,
 * and the year in its footer, so that from midnight on 1 January in Nairobi no kept page shows
 * the year before.
 */
const keyOf = ({ role, cartCount }: PageViewer, url: string) =>
  `${role}|cart=${cartCount}|${nairobiYear(new Date())}|${url}`;

/** A render under way: the cache generation it began in, and the page it makes for sharing. */
interface Render {
  generation: number;
  /** The page it made (kept, or not since a change overtook it); undefined when not shareable. */
  page: Promise<CachedPage | undefined>;
}

function cataloguePageCacheMiddleware(
  cache: PageCache,
  services: PageCacheServices,
): RequestHandler {
  // Renders under way, by key: viewers asking for a page being rendered wait for that render
  // instead of starting their own (a popular page just cleared is rendered once, not 50 times).
  // Decision 027: a render overtaken by a catalogue change is not kept, yet it still answers
  // those who asked before the change was heard; those asking after it share one new render.
  const rendering = new Map<string, Render>();
  const render = (key: string, marks: string[], res: Response, next: () => void) => {
    // A visitor who left while their viewer was read or a render awaited: nothing to render, and
    // a render whose response closed before it began would never settle for those waiting on it.
    if (res.destroyed) return;
    res.setHeader(cacheStatusHeader, "miss");
    let settle!: (page?: CachedPage) => void;
    const underway: Render = {
      generation: cache.generation,
      page: new Promise((resolve) => (settle = resolve)),
    };
    rendering.set(key, underway);
    const recording = { cache, key, generation: underway.generation, marks, log: services.log };
    recordResponse(res, recording, (page) => {
      if (rendering.get(key) === underway) rendering.delete(key);
      settle(page);
    });
    next();
  };
  const readViewer = createPageViewerReader(services);
  return async (req, res, next) => {
    if (req.method !== "GET" || !cacheablePath.test(req.path)) return next();
    const reading = asksForFreshPage(req)
      ? undefined
      : await readRequestViewer(req, services, readViewer);
    if (!reading) {
      res.setHeader(cacheStatusHeader, "bypass");
      return next();
    }
    // The root loader renders this reading, so the page is the one its key names.
    handPageViewer(res, reading.viewer);
    const key = keyOf(reading.viewer, req.originalUrl);
    const page = cache.get(key);
    if (page) return sendCachedPage(req, res, page);
    const underway = rendering.get(key);
    // A render begun before the latest change would not show it: this visitor starts the next.
    if (underway?.generation !== cache.generation) {
      return render(key, reading.personalMarks, res, next);
    }
    void underway.page.then((rendered) => {
      // Not shareable (an error page, a cookie, its viewer's own data): render it here.
      if (rendered) sendCachedPage(req, res, rendered);
      else render(key, reading.personalMarks, res, next);
    });
  };
}

/**
 * A request saying `Cache-Control: no-cache` (a hard reload, the bench's render target) is
 * rendered afresh and not kept: RFC 9111 §5.2.1.4. Unique query strings would bypass the cache as
 * well, so this opens no new way to make the process render.
 */
function asksForFreshPage(req: Request): boolean {
  return /\bno-(?:cache|store)\b/i.test(req.get("cache-control") ?? "");
}

function sendCachedPage(req: Request, res: Response, page: CachedPage): void {
  res.status(page.status);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader(cacheStatusHeader, "hit");
  res.setHeader("Vary", "Accept-Encoding");
  const nonce = cspNonceOf(res);
  const plain = withNonce(page.body, nonce);
  const encoded = encodePage(req, page, plain, nonce);
  if (encoded) res.setHeader("Content-Encoding", encoded.encoding);
  sendParts(res, encoded?.body ?? plain);
}

/**
 * Sends a body given as its parts, gathered into one write (writev) rather than copied into a
 * new buffer: a page is 150 KB, and a fresh buffer of that size costs the process page faults on
 * every response.
 */
function sendParts(res: Response, parts: Buffer[]): void {
  res.setHeader(
    "Content-Length",
    parts.reduce((length, part) => length + part.length, 0),
  );
  // end() uncorks: the parts leave in one write.
  res.cork();
  for (const part of parts) res.write(part);
  res.end();
}

/**
 * The kept page in the best encoding the browser takes: brotli when it has no nonce (browsers
 * list gzip first, but brotli is smaller), else gzip from the pieces compressed once.
 */
function encodePage(req: Request, page: CachedPage, plain: Buffer[], nonce: string) {
  if (page.brotli && req.acceptsEncodings("br")) return { encoding: "br", body: [page.brotli] };
  if (page.deflated && req.acceptsEncodings("gzip")) {
    return { encoding: "gzip", body: gzipWithNonce(page.deflated, plain, nonce) };
  }
  return undefined;
}

/** Where a render is kept: its cache, key and generation, and what it must not contain. */
interface Recording {
  cache: PageCache;
  key: string;
  /** The cache's generation when the render began: a clear since then refuses the page. */
  generation: number;
  marks: string[];
  log: Logger;
}

/**
 * Copies what the handler writes and, once sent, keeps it if it may be shared; calls `settled`
 * with the page once it is built (kept, or refused by a clear since the render began), or with
 * nothing when the page may not be shared or the response closed unfinished.
 */
function recordResponse(
  res: Response,
  { cache, key, generation, marks, log }: Recording,
  settled: (page?: CachedPage) => void,
): void {
  res.once("close", () => {
    if (!res.writableEnded) settled();
  });
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown) => {
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk);
    const body = isShareable(res) ? Buffer.concat(chunks) : undefined;
    if (!body) settled();
    else if (marks.some((mark) => body.includes(mark))) {
      // Decision 023: a page naming its viewer is theirs alone — a per-user element that the
      // key does not cover. Rendered for them, never shared.
      log.warn({ key }, "a page holding its viewer's personal data was not cached");
      settled();
    } else {
      // A page that fails to compress is simply not kept.
      storePage(cache, key, generation, res, body).then(settled, () => settled());
    }
    return end(chunk, ...rest);
  }) as Response["end"];
}

function isShareable(res: Response): boolean {
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  return (
    res.statusCode === 200 &&
    res.getHeader("set-cookie") === undefined &&
    cacheableType.test(String(res.getHeader("content-type") ?? "")) &&
    !/no-store|private/.test(cacheControl)
  );
}

/** Builds the page of a finished render and keeps it unless a clear came since `generation`. */
async function storePage(
  cache: PageCache,
  key: string,
  generation: number,
  res: Response,
  body: Buffer,
): Promise<CachedPage> {
  const headers = Object.entries(res.getHeaders())
    .filter(([name]) => !droppedHeaders.has(name) && name !== cacheStatusHeader)
    .map(([name, value]): [string, string] => [name, String(value)]);
  const pieces = cutAtNonce(body, cspNonceOf(res));
  const [deflated, brotlied] = await Promise.all([
    deflatePieces(pieces),
    pieces.length === 1 ? brotli(body, brotliOptions) : undefined,
  ]);
  const page = { status: res.statusCode, headers, body: pieces, deflated, brotli: brotlied };
  cache.set(key, page, generation);
  return page;
}
