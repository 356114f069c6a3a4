import type { Request, RequestHandler } from "express";
import { refuseBeforeBody } from "./edge-refusal";

const readOnlyMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Express middleware refusing cross-site writes (decision 014): a request other than
 * GET/HEAD/OPTIONS whose `Origin` is neither `publicUrl`'s origin nor the request's own
 * (protocol and host as Express sees them, trust proxy honoured) → 403; `Origin: null` is
 * cross-site. Without Origin, `Sec-Fetch-Site` must be `same-origin` or `none`. A request with
 * neither header (curl, a server's callback) passes: forging a visitor's request needs their
 * browser, and browsers send Origin with every POST.
 */
export function refuseCrossSiteWrites(publicUrl: string): RequestHandler {
  const shopOrigin = new URL(publicUrl).origin;
  return (request, response, next) => {
    if (readOnlyMethods.has(request.method) || isSameOrigin(request, shopOrigin)) return next();
    refuseBeforeBody(
      request,
      response,
      403,
      `This request came from another site and was refused. Open the shop at ${shopOrigin} and try again.`,
    );
  };
}

function isSameOrigin(request: Request, shopOrigin: string): boolean {
  const origin = request.get("origin");
  if (origin === undefined) {
    const site = request.get("sec-fetch-site");
    return site === undefined || site === "same-origin" || site === "none";
  }
  const sent = originOf(origin);
  if (sent === undefined) return false;
  return sent === shopOrigin || sent === originOf(`${request.protocol}://${request.host}`);
}

/** `url`'s origin, normalised (lower case, default port dropped); undefined for "null". */
function originOf(url: string): string | undefined {
  return URL.canParse(url) ? new URL(url).origin : undefined;
}
