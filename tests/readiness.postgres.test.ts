import { afterAll, beforeAll, expect, test } from "vitest";
import { openPostgres } from "#server/db/client.ts";
import { serveBareHost } from "./support/bare-host";
import { probeHealth } from "./support/health-probe";
import { startTcpProxy } from "./support/tcp-proxy";
import { openTestDatabase, type TestDatabaseHandle } from "./support/test-database";

// PostgreSQL only (vitest.config.ts): an embedded database cannot go away on its own.
let database: TestDatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

test("/readyz answers 503 while PostgreSQL is unreachable and 200 once it is back; /healthz stays 200", async () => {
  const target = new URL(database.url!);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
  const throughProxy = new URL(target);
  throughProxy.host = `127.0.0.1:${proxy.port}`;
  const handle = openPostgres(throughProxy.toString(), { max: 2 });
  const host = await serveBareHost(handle);
  try {
    expect((await probeHealth(host.origin, "/readyz")).status).toBe(200);

    await proxy.cut();
    expect(await probeHealth(host.origin, "/readyz")).toMatchObject({
      status: 503,
      retryAfter: "5",
      body: { status: "unavailable", reason: "database unreachable" },
    });
    expect((await probeHealth(host.origin, "/healthz")).status).toBe(200);

    await proxy.restore();
    await expect.poll(async () => (await probeHealth(host.origin, "/readyz")).status).toBe(200);
  } finally {
    await host.close();
    await handle.close();
    await proxy.close();
  }
});
