import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { checkOutOverHttp, httpShopper, placedOrderId } from "#scripts/soak/http-shopper.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createLogger } from "#server/log.ts";
import { startPromptSender, type PromptSender } from "#server/payments/mpesa/prompt-sender.ts";
import { insertProducts } from "./support/factories";
import { websiteOrder } from "./support/checkout-forms";
import { mpesaEnv, paymentOf, simulatorPhone } from "./support/mpesa";
import { serveShop } from "./support/served-shop";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 020: Daraja is called by the prompt sender, never inside a shopper's request, so a
// Safaricom that does not answer slows no page of the shop.

/** A Daraja that hands out tokens and never answers anything else: requests held open. */
async function startHangingDaraja() {
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    request.resume();
    if (request.url?.startsWith("/oauth/v1/generate")) {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ access_token: "hanging", expires_in: "3599" }));
      return;
    }
    held.add(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** How long `path` takes to answer, ms, and its status. */
async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual" });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

let database: DatabaseHandle;
let daraja: Awaited<ReturnType<typeof startHangingDaraja>>;
let shop: Awaited<ReturnType<typeof serveShop>>;
let sender: PromptSender;
let productId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const [row] = await insertProducts(database.db, [{ stockLevel: null }]);
  productId = row!.id!;
  daraja = await startHangingDaraja();
  shop = await serveShop(database, (origin) => ({
    ...mpesaEnv(daraja.url, origin),
    ORDER_RATE_LIMIT: "50",
    // Longer than the test may take: a checkout that waited for Daraja would never answer.
    MPESA_TIMEOUT_MS: "60000",
  }));
  // The shop's own prompt sender, as every server process runs it (server/boot.ts).
  sender = startPromptSender({
    db: database.db,
    daraja: shop.services.daraja!,
    log: createLogger("silent"),
  });
  shop.services.kickPrompts = () => sender.kick();
}, 120_000);

afterAll(async () => {
  await daraja?.close();
  await sender?.stop();
  await shop?.stop();
  await database?.close();
});

describe(`a Daraja that never answers, on ${testDatabaseKind}`, () => {
  test("10 M-PESA checkouts at once answer at once, and home and /login keep their latency", async () => {
    const pages = [`${shop.url}/`, `${shop.url}/login`];
    const before: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const page of pages) before.push((await timed(page)).ms);
    }

    const checkouts = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const shopper = httpShopper(() => shop.url);
        const started = performance.now();
        const answer = await checkOutOverHttp(shopper, [{ id: productId, quantity: 1 }], {
          ...websiteOrder(),
          paymentMethod: "mpesa_stk",
          mpesaPhone: simulatorPhone(0),
        });
        return { answer, ms: performance.now() - started };
      }),
    );
    for (const { answer, ms } of checkouts) {
      expect(answer.status).toBe(303);
      // Daraja's usual time-out (15 s) is what a checkout waiting for it took.
      expect(ms).toBeLessThan(15_000);
    }
    // Every prompt is with Daraja now, none answered.
    await vi.waitFor(() => expect(daraja.held.size).toBe(10), { timeout: 10_000 });

    const during: { status: number; ms: number }[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const page of pages) during.push(await timed(page));
    }
    expect(during.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(median(during.map((answer) => answer.ms))).toBeLessThan(
      Math.max(500, 3 * median(before)),
    );

    // The orders wait for their prompts, which nobody has confirmed yet.
    const orderId = placedOrderId(checkouts[0]!.answer)!;
    const { paymentStatus, attempts } = await paymentOf(database, orderId);
    expect(paymentStatus).toBe("awaiting_payment");
    expect(attempts.map((attempt) => attempt.status)).toEqual(["sending"]);
  });
});
