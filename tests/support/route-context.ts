import { RouterContextProvider } from "react-router";
import { createCatalogueReads } from "#server/catalog/catalogue-reads.ts";
import { parseConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createLogger } from "#server/log.ts";
import { openMediaStore } from "#server/media/open-media-store.ts";
import { servicesContext, type AppServices } from "#server/services.ts";
import { createAuth } from "#server/accounts/auth.ts";
import { adminContext } from "#server/accounts/require-admin.ts";
import { createDarajaClient } from "#server/payments/mpesa/daraja/daraja-client.ts";
import { testSettings } from "./settings";

/** What the services need of a test database. */
type TestDatabase = Pick<DatabaseHandle, "db" | "listen">;

/** The router context a route module gets from the host, over a test database. */
export function routeContext(
  database: TestDatabase,
  env: NodeJS.ProcessEnv = {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, testServices(database, env));
  return context;
}

/** The services a host builds, over a test database; `env` as the process environment. */
export function testServices(
  { db, listen }: TestDatabase,
  env: NodeJS.ProcessEnv = {},
): AppServices {
  const config = parseConfig({ PUBLIC_URL: "https://loris.example", ...env });
  const secret = "route-test-secret";
  const log = createLogger("silent");
  const auth = createAuth({ db, config, secret, log });
  // With M-PESA set up (tests point MPESA_BASE_URL at the Daraja simulator).
  const daraja = config.mpesa && createDarajaClient(config.mpesa);
  const media = openMediaStore(config);
  const settings = testSettings({ db, listen }, env);
  return {
    db,
    config,
    settings,
    log,
    secret,
    auth,
    listen,
    catalogue: createCatalogueReads(db, listen),
    media,
    shutdown: new AbortController().signal,
    daraja,
  };
}

/** The staff member the admin layout's check lets through in route tests (the timeline's name). */
export const testStaff = {
  id: "staff-amina",
  email: "amina@loris.example",
  firstName: "Amina",
  lastName: "Wanjiru",
  phone: "+254700000001",
  role: "admin",
  staffRole: "owner",
} as const;

/** The router context an admin route gets once the layout's check let `testStaff` through. */
export function adminRouteContext(
  database: TestDatabase,
  env: NodeJS.ProcessEnv = {},
): RouterContextProvider {
  const context = routeContext(database, env);
  context.set(adminContext, testStaff);
  return context;
}
