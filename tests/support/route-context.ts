import { RouterContextProvider } from "react-router";
import { parseConfig } from "../../server/config";
import type { Db } from "../../server/db/client";
import { createLogger } from "../../server/log";
import { servicesContext, type AppServices } from "../../server/services";
import { createAuth } from "../../server/accounts/auth";

/** The router context a route module gets from the host, over a test database. */
export function routeContext(db: Db, env: NodeJS.ProcessEnv = {}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, testServices(db, env));
  return context;
}

/** The services a host builds, over a test database; `env` as the process environment. */
export function testServices(db: Db, env: NodeJS.ProcessEnv = {}): AppServices {
  const config = parseConfig({ PUBLIC_URL: "https://loris.example", ...env });
  const secret = "route-test-secret";
  const log = createLogger("silent");
  return { db, config, log, secret, auth: createAuth({ db, config, secret, log }) };
}
