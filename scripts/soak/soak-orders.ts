import { setTimeout as sleep } from "node:timers/promises";
import { runAtFixedRate } from "../bench/fixed-rate";

/** What the shoppers of a soak saw. */
export interface OrderOutcomes {
  /** Orders sent: one idempotency key each. */
  sent: number;
  /** Idempotency key → the order id the shop acknowledged (200) for it. */
  acknowledged: Map<string, string>;
  /** Keys the shop refused for good (400, 409, 429), with the first refusal. */
  refused: Map<string, string>;
  /** Keys never answered before the deadline (the shop was down or failing each time). */
  unanswered: number;
  /** Why the unanswered keys' last attempt failed ('connect ECONNREFUSED…', '503'), with counts. */
  lastFailures: Map<string, number>;
}

/** A shopper's pause before sending the same checkout again. */
const retryPauseMs = 250;

/** A website order of one or two products, 1–3 units each, under idempotency key `key`. */
function checkout(key: string, productIds: readonly string[], i: number) {
  const pick = (n: number) => productIds[n % productIds.length]!;
  const items = [{ id: pick(i * 7), quantity: (i % 3) + 1 }];
  if (i % 2) items.push({ id: pick(i * 13 + 5), quantity: 1 });
  return {
    idempotencyKey: key,
    orderMethod: "website",
    fullName: "Soak Shopper",
    email: `soak.${i}@example.com`,
    phone: "0712345678",
    deliveryArea: "nairobi",
    items: items.filter((line, index) => index === 0 || line.id !== items[0]!.id),
  };
}

/**
 * Places `ratePerSecond` × `seconds` orders at a fixed arrival rate (an open loop: an order
 * starts on time whether or not earlier ones were answered) through POST /api/orders at
 * `shopUrl()`, as the checkout does. A shopper whose request fails (connection refused or
 * reset while the shop restarts, 5xx) sends the same checkout again, same key, until it is
 * answered or `deadline()` passes.
 */
export async function placeOrdersOpenLoop(options: {
  shopUrl: () => string;
  runId: string;
  productIds: readonly string[];
  ratePerSecond: number;
  seconds: number;
  deadline: () => number;
}): Promise<OrderOutcomes> {
  const outcomes: OrderOutcomes = {
    sent: 0,
    acknowledged: new Map(),
    refused: new Map(),
    unanswered: 0,
    lastFailures: new Map(),
  };
  const count = Math.round(options.ratePerSecond * options.seconds);
  await runAtFixedRate(
    async (i) => {
      const key = `soak_${options.runId}_${String(i).padStart(6, "0")}`;
      const body = JSON.stringify(checkout(key, options.productIds, i));
      outcomes.sent += 1;
      let failure = "not sent before the deadline";
      while (Date.now() < options.deadline()) {
        const answer = await post(`${options.shopUrl()}/api/orders`, body);
        if ("status" in answer && answer.status === 200) {
          outcomes.acknowledged.set(key, (answer.json as { orderId: string }).orderId);
          return;
        }
        if ("status" in answer && answer.status < 500) {
          outcomes.refused.set(key, `${answer.status} ${JSON.stringify(answer.json)}`);
          return;
        }
        failure = "status" in answer ? String(answer.status) : answer.error;
        await sleep(retryPauseMs);
      }
      outcomes.unanswered += 1;
      outcomes.lastFailures.set(failure, (outcomes.lastFailures.get(failure) ?? 0) + 1);
    },
    { ratePerSecond: options.ratePerSecond, count },
  );
  return outcomes;
}

/** The status and JSON of a POST, or why no answer came (the shop was down, or too slow). */
async function post(
  url: string,
  body: string,
): Promise<{ status: number; json: unknown } | { error: string }> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, json: (await response.json()) as unknown };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return { error: cause instanceof Error ? cause.message : String(cause) };
  }
}
