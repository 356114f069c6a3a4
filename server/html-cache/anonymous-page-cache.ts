import { promisify } from "node:util";
import zlib from "node:zlib";
import { getSessionCookie } from "better-auth/cookies";
import type { Request, RequestHandler, Response } from "express";
import { catalogChangedChannel, type Listen } from "../db/notifications";
import { guestCartCookieName } from "../cart/cart-visitor";
import { cspNonceOf } from "../http/csp-nonce";
import { cutAtNonce, deflatePieces, gzipWithNonce, joinWithNonce } from "./nonce-pieces";
import { PageCache, type CachedPage, type PageCacheLimits } from "./page-cache";

/** Header telling whether a page came from the cache: hit, miss or bypass. */
export const cacheStatusHeader = "x-loris-cache";

/** Default bounds: a few MB of compressed pages, well inside the memory budget (issue 7). */
export const defaultPageCacheLimits: PageCacheLimits = {
  maxEntries: 2_000,
  maxBytes: 48 * 1024 * 1024,
  maxAgeMs: 5 * 60_000,
};

// Catalogue pages and their loader data (React Router's .data requests; home's is /_.data with
// v8_trailingSlashAwareDataRequests): home, listings, products.
const cacheablePath = /^\/(?:_\.data|all-products(?:\.data)?|product(?:\/[^/]*)?)?$/;
const cacheableType = /^(?:text\/html|text\/x-script)/;
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
export interface AnonymousPageCache {
  cache: PageCache;
  /** Express middleware: place it before the React Router handler. */
  middleware: RequestHandler;
}

/**
 * Caches the rendered catalogue pages (home, /all-products, /product/*) for visitors without a
 * session cookie or a guest cart (whose header shows their own cart's count: issue 13), and clears them on every `catalog_changed` notification — sent by triggers on
 * the product and category tables, so a change made by any process clears every process's cache.
 * Never caches a signed-in visitor's page, a response that sets a cookie, or one that is not 200.
 * A kept page goes out with the CSP nonce of the response serving it, never its render's.
 */
export async function createAnonymousPageCache(
  listen: Listen,
  limits: PageCacheLimits = defaultPageCacheLimits,
): Promise<AnonymousPageCache> {
  const cache = new PageCache(limits);
  await listen(catalogChangedChannel, () => cache.clear());
  return { cache, middleware: anonymousPageCacheMiddleware(cache) };
}

const guestCartCookie = new RegExp(`(?:^|;)\\s*${guestCartCookieName}=`);

/** A session, or a guest cart (issue 13): the header's badge is this visitor's own. */
function hasPersonalCookie(cookie: string): boolean {
  return Boolean(getSessionCookie(new Headers({ cookie }))) || guestCartCookie.test(cookie);
}

function anonymousPageCacheMiddleware(cache: PageCache): RequestHandler {
  // Renders under way, by key: guests asking for a page being rendered wait for that render
  // instead of starting their own (a popular page just cleared is rendered once, not 50 times).
  const rendering = new Map<string, Promise<void>>();
  const render = (key: string, res: Response, next: () => void) => {
    res.setHeader(cacheStatusHeader, "miss");
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    rendering.set(key, settled);
    recordResponse(res, cache, key, () => {
      if (rendering.get(key) === settled) rendering.delete(key);
      settle();
    });
    next();
  };
  return (req, res, next) => {
    if (req.method !== "GET" || !cacheablePath.test(req.path)) return next();
    if (hasPersonalCookie(req.headers.cookie ?? "")) {
      res.setHeader(cacheStatusHeader, "bypass");
      return next();
    }
    const key = req.originalUrl;
    const page = cache.get(key);
    if (page) return sendCachedPage(req, res, page);
    const underway = rendering.get(key);
    if (!underway) return render(key, res, next);
    void underway.then(() => {
      // Not kept (an error page, a cookie, a catalogue change meanwhile): render it here.
      const rendered = cache.get(key);
      if (rendered) sendCachedPage(req, res, rendered);
      else render(key, res, next);
    });
  };
}

function sendCachedPage(req: Request, res: Response, page: CachedPage): void {
  res.status(page.status);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader(cacheStatusHeader, "hit");
  res.setHeader("Vary", "Accept-Encoding");
  const nonce = cspNonceOf(res);
  const plain = joinWithNonce(page.body, nonce);
  const encoded = encodePage(req, page, plain, nonce);
  if (encoded) res.setHeader("Content-Encoding", encoded.encoding);
  const body = encoded?.body ?? plain;
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/**
 * The kept page in the best encoding the browser takes: brotli when it has no nonce (browsers
 * list gzip first, but brotli is smaller), else gzip from the pieces compressed once.
 */
function encodePage(req: Request, page: CachedPage, plain: Buffer, nonce: string) {
  if (page.brotli && req.acceptsEncodings("br")) return { encoding: "br", body: page.brotli };
  if (page.deflated && req.acceptsEncodings("gzip")) {
    return { encoding: "gzip", body: gzipWithNonce(page.deflated, plain, nonce) };
  }
  return undefined;
}

/**
 * Copies what the handler writes and, once sent, keeps it if it may be shared; calls `settled`
 * once the page is kept, refused, or the response closed unfinished.
 */
function recordResponse(res: Response, cache: PageCache, key: string, settled: () => void): void {
  const generation = cache.generation;
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
    if (isShareable(res)) {
      // A page that fails to compress is simply not kept.
      storePage(cache, key, generation, res, Buffer.concat(chunks)).then(settled, settled);
    } else settled();
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

async function storePage(
  cache: PageCache,
  key: string,
  generation: number,
  res: Response,
  body: Buffer,
): Promise<void> {
  const headers = Object.entries(res.getHeaders())
    .filter(([name]) => !droppedHeaders.has(name) && name !== cacheStatusHeader)
    .map(([name, value]): [string, string] => [name, String(value)]);
  const pieces = cutAtNonce(body, cspNonceOf(res));
  const [deflated, brotlied] = await Promise.all([
    deflatePieces(pieces),
    pieces.length === 1 ? brotli(body, brotliOptions) : undefined,
  ]);
  cache.set(
    key,
    { status: res.statusCode, headers, body: pieces, deflated, brotli: brotlied },
    generation,
  );
}
