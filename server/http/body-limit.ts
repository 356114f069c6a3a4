import type { RequestHandler } from "express";
import { refuseBeforeBody } from "./edge-refusal";

/** Decision 014: the largest JSON, form or other body a route is sent, in bytes (64 KB). */
export const maxBodyBytes = 64 * 1024;

/** The 413 answer's text for a limit of `maxBytes`, e.g. "… at most 64 KB here …". */
export function bodyTooLargeText(maxBytes: number): string {
  const size =
    maxBytes < 1024 * 1024
      ? `${Math.round(maxBytes / 1024)} KB`
      : `${(maxBytes / (1024 * 1024)).toFixed(1)} MB`;
  return `This request is too large: the shop accepts at most ${size} here. Send less and try again.`;
}

/** The 411 answer's text: a body must declare its length (decision 014). */
export const lengthRequiredText =
  "Send the request with a Content-Length header: bodies of unknown length are not accepted.";

/**
 * Express middleware bounding every request body before anything reads it (decision
 * 014): a body without a declared length (Transfer-Encoding) → 411; a declared Content-Length
 * over the path's limit → 413, both answered at once without reading the body. Node's parser
 * delivers no more than the declared length, so what passes is bounded. The limit is
 * `maxBodyBytes` unless `ownLimits` names the path (the upload's 5 MB image and its form).
 */
export function limitRequestBodies(ownLimits: Readonly<Record<string, number>>): RequestHandler {
  return (request, response, next) => {
    const declared = request.headers["content-length"];
    if (declared === undefined) {
      if (request.headers["transfer-encoding"] === undefined) return next();
      return refuseBeforeBody(request, response, 411, lengthRequiredText);
    }
    const maxBytes = ownLimits[request.path] ?? maxBodyBytes;
    if (Number(declared) <= maxBytes) return next();
    refuseBeforeBody(request, response, 413, bodyTooLargeText(maxBytes));
  };
}
