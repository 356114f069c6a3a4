import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { paymentTexts } from "#contracts/payment-messages.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { payment } from "#server/db/payment-schema.ts";
import { Refusal } from "#server/http/refusal.ts";
import { handleStkCallback } from "#server/payments/mpesa/stk-callback.ts";
import { maxPromptsPerOrder } from "#server/payments/mpesa/stk-attempt.ts";
import { maxChecks, recheckDuePrompts } from "#server/payments/mpesa/stk-recheck.ts";
import { insertOrders } from "./support/order-factories";
import {
  paymentOf,
  paymentViewOf,
  promptAndSend,
  serveShopWithMpesa,
  simulatorPhone,
  testCallbackSecret,
  untilPhoneAnswers,
  waitForPaymentStatus,
} from "./support/mpesa";
import { recordingLog } from "./support/recording-log";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
let mpesa: Awaited<ReturnType<typeof serveShopWithMpesa>>;
beforeAll(async () => {
  database = await openTestDatabase();
  mpesa = await serveShopWithMpesa(database);
});
afterAll(async () => {
  await mpesa.close();
  await database.close();
});

const services = () =>
  mpesa.shop.services as Parameters<typeof promptAndSend>[0] & typeof mpesa.shop.services;

/** This test's Safaricom numbers, all but the last digit: each test has its own (decision 020's per-number limit). */
let numberStem = "";
beforeEach(() => {
  numberStem = simulatorPhone(0).slice(0, -1);
});

/** This test's number whose last digit picks the simulator's outcome (scripts/mpesa-sim). */
const phoneEnding = (digit: number) => `${numberStem}${digit}`;

/** A website order of KSh 9,000 awaiting payment, its phone this test's number ending in 0; its id. */
async function anOrder(total = 9000): Promise<string> {
  const [row] = await insertOrders(database.db, [{ subtotal: total, phone: phoneEnding(0) }]);
  return row!.id!;
}

const later = (ms: number) => new Date(Date.now() + ms);

