import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { refuseBeforeBody } from "./edge-refusal";

/** The methods the shop answers: pages and resources are read, forms and fetchers post. */
export const servedMethods = ["GET", "HEAD", "POST"] as const;

const served = new Set<string>(servedMethods);

/** What a client sending another method reads. */
export const unservedMethodText = `This shop answers ${servedMethods.join(", ")} requests only.`;

/** What a client asking for a path that is not valid percent-encoded UTF-8 reads. */
export const undecodablePathText =
  "This address holds characters that cannot be read. Check the link and try again.";

/**
 * Express middleware answering any method but GET, HEAD and POST (TRACE, PROPFIND, PUT,
 * OPTIONS…) with 405 and an `Allow` header (RFC 9110 §15.5.6) before anything else sees it: React
 * Router cannot build a Request for some of them (TRACE) and serves none of them
 * (docs/decisions/029-quiet-edges.md).
 */
export const refuseUnservedMethods: RequestHandler = (request, response, next) => {
  if (served.has(request.method)) return next();
  response.set("Allow", servedMethods.join(", "));
  refuseBeforeBody(request, response, 405, unservedMethodText);
};

/**
 * Express middleware answering a path that is not valid percent-encoded UTF-8 (`/media/%FF`,
 * `/%E0%A4%A`) with 400 and one info line in `log`, no stack: the static folders, the router and
 * React Router would each fail on it in their own way, some printing a URIError's stack to stderr
 * (docs/decisions/029-quiet-edges.md).
 */
export function refuseUndecodablePaths(log: Logger): RequestHandler {
  return (request, response, next) => {
    try {
      decodeURIComponent(request.path);
    } catch {
      log.info(
        { method: request.method, path: request.path.slice(0, 200) },
        "refused a path that cannot be decoded",
      );
      return refuseBeforeBody(request, response, 400, undecodablePathText);
    }
    next();
  };
}
