import { expect, test } from "vitest";
import { clientIpHeader } from "#server/accounts/client-ip.ts";
import { serveBareHost } from "./support/bare-host";
import { openTestDatabase } from "./support/test-database";

/** The client address the host hands to Better Auth's limits for a request with `forwardedFor`. */
async function addressSeen(trustProxy: number | undefined, forwardedFor: string) {
  const database = await openTestDatabase();
  const host = await serveBareHost(
    database,
    (request, response) => void response.send(request.headers[clientIpHeader]),
    trustProxy,
  );
  try {
    const response = await fetch(`${host.origin}/`, {
      headers: { "x-forwarded-for": forwardedFor, [clientIpHeader]: "6.6.6.6" },
    });
    return await response.text();
  } finally {
    await host.close();
    await database.close();
  }
}

test("without TRUST_PROXY a forged X-Forwarded-For or client header is ignored", async () => {
  expect(await addressSeen(undefined, "203.0.113.9")).toBe("127.0.0.1");
});

test("behind one trusted proxy each visitor is counted by their own address", async () => {
  expect(await addressSeen(1, "203.0.113.9")).toBe("203.0.113.9");
});
