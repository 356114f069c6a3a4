import { getSessionCookie } from "better-auth/cookies";
import type { Request as ExpressRequest } from "express";
import { guestPageViewer, type PageViewerReading } from "../accounts/page-viewer";
import { guestCartCookieName } from "../cart/cart-visitor";
import type { AppServices } from "../services";
import type { PageViewerReader } from "./page-viewer-reuse";

const guestCartCookie = new RegExp(`(?:^|;)\\s*${guestCartCookieName}=`);

/** A session, or a guest cart (decision 023): who is asking must be read. */
function hasPersonalCookie(cookie: string): boolean {
  return Boolean(getSessionCookie(new Headers({ cookie }))) || guestCartCookie.test(cookie);
}

/**
 * The viewer of a page request as the page cache keys it (decision 023): a guest at no cost when
 * it carries no session or cart cookie (most visitors: no database read), else its session and
 * cart count read by `readViewer` (readPageViewer, reused for the same cookies); undefined when
 * that read failed (logged).
 */
export async function readRequestViewer(
  req: ExpressRequest,
  { log }: Pick<AppServices, "log">,
  readViewer: PageViewerReader,
): Promise<PageViewerReading | undefined> {
  const cookie = req.headers.cookie ?? "";
  if (!hasPersonalCookie(cookie)) return { viewer: guestPageViewer, personalMarks: [] };
  try {
    const request = new Request(new URL(req.originalUrl, "http://page-cache.invalid"), {
      headers: { cookie },
    });
    return await readViewer(request);
  } catch (error) {
    log.warn({ err: error }, "could not read the viewer: the page is not cached");
    return undefined;
  }
}
