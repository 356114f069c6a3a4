import { RouterContextProvider } from "react-router";
import { parseConfig } from "../../server/config";
import type { Db } from "../../server/db/client";
import { createLogger } from "../../server/log";
import { servicesContext } from "../../server/services";

/** The router context a route module gets from the host, over a test database. */
export function routeContext(db: Db, env: NodeJS.ProcessEnv = {}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    db,
    config: parseConfig({ PUBLIC_URL: "https://loris.example", ...env }),
    log: createLogger("silent"),
    secret: "route-test-secret",
  });
  return context;
}
