import { eq } from "drizzle-orm";
import { vi } from "vitest";
import { startDarajaSimulator } from "#scripts/mpesa-sim/daraja-simulator.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { paymentAttempt } from "#server/db/payment-schema.ts";
import { readOrderPayment } from "#server/payments/payment-queries.ts";
import { paymentSetupOf } from "#server/payments/payment-ways.ts";
import type { MpesaServices } from "#server/payments/mpesa/stk-attempt.ts";
import { sendQueuedPrompts } from "#server/payments/mpesa/prompt-sender.ts";
import { requestStkPrompt } from "#server/payments/mpesa/stk-push.ts";
import type { AppServices } from "#server/services.ts";
import { serveShop } from "./served-shop";

/** The callback secret of the tests' shop (MPESA_CALLBACK_SECRET). */
export const testCallbackSecret = "test-callback-secret-0123456789abcdef";

/** The environment of a shop sending prompts to the simulator at `simulatorUrl`. */
export function mpesaEnv(simulatorUrl: string, shopOrigin: string): NodeJS.ProcessEnv {
  return {
    PUBLIC_URL: shopOrigin,
    MPESA_BASE_URL: simulatorUrl,
    MPESA_CONSUMER_KEY: "any-key",
    MPESA_CONSUMER_SECRET: "any-secret",
    MPESA_SHORTCODE: "174379",
    MPESA_PASSKEY: "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919",
    MPESA_CALLBACK_SECRET: testCallbackSecret,
    MPESA_PAYBILL_NUMBER: "522522",
  };
}

/**
 * The Daraja simulator and the production build served over `database`, sending prompts to it
 * and taking its callbacks; `callbackDelayMs` and `heldAnswerMs` as the simulator's,
 * `timeoutMs` the shop's MPESA_TIMEOUT_MS (default 15 s).
 */
export async function serveShopWithMpesa(
  database: DatabaseHandle,
  callbackDelayMs = 50,
  { heldAnswerMs, timeoutMs }: { heldAnswerMs?: number; timeoutMs?: number } = {},
) {
  const simulator = await startDarajaSimulator({
    port: 0,
    callbackDelayMs,
    slowResponseMs: 300,
    heldAnswerMs,
  });
  const shop = await serveShop(database, (origin) => ({
    ...mpesaEnv(simulator.url, origin),
    ...(timeoutMs ? { MPESA_TIMEOUT_MS: String(timeoutMs) } : {}),
  }));
  return {
    simulator,
    shop,
    close: async () => {
      await simulator.close();
      await shop.stop();
    },
  };
}

/** The order's payment status and its attempts, oldest first. */
export async function paymentOf(database: DatabaseHandle, orderId: string) {
  const [row] = await database.db
    .select({ paymentStatus: order.paymentStatus, paymentMethod: order.paymentMethod })
    .from(order)
    .where(eq(order.id, orderId));
  const attempts = await database.db
    .select()
    .from(paymentAttempt)
    .where(eq(paymentAttempt.orderId, orderId))
    .orderBy(paymentAttempt.id);
  return { ...row!, attempts };
}

/** Waits (polling, at most 10 s) until order `orderId`'s payment status is `status`. */
export async function waitForPaymentStatus(
  database: DatabaseHandle,
  orderId: string,
  status: string,
) {
  return vi.waitFor(
    async () => {
      const payment = await paymentOf(database, orderId);
      if (payment.paymentStatus !== status) {
        throw new Error(`payment status is ${payment.paymentStatus}, not ${status}`);
      }
      return payment;
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** Waits until the simulator's latest prompt has been "answered" on the phone (its query tells). */
export async function untilPhoneAnswers(simulator: { pushes: readonly { endsAt: number }[] }) {
  const endsAt = simulator.pushes.at(-1)!.endsAt;
  await vi.waitFor(
    () => {
      if (Date.now() < endsAt) throw new Error("the phone has not answered yet");
    },
    { timeout: 5_000, interval: 10 },
  );
}

/** What order `orderId`'s success page shows of its payment (readOrderPayment), on `services`. */
export async function paymentViewOf(
  services: Pick<AppServices, "db" | "config" | "settings">,
  orderId: string,
) {
  const [row] = await services.db
    .select({
      id: order.id,
      orderMethod: order.orderMethod,
      status: order.status,
      paymentStatus: order.paymentStatus,
      total: order.total,
      amountPaid: order.amountPaid,
    })
    .from(order)
    .where(eq(order.id, orderId));
  return readOrderPayment(services.db, await paymentSetupOf(services), row!);
}

/**
 * A shopper's 'Pay now with M-PESA' for order `orderId` to `phone` (E.164), sent by a prompt
 * sender's pass (this one's, or the served shop's own worker's, whichever claims it: decision
 * 020); resolves once Daraja answered the push (or its answer was lost).
 */
export async function promptAndSend(
  services: MpesaServices,
  orderId: string,
  phone: string,
  now?: Date,
): Promise<number> {
  const attemptId = await requestStkPrompt(
    services,
    { orderId, phone, requester: "shopper", actor: "Shopper" },
    now,
  );
  await sendQueuedPrompts(services);
  await vi.waitFor(
    async () => {
      const [attempt] = await services.db
        .select({ status: paymentAttempt.status })
        .from(paymentAttempt)
        .where(eq(paymentAttempt.id, attemptId));
      if (attempt?.status === "queued" || attempt?.status === "sending") {
        throw new Error(`the prompt is still ${attempt.status}`);
      }
    },
    { timeout: 20_000, interval: 20 },
  );
  return attemptId;
}

/**
 * A Safaricom number no other test uses whose last digit picks the simulator's outcome; its
 * second-to-last digit is 0 to 7, so the push is answered at once (8 holds the answer back, 9
 * drops it: scripts/mpesa-sim/outcomes.ts).
 */
export function simulatorPhone(lastDigit: number): string {
  const middle = String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0");
  return `+2547${middle}${Math.floor(Math.random() * 8)}${lastDigit}`;
}

/** The simulator's answer to a Paybill payment it was asked to make (scripts/mpesa-sim). */
export interface PaybillAnswer {
  status: number;
  /** M-PESA's receipt, the shop's answer to its confirmation (0: none), or Daraja's error. */
  body: { TransID?: string; state?: string; confirmationStatus?: number; errorMessage?: string };
}

/**
 * A shopper's payment of `amount` KSh to the shop's Paybill with account `account`, from the
 * M-PESA menu: the simulator posts its confirmation to the URL the shop registered and answers
 * once the shop has answered. `validate` asks the shop's validation URL first.
 */
export async function payPaybill(
  simulator: { url: string },
  payment: { account: string; amount: number; phone?: string; validate?: boolean },
): Promise<PaybillAnswer> {
  const response = await fetch(`${simulator.url}/simulate/c2b`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ phone: "0712345126", ...payment }),
  });
  return { status: response.status, body: (await response.json()) as PaybillAnswer["body"] };
}

/** Has the simulator post Paybill payment `transId`'s confirmation once more, as Daraja may. */
export async function resendPaybill(
  simulator: { url: string },
  transId: string,
): Promise<PaybillAnswer> {
  const response = await fetch(`${simulator.url}/simulate/c2b/resend`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ TransID: transId }),
  });
  return { status: response.status, body: (await response.json()) as PaybillAnswer["body"] };
}