describe(`M-PESA prompts on ${testDatabaseKind}`, () => {
  test("a paid prompt: the callback, confirmed by a re-query, marks the order paid with M-PESA's receipt", async () => {
    const orderId = await anOrder();
    await promptAndSend(services(), orderId, phoneEnding(0));
    const push = mpesa.simulator.pushes.at(-1)!;
    const msisdn = phoneEnding(0).slice(1);
    expect(push.body).toMatchObject({
      Amount: 9000,
      PartyA: msisdn,
      PhoneNumber: msisdn,
      BusinessShortCode: "174379",
      TransactionType: "CustomerPayBillOnline",
      AccountReference: orderId.replace(/\D/g, "").slice(-12),
    });
    expect(push.body.CallBackURL).toBe(
      `${mpesa.shop.url}/payments/mpesa/callback/${testCallbackSecret}`,
    );
    const payment = await waitForPaymentStatus(database, orderId, "paid");
    expect(payment.paymentMethod).toBe("mpesa_stk");
    expect(payment.attempts).toEqual([
      expect.objectContaining({ status: "paid", amount: 9000, resultCode: 0 }),
    ]);
    expect(payment.attempts[0]!.receiptNumber).toMatch(/^[A-Z0-9]{10}$/);
    const view = await paymentViewOf(mpesa.shop.services, orderId);
    expect(view.prompt).toMatchObject({
      status: "paid",
      message: paymentTexts.paid,
      // As Kenyans write it: 0712 345 678.
      phone: `0${msisdn.slice(3, 6)} ${msisdn.slice(6, 9)} ${msisdn.slice(9)}`,
    });
  });

  test.each([
    [1, paymentTexts.insufficientFunds],
    [2, paymentTexts.cancelled],
    [3, paymentTexts.unreachable],
    [4, paymentTexts.wrongPin],
  ])("a prompt ending in %i fails with the shopper's text", async (digit, text) => {
    const orderId = await anOrder();
    await promptAndSend(services(), orderId, phoneEnding(digit));
    await waitForPaymentStatus(database, orderId, "failed");
    const view = await paymentViewOf(mpesa.shop.services, orderId);
    expect(view.prompt).toMatchObject({ status: "failed", message: text });
  });

  test("no callback: the re-query 30 s on marks the prompt paid", async () => {
    const orderId = await anOrder();
    await promptAndSend(services(), orderId, phoneEnding(5));
    expect((await paymentOf(database, orderId)).paymentStatus).toBe("awaiting_payment");
    expect(await recheckDuePrompts(services(), later(20_000))).toBe(0);
    await untilPhoneAnswers(mpesa.simulator);
    await recheckDuePrompts(services(), later(31_000));
    expect(await paymentOf(database, orderId)).toMatchObject({
      paymentStatus: "paid",
      attempts: [expect.objectContaining({ status: "paid", checksMade: 1 })],
    });
  });

  test("no callback and no answer: after 10 minutes of re-queries the prompt fails with 'We did not receive confirmation…'", async () => {
    const orderId = await anOrder();
    await promptAndSend(services(), orderId, phoneEnding(6));
    for (let check = 0; check < maxChecks - 1; check += 1) {
      await recheckDuePrompts(services(), later(31_000 + check * 60_000));
    }
    expect((await paymentOf(database, orderId)).paymentStatus).toBe("awaiting_payment");
    await recheckDuePrompts(services(), later(31_000 + (maxChecks - 1) * 60_000));
    const view = await paymentViewOf(mpesa.shop.services, orderId);
    expect(view.prompt).toMatchObject({ status: "failed", message: paymentTexts.noConfirmation });
    expect((await paymentOf(database, orderId)).paymentStatus).toBe("failed");
  });

  test("a token that expires mid-flow is renewed once and the re-query still answers", async () => {
    const orderId = await anOrder();
    await promptAndSend(services(), orderId, phoneEnding(5));
    const tokensBefore = mpesa.simulator.tokenRequests;
    mpesa.simulator.expireTokens();
    await untilPhoneAnswers(mpesa.simulator);
    await recheckDuePrompts(services(), later(31_000));
    expect((await paymentOf(database, orderId)).paymentStatus).toBe("paid");
    expect(mpesa.simulator.tokenRequests).toBe(tokensBefore + 1);
  });

  test("two prompts for one order: while one awaits, the other is refused; once paid, every one is", async () => {
    const orderId = await anOrder();
    const results = await Promise.allSettled([
      promptAndSend(services(), orderId, phoneEnding(6)),
      promptAndSend(services(), orderId, phoneEnding(6)),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected");
    expect(refused?.reason).toBeInstanceOf(Refusal);
    expect((refused?.reason as Refusal).message).toBe(paymentTexts.stillWaiting);
    expect((await paymentOf(database, orderId)).attempts).toHaveLength(1);

    const paidId = await anOrder();
    await promptAndSend(services(), paidId, phoneEnding(0));
    await waitForPaymentStatus(database, paidId, "paid");
    await expect(promptAndSend(services(), paidId, phoneEnding(0))).rejects.toThrow(
      paymentTexts.alreadyPaid,
    );
  });

  test("an order is sent at most five prompts; the sixth is refused with 429", async () => {
    const orderId = await anOrder();
    for (let prompt = 0; prompt < maxPromptsPerOrder; prompt += 1) {
      // Eleven minutes apart: a number is sent three prompts in ten minutes at most.
      await promptAndSend(services(), orderId, phoneEnding(2), later(prompt * 11 * 60_000));
      await vi.waitFor(async () => {
        const { attempts } = await paymentOf(database, orderId);
        expect(attempts.at(-1)!.status).toBe("failed");
      });
    }
    await expect(
      promptAndSend(services(), orderId, phoneEnding(0), later(6 * 11 * 60_000)),
    ).rejects.toMatchObject({
      status: 429,
      message: paymentTexts.tooManyPrompts,
    });
  });

  test("a 'Try again' after a cancelled prompt sends a new one, and that one can pay", async () => {
    const orderId = await anOrder();
    await promptAndSend(services(), orderId, phoneEnding(2));
    await waitForPaymentStatus(database, orderId, "failed");
    await promptAndSend(services(), orderId, phoneEnding(0));
    const payment = await waitForPaymentStatus(database, orderId, "paid");
    expect(payment.attempts.map((attempt) => attempt.status)).toEqual(["failed", "paid"]);
  });
});

/** A receipt no other test uses, as M-PESA writes them. */
const randomReceipt = () => `SIM${randomBytes(4).toString("hex").toUpperCase().slice(0, 7)}`;

/** The receipt a callback carries. */
const receiptOf = (callback: { CallbackMetadata: { Item: { Name: string; Value: unknown }[] } }) =>
  String(callback.CallbackMetadata.Item.find((item) => item.Name === "MpesaReceiptNumber")!.Value);

describe(`M-PESA callbacks on ${testDatabaseKind}`, () => {
  const callbackUrl = (secret = testCallbackSecret) =>
    `${mpesa.shop.url}/payments/mpesa/callback/${secret}`;

  /** A success callback for the order's latest attempt, as Daraja would send it. */
  async function successCallback(orderId: string, amount: number) {
    const attempt = (await paymentOf(database, orderId)).attempts.at(-1)!;
    return {
      MerchantRequestID: attempt.merchantRequestId!,
      CheckoutRequestID: attempt.checkoutRequestId!,
      ResultCode: 0,
      ResultDesc: "The service request is processed successfully.",
      CallbackMetadata: {
        Item: [
          { Name: "Amount", Value: amount },
          { Name: "MpesaReceiptNumber", Value: randomReceipt() },
          { Name: "PhoneNumber", Value: 254712345675 },
        ],
      },
    };
  }

  test("a repeated callback changes nothing", async () => {
    const orderId = await anOrder();
    await promptAndSend(services(), orderId, phoneEnding(0));
    const paid = await waitForPaymentStatus(database, orderId, "paid");
    const again = await handleStkCallback(services(), await successCallback(orderId, 9000));
    expect(again).toBe("repeated");
    expect(await paymentOf(database, orderId)).toEqual(paid);
  });

  test("a callback sent twice by the simulator pays the order once", async () => {
    const orderId = await anOrder();
    await promptAndSend(services(), orderId, phoneEnding(7));
    await waitForPaymentStatus(database, orderId, "paid");
    expect((await paymentOf(database, orderId)).attempts).toEqual([
      expect.objectContaining({ status: "paid" }),
    ]);
  });

  test("callbacks for no prompt of ours, or of another amount, pay nothing: staff see them as unmatched payments", async () => {
    const { log, entries } = recordingLog();
    const orderId = await anOrder();
    await promptAndSend(services(), orderId, phoneEnding(5));
    const forgery = await successCallback(orderId, 9000);
    const forged = { ...services(), log };
    expect(await handleStkCallback(forged, { ...forgery, CheckoutRequestID: "ws_CO_forged" })).toBe(
      "recorded unmatched",
    );
    const wrongAmount = await successCallback(orderId, 1);
    expect(await handleStkCallback(forged, wrongAmount)).toBe("amount differs");
    const messages = entries.map((entry) => [entry.level, entry.msg]);
    expect(messages).toContainEqual([40, "M-PESA payment for an unknown request kept for staff"]);
    expect(messages).toContainEqual([
      40,
      "M-PESA callback amount differs from the prompt's: kept for staff",
    ]);
    const kept = await database.db
      .select({ amount: payment.amount, orderId: payment.orderId, issue: payment.issue })
      .from(payment)
      .where(inArray(payment.receiptNumber, [receiptOf(forgery), receiptOf(wrongAmount)]))
      .orderBy(payment.id);
    expect(kept).toEqual([
      { amount: 9000, orderId: null, issue: "not_confirmed" },
      { amount: 1, orderId: null, issue: "not_confirmed" },
    ]);
    expect((await paymentOf(database, orderId)).paymentStatus).toBe("awaiting_payment");
  });

  test("a callback to the wrong secret path is refused with 404 and changes nothing", async () => {
    const orderId = await anOrder();
    await promptAndSend(services(), orderId, phoneEnding(5));
    const response = await fetch(callbackUrl("not-the-secret-0123456789abcdefghij"), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ Body: { stkCallback: await successCallback(orderId, 9000) } }),
    });
    expect(response.status).toBe(404);
    expect((await paymentOf(database, orderId)).paymentStatus).toBe("awaiting_payment");
  });

  test("a well-formed callback is answered Accepted at once", async () => {
    const orderId = await anOrder();
    await promptAndSend(services(), orderId, phoneEnding(5));
    const response = await fetch(callbackUrl(), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ Body: { stkCallback: await successCallback(orderId, 9000) } }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: "Accepted" });
  });

  test.each([
    ["a raw NUL byte", "application/json", '{"Body":\u0000}', 400],
    [
      "an escaped NUL in a field",
      "application/json",
      JSON.stringify({
        Body: {
          stkCallback: {
            MerchantRequestID: "a\u0000",
            CheckoutRequestID: "b",
            ResultCode: 0,
            ResultDesc: "x",
          },
        },
      }),
      400,
    ],
    ["the wrong shape", "application/json", '{"Body":{}}', 400],
    ["the wrong content type", "text/plain", "{}", 415],
    ["5 MB", "application/json", `{"pad":"${"x".repeat(5 * 1024 * 1024)}"}`, 413],
  ])("a callback with %s is refused with %s", async (_name, type, body, status) => {
    const response = await fetch(callbackUrl(), {
      method: "POST",
      headers: { "Content-Type": type },
      body,
    });
    expect(response.status).toBe(status);
  });
});
