import type { RequestHandler } from "express";
import type { DatabaseHandle } from "#server/db/client.ts";
import { listenLocally } from "./listen-locally";
import { createTestHost } from "./test-host";
import { testServices } from "./route-context";

/**
 * The Express host alone over `database` (PUBLIC_URL https://loris.example), `appHandler`
 * standing in for React Router (a 404 by default): for what the host does before any route. Where it listens and
 * how to stop it.
 */
export async function serveBareHost(
  database: Pick<DatabaseHandle, "db" | "listen">,
  appHandler: RequestHandler = (_request, response) => void response.sendStatus(404),
  trustProxy?: number,
): Promise<{ origin: string; close(): Promise<void> }> {
  const host = await createTestHost(testServices(database), {
    clientDir: "/nonexistent",
    uploadsDir: "/nonexistent",
    appHandler,
    trustProxy,
  });
  const { server, origin } = await listenLocally(host);
  return {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
