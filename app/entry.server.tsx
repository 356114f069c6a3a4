import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { cspNonceContext } from "#server/http/csp-nonce.ts";
import { deferAppScripts } from "./lib/deferred-app-scripts";
import { NonceContext } from "./lib/nonce-context";

/** How long deferred data may take before its boundary renders its fallback (ms). */
export const streamTimeout = 5_000;

/**
 * Renders every document request in full before sending it (React's onAllReady), for browsers
 * as for crawlers: streamed boundaries would stay hidden without JavaScript, and the shop must
 * show its products with JavaScript off (decision 002). Deferred data still streams, with its
 * skeletons, on client-side navigations. The document goes out in one piece (compressed whole)
 * with the app's scripts deferred to after the first paint (`deferAppScripts`, decision 011). Every
 * inline script carries the response's CSP nonce (decision 015).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) || undefined;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce ?? ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timer);
              const parts = deferAppScripts(Buffer.concat(chunks), nonce);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(streamOf(parts), { headers: responseHeaders, status }));
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
 * A body stream of `parts`, handed on as they are: a string or a single buffer would be copied
 * whole again on its way out.
 */
function streamOf(parts: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
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
