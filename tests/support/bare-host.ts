import type { RequestHandler } from "express";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createHost } from "#server/http-host.ts";
import { securityHeaders } from "#server/http/security-headers.ts";
import { listenLocally } from "./listen-locally";
import { testServices } from "./route-context";

/**
 * The Express host alone over `database` (PUBLIC_URL https://loris.example), `appHandler`
 * standing in for React Router: for what the host does before any route. Where it listens and
 * how to stop it.
 */
export async function serveBareHost(
  database: Pick<DatabaseHandle, "db" | "listen">,
  appHandler: RequestHandler,
  trustProxy?: number,
): Promise<{ origin: string; close(): Promise<void> }> {
  const services = testServices(database);
  const host = createHost({
    clientDir: "/nonexistent",
    uploadsDir: "/nonexistent",
    auth: services.auth,
    publicUrl: services.config.publicUrl,
    securityHeaders: securityHeaders(services.config),
    appHandler,
    trustProxy,
  });
  const { server, origin } = await listenLocally(host);
  return {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
