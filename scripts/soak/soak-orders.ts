import { setTimeout as sleep } from "node:timers/promises";
import { runAtFixedRate } from "../bench/fixed-rate";
import {
  addToCartForm,
  httpShopper,
  placedOrderId,
  type HttpShopper,
  type ShopperLine,
} from "./http-shopper";

/** What the shoppers of a soak saw. */
export interface OrderOutcomes {
  /** Orders sent: one idempotency key each. */
  sent: number;
  /** Idempotency key → the order id the shop acknowledged (its 303 to the success page). */
  acknowledged: Map<string, string>;
  /** Keys the shop refused for good (a 4xx from the cart or the checkout), with the refusal. */
  refused: Map<string, string>;
  /** Keys never answered before the deadline (the shop was down or failing each time). */
  unanswered: number;
  /** Why the unanswered keys' last attempt failed ('connect ECONNREFUSED…', '503'), with counts. */
  lastFailures: Map<string, number>;
}

/** A shopper's pause before sending the same checkout again. */
const retryPauseMs = 250;

/** A website order's lines: one or two products, 1–3 units each. */
function linesOf(productIds: readonly string[], i: number): ShopperLine[] {
  const pick = (n: number) => productIds[n % productIds.length]!;
  const lines = [{ id: pick(i * 7), quantity: (i % 3) + 1 }];
  if (i % 2) lines.push({ id: pick(i * 13 + 5), quantity: 1 });
  return lines.filter((line, index) => index === 0 || line.id !== lines[0]!.id);
}

/** The checkout form of a website order for Nairobi under idempotency key `key`. */
const checkoutForm = (key: string, i: number) => ({
  idempotencyKey: key,
  orderMethod: "website",
  fullName: "Soak Shopper",
  email: `soak.${i}@example.com`,
  phone: "0712345678",
  deliveryArea: "nairobi",
  address: "Ngong Road 12",
});

/** What one form post came to: answered (any status below 500), or why not. */
type Sent = { answer: Response } | { failure: string };

/**
 * Posts `fields` to `path` as `shopper` until the shop answers below 500, pausing between
 * tries (connection refused or reset while the shop restarts, 5xx), or `deadline()` passes.
 */
async function postUntilAnswered(
  shopper: HttpShopper,
  path: string,
  fields: Record<string, string>,
  deadline: () => number,
): Promise<Sent> {
  let failure = "not sent before the deadline";
  while (Date.now() < deadline()) {
    try {
      const answer = await shopper.post(path, fields, AbortSignal.timeout(20_000));
      await answer.body?.cancel();
      if (answer.status < 500) return { answer };
      failure = String(answer.status);
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      failure = cause instanceof Error ? cause.message : String(cause);
    }
    await sleep(retryPauseMs);
  }
  return { failure };
}

/**
 * Places `ratePerSecond` × `seconds` orders at a fixed arrival rate (an open loop: an order
 * starts on time whether or not earlier ones were answered) at `shopUrl()` as the checkout page
 * does (decision 030): each shopper adds its lines to a cart of its own (POST /cart, with the
 * cart's cookie), then posts the checkout form (POST /checkout); its 303 to the success page
 * acknowledges the order. A post that fails (connection refused or reset while the shop
 * restarts, 5xx) is sent again — the checkout with the same idempotency key — until it is
 * answered or `deadline()` passes.
 */
export async function placeOrdersOpenLoop(options: {
  shopUrl: () => string;
  runId: string;
  productIds: readonly string[];
  ratePerSecond: number;
  seconds: number;
  deadline: () => number;
  /** Called with each order id as the shop acknowledges it. */
  onAcknowledged?: (orderId: string) => void;
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
      const shopper = httpShopper(options.shopUrl);
      const posts: [string, Record<string, string>][] = [
        ...linesOf(options.productIds, i).map((line): [string, Record<string, string>] => [
          "/cart",
          addToCartForm(line),
        ]),
        ["/checkout", checkoutForm(key, i)],
      ];
      outcomes.sent += 1;
      for (const [path, fields] of posts) {
        const sent = await postUntilAnswered(shopper, path, fields, options.deadline);
        if ("failure" in sent) {
          outcomes.unanswered += 1;
          const { failure } = sent;
          outcomes.lastFailures.set(failure, (outcomes.lastFailures.get(failure) ?? 0) + 1);
          return;
        }
        const orderId = placedOrderId(sent.answer);
        if (orderId) {
          outcomes.acknowledged.set(key, orderId);
          options.onAcknowledged?.(orderId);
          return;
        }
        if (path === "/checkout" || !sent.answer.ok) {
          outcomes.refused.set(key, `POST ${path} ${sent.answer.status}`);
          return;
        }
      }
    },
    { ratePerSecond: options.ratePerSecond, count },
  );
  return outcomes;
}
