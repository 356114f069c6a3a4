import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { deferAppScripts } from "./lib/deferred-app-scripts";

/** How long deferred data may take before its boundary renders its fallback (ms). */
export const streamTimeout = 5_000;

/**
 * Renders every document request in full before sending it (React's onAllReady), for browsers
 * as for crawlers: streamed boundaries would stay hidden without JavaScript, and the shop must
 * show its products with JavaScript off (issue 2). Deferred data still streams, with its
 * skeletons, on client-side navigations. The document goes out in one piece (compressed whole)
 * with the app's scripts deferred to after the first paint (`deferAppScripts`, issue 7).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timer);
              const html = deferAppScripts(Buffer.concat(chunks).toString("utf8"));
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(html, { headers: responseHeaders, status }));
              callback();
            },
          });
          pipe(sink);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Logs what failed on the server, but not the answers we give on purpose — a 4xx thrown as a
 * response (the admin check refusing someone, an unknown order) — nor requests the browser
 * abandoned.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};
