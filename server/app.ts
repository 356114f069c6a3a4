import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { handedPageViewer, pageViewerContext } from "./accounts/page-viewer";
import { cspNonceContext, cspNonceOf } from "./http/csp-nonce";
import { atPublicOrigin } from "./http/public-origin";
import { servicesContext, type AppServices } from "./services";

/**
 * The server-build entry (vite.config.ts): React Router's request handler with AppServices, the
 * response's CSP nonce and the page cache's reading of the viewer in the router context, seeing every request at PUBLIC_URL. The host
 * (server/main.ts) owns the database and passes it in.
 */
export function createAppHandler(services: AppServices): RequestHandler {
  const handle = createRequestHandler({
    build,
    getLoadContext(_request, response) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(cspNonceContext, cspNonceOf(response));
      context.set(pageViewerContext, handedPageViewer(response));
      return context;
    },
  });
  const toPublicOrigin = atPublicOrigin(services.config.publicUrl);
  return (request, response, next) => {
    toPublicOrigin(request);
    return handle(request, response, next);
  };
}
