import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { RouterContextProvider } from "react-router";
import { servicesContext, type AppServices } from "./services";

/**
 * The server-build entry (vite.config.ts): React Router's request handler with AppServices in
 * the router context. The host (server/main.ts) owns the database and passes it in.
 */
export function createAppHandler(services: AppServices): RequestHandler {
  return createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext() {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      return context;
    },
  });
}
