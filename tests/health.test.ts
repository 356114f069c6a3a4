import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createPglite, wrapPglite } from "#server/db/client.ts";
import { serveBareHost } from "./support/bare-host";
import { probeHealth } from "./support/health-probe";
import {
  openTestDatabase,
  testDatabaseKind,
  type TestDatabaseHandle,
} from "./support/test-database";

let database: TestDatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe(`health checks on ${testDatabaseKind}`, () => {
  test("/healthz and /readyz answer 200 on a migrated database, never cached", async () => {
    const host = await serveBareHost(database);
    try {
      expect(await probeHealth(host.origin, "/healthz")).toMatchObject({
        status: 200,
        cacheControl: "no-store",
        body: { status: "ok" },
      });
      expect(await probeHealth(host.origin, "/readyz")).toMatchObject({
        status: 200,
        cacheControl: "no-store",
        body: { status: "ready" },
      });
    } finally {
      await host.close();
    }
  });

  test("/readyz answers 503 on a database whose migrations are not applied", async () => {
    const bare = wrapPglite(await createPglite());
    const host = await serveBareHost(bare);
    try {
      expect(await probeHealth(host.origin, "/readyz")).toMatchObject({
        status: 503,
        retryAfter: "5",
        body: { status: "unavailable", reason: "migrations pending" },
      });
      await bare.migrate();
      expect((await probeHealth(host.origin, "/readyz")).status).toBe(200);
    } finally {
      await host.close();
      await bare.close();
    }
    // Every migration from nothing: about 6 s on a quiet machine, several times that on a busy one.
  }, 120_000);
});
