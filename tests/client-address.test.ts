import type { Server } from "node:http";
import { afterEach, expect, test } from "vitest";
import { clientIpHeader } from "#server/accounts/client-ip.ts";
import { createHost } from "#server/http-host.ts";
import { securityHeaders } from "#server/http/security-headers.ts";
import { openTestDatabase } from "./support/test-database";
import { testServices } from "./support/route-context";

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** The client address the host hands to Better Auth's limits for a request with `forwardedFor`. */
async function addressSeen(trustProxy: number | undefined, forwardedFor: string) {
  const database = await openTestDatabase();
  const services = testServices(database);
  const host = createHost({
    clientDir: "/nonexistent",
    uploadsDir: "/nonexistent",
    auth: services.auth,
    securityHeaders: securityHeaders(services.config),
    appHandler: (request, response) => void response.send(request.headers[clientIpHeader]),
    trustProxy,
  });
  server = await new Promise<Server>((resolve) => {
    const listening = host.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const response = await fetch(`http://127.0.0.1:${port}/`, {
    headers: { "x-forwarded-for": forwardedFor, [clientIpHeader]: "6.6.6.6" },
  });
  await database.close();
  return response.text();
}

test("without TRUST_PROXY a forged X-Forwarded-For or client header is ignored", async () => {
  expect(await addressSeen(undefined, "203.0.113.9")).toBe("127.0.0.1");
});

test("behind one trusted proxy each visitor is counted by their own address", async () => {
  expect(await addressSeen(1, "203.0.113.9")).toBe("203.0.113.9");
});
