import { LRUCache } from "lru-cache";
import { readPageViewer, type PageViewerReading } from "../accounts/page-viewer";
import type { AppServices } from "../services";

/**
 * How long a page's reading of its visitor is reused for the same cookies (ms, decision 050):
 * what another browser or process changes (a cart, a session ended) shows within this.
 */
export const pageViewerReuseMs = 10_000;

/** Most bytes of cookie text the readings are kept under (8 MB: thousands of visitors). */
const maxCookieBytes = 8 * 1024 * 1024;

/** The viewer of a page request and its personal marks (readPageViewer), maybe reused. */
export type PageViewerReader = (request: Request) => Promise<PageViewerReading>;

/**
 * readPageViewer remembered by the request's whole Cookie text for 10 s: a shopper's next pages
 * skip Better Auth's check of the session's signed copy and the cart count's query. Any other
 * cookie is another key: signing in or out, the copy's refresh, and the cart mark every cart
 * change renews (server/cart/cart-mark.ts), so a browser sees its own changes on its next page
 * on any process. Only for the page viewer: guards read the database (`readSessionUser`).
 * `now` (ms) is the clock readings age by.
 * @throws the error of Better Auth or the database, as readPageViewer (nothing is kept).
 */
export function createPageViewerReader(
  services: Pick<AppServices, "auth" | "log" | "db" | "secret">,
  now: () => number = performance.now.bind(performance),
): PageViewerReader {
  const readings = new LRUCache<string, PageViewerReading>({
    maxSize: maxCookieBytes,
    sizeCalculation: (_reading, cookie) => Math.max(1, cookie.length),
    ttl: pageViewerReuseMs,
    // Every reading asks `now`: lru-cache would otherwise keep one for a millisecond.
    ttlResolution: 0,
    perf: { now },
  });
  return async (request) => {
    const cookie = request.headers.get("cookie") ?? "";
    const known = readings.get(cookie);
    if (known) return known;
    const reading = await readPageViewer(request, services);
    readings.set(cookie, reading);
    return reading;
  };
}
