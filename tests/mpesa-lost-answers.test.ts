import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { paymentTexts } from "#contracts/payment-messages.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { payment, paymentMessage } from "#server/db/payment-schema.ts";
import { Refusal } from "#server/http/refusal.ts";
import { unconfirmedLifetimeMs } from "#server/payments/mpesa/stk-attempt.ts";
import { requestStkPrompt } from "#server/payments/mpesa/stk-push.ts";
import { recheckDuePrompts } from "#server/payments/mpesa/stk-recheck.ts";
import { insertOrders } from "./support/order-factories";
import {
  paymentOf,
  paymentViewOf,
  promptAndSend,
  serveShopWithMpesa,
  simulatorPhone,
  waitForPaymentStatus,
} from "./support/mpesa";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 020: Daraja's answer to a push may be lost (held past the shop's time-out by a slow
// network or proxy, or its connection dropped) while the phone shows the prompt all the same.
// The simulator holds the answer when the number's second-to-last digit is 8, drops it on 9.

/** The shop gives up on an answer after 1 s; the simulator holds a held one 3 s. */
const timeoutMs = 1_000;
const heldAnswerMs = 3_000;

let database: DatabaseHandle;
let mpesa: Awaited<ReturnType<typeof serveShopWithMpesa>>;
beforeAll(async () => {
  database = await openTestDatabase();
  // The callback comes 1.5 s after the push: after the shop stopped waiting for the answer.
  mpesa = await serveShopWithMpesa(database, 1_500, { heldAnswerMs, timeoutMs });
});
afterAll(async () => {
  await mpesa.close();
  await database.close();
});

const services = () =>
  mpesa.shop.services as Parameters<typeof promptAndSend>[0] & typeof mpesa.shop.services;

/** This test's number, all but its last two digits. */
let numberStem = "";
beforeEach(() => {
  numberStem = simulatorPhone(0).slice(0, -2);
});

/** This test's number: `answer` 8 holds the push's answer, 9 drops it; `outcome` as ever. */
const phoneOf = (answer: 8 | 9, outcome: number) => `${numberStem}${answer}${outcome}`;

/** A website order of KSh 9,000 whose own phone is `phone`; its id. */
async function anOrder(phone: string): Promise<string> {
  const [row] = await insertOrders(database.db, [{ subtotal: 9000, phone }]);
  return row!.id!;
}

const later = (ms: number) => new Date(Date.now() + ms);

describe(`a lost push answer on ${testDatabaseKind}`, () => {
  test.each([
    ["held past the time-out", 8 as const],
    ["dropped", 9 as const],
  ])(
    "the answer %s and the shopper pays: paid once, without a second prompt offered",
    async (_name, answer) => {
      const phone = phoneOf(answer, 0);
      const orderId = await anOrder(phone);
      await promptAndSend(services(), orderId, phone);

      // The shop does not know yet: it checks, and sends no second prompt meanwhile.
      const checking = await paymentViewOf(mpesa.shop.services, orderId);
      expect(checking.prompt).toMatchObject({
        status: "unconfirmed",
        message: paymentTexts.checking,
      });
      await expect(
        requestStkPrompt(services(), {
          orderId,
          phone,
          requester: "shopper",
          actor: "Shopper",
        }),
      ).rejects.toThrow(new Refusal(paymentTexts.stillWaiting, 409));

      const paid = await waitForPaymentStatus(database, orderId, "paid");
      expect(paid.attempts).toEqual([expect.objectContaining({ status: "paid", amount: 9000 })]);
      const pushes = mpesa.simulator.pushes.filter(
        (push) => push.body.PhoneNumber === phone.slice(1),
      );
      expect(pushes).toHaveLength(1);
      const received = await database.db
        .select({ amount: payment.amount, receipt: payment.receiptNumber, issue: payment.issue })
        .from(payment)
        .where(eq(payment.orderId, orderId));
      expect(received).toEqual([
        { amount: 9000, receipt: expect.stringMatching(/^[A-Z0-9]{10}$/), issue: null },
      ]);
      expect((await paymentViewOf(mpesa.shop.services, orderId)).canPrompt).toBe(false);
    },
  );

  test("an answer held past the time-out that comes at last changes nothing once the callback paid", async () => {
    const phone = phoneOf(8, 0);
    const orderId = await anOrder(phone);
    await promptAndSend(services(), orderId, phone);
    await waitForPaymentStatus(database, orderId, "paid");
    const push = pushTo(phone);
    // The held answer reaches the prompt sender, which no longer waits for it.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(push.endsAt + heldAnswerMs), {
      timeout: heldAnswerMs + 2_000,
    });
    const after = await paymentOf(database, orderId);
    expect(after.paymentStatus).toBe("paid");
    expect(after.attempts).toEqual([expect.objectContaining({ status: "paid" })]);
  });

  test("the answer lost and nobody pays: the prompt expires, and 'Try again' returns", async () => {
    // Dropped, and the phone never answers (no callback, the query 'being processed').
    const phone = phoneOf(9, 6);
    const orderId = await anOrder(phone);
    await promptAndSend(services(), orderId, phone);
    expect((await paymentViewOf(mpesa.shop.services, orderId)).prompt?.status).toBe("unconfirmed");
    await recheckDuePrompts(services(), later(unconfirmedLifetimeMs - 10_000));
    expect((await paymentOf(database, orderId)).paymentStatus).toBe("awaiting_payment");

    await recheckDuePrompts(services(), later(unconfirmedLifetimeMs + 1_000));
    const view = await paymentViewOf(mpesa.shop.services, orderId);
    expect(view.prompt).toMatchObject({ status: "failed", message: paymentTexts.noConfirmation });
    expect((await paymentOf(database, orderId)).paymentStatus).toBe("failed");
    // 'Try again' sends a new prompt, to a number that answers this time.
    await promptAndSend(services(), orderId, phone.replace(/96$/, "00"));
    await waitForPaymentStatus(database, orderId, "paid");
  });

  test("a cancellation for a prompt whose answer was lost names nothing: the prompt is given up only when it expires", async () => {
    const phone = phoneOf(8, 2);
    const orderId = await anOrder(phone);
    await promptAndSend(services(), orderId, phone);
    // The callback (no phone, no amount) is kept, and matches no prompt.
    await vi.waitFor(
      async () => {
        const [kept] = await database.db
          .select({ outcome: paymentMessage.outcome })
          .from(paymentMessage)
          .where(eq(paymentMessage.requestId, pushTo(phone).checkoutRequestId));
        expect(kept?.outcome).toBe("unknown request");
      },
      { timeout: 5_000 },
    );
    expect((await paymentOf(database, orderId)).attempts).toEqual([
      expect.objectContaining({ status: "unconfirmed" }),
    ]);
    await recheckDuePrompts(services(), later(unconfirmedLifetimeMs + 1_000));
    expect((await paymentOf(database, orderId)).paymentStatus).toBe("failed");
  });
});

/** The simulator's push to `phone` (E.164). */
const pushTo = (phone: string) =>
  mpesa.simulator.pushes.find((push) => push.body.PhoneNumber === phone.slice(1))!;
