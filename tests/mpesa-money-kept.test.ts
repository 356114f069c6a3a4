import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { nairobiTime } from "#scripts/mpesa-sim/c2b-simulator.ts";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { paymentTexts } from "#contracts/payment-messages.ts";
import { order } from "#server/db/order-schema.ts";
import { payment, paymentMessage } from "#server/db/payment-schema.ts";
import { handleC2bConfirmation } from "#server/payments/mpesa/c2b-confirmation.ts";
import { reviewPaymentCode, submitPaymentCode } from "#server/payments/ledger/manual-payment.ts";
import { settleAttempt } from "#server/payments/ledger/payment-settlement.ts";
import { paymentReference } from "#server/payments/mpesa/payment-reference.ts";
import { handleStkCallback } from "#server/payments/mpesa/stk-callback.ts";
import type { StkCallback } from "#server/payments/mpesa/stk-callback-body.ts";
import { maxChecks, recheckDuePrompts } from "#server/payments/mpesa/stk-recheck.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { insertOrders, shopOrderId } from "./support/order-factories";
import {
  payPaybill,
  paymentOf,
  promptAndSend,
  serveShopWithMpesa,
  simulatorPhone,
  testCallbackSecret,
  untilPhoneAnswers,
} from "./support/mpesa";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 020: money M-PESA took is recorded once, with its receipt, whichever way and order
// its messages come in — or kept for staff; never dropped, never counted twice.

let database: DatabaseHandle;
let mpesa: Awaited<ReturnType<typeof serveShopWithMpesa>>;
beforeAll(async () => {
  database = await openTestDatabase();
  mpesa = await serveShopWithMpesa(database);
  await mpesa.shop.services.daraja!.registerC2bUrls();
});
afterAll(async () => {
  await mpesa.close();
  await database.close();
});

const services = () =>
  mpesa.shop.services as Parameters<typeof promptAndSend>[0] & typeof mpesa.shop.services;
const later = (ms: number) => new Date(Date.now() + ms);
/** A receipt no other test uses: 10 letters and digits, as M-PESA's. */
const newReceipt = () => `T${randomBytes(8).toString("hex").toUpperCase().slice(0, 9)}`;

/** A website order of KSh 9,000 awaiting payment, with a prompt to a number ending `digit`. */
async function promptedOrder(digit: number) {
  const phone = simulatorPhone(digit);
  const [row] = await insertOrders(database.db, [{ id: shopOrderId(), subtotal: 9000, phone }]);
  const orderId = row!.id!;
  await promptAndSend(services(), orderId, phone);
  const attempt = (await paymentOf(database, orderId)).attempts[0]!;
  return { orderId, phone, attempt };
}

/** Daraja's callback of a paid prompt `attempt`, with `receipt`, paid at `paidAt`. */
function paidCallback(
  attempt: { merchantRequestId: string | null; checkoutRequestId: string | null },
  phone: string,
  receipt: string,
  paidAt = new Date(),
): StkCallback {
  return {
    MerchantRequestID: attempt.merchantRequestId!,
    CheckoutRequestID: attempt.checkoutRequestId!,
    ResultCode: 0,
    ResultDesc: "The service request is processed successfully.",
    CallbackMetadata: {
      Item: [
        { Name: "Amount", Value: 9000 },
        { Name: "MpesaReceiptNumber", Value: receipt },
        { Name: "TransactionDate", Value: Number(nairobiTime(paidAt)) },
        { Name: "PhoneNumber", Value: Number(phone.slice(1)) },
      ],
    },
  };
}

const paymentsOf = (orderId: string) =>
  database.db.select().from(payment).where(eq(payment.orderId, orderId));
const paymentWithReceipt = async (receipt: string) =>
  (await database.db.select().from(payment).where(eq(payment.receiptNumber, receipt)))[0];
const amountPaidOf = async (orderId: string) =>
  (
    await database.db
      .select({ amountPaid: order.amountPaid })
      .from(order)
      .where(eq(order.id, orderId))
  )[0]!.amountPaid;

describe(`money kept whatever comes first, on ${testDatabaseKind}`, () => {
  test("a callback after the re-query found the prompt paid brings its receipt; a Paybill confirmation of it counts once", async () => {
    const { orderId, phone, attempt } = await promptedOrder(5);
    await untilPhoneAnswers(mpesa.simulator);
    await recheckDuePrompts(services(), later(31_000));
    expect((await paymentsOf(orderId)).map((row) => row.receiptNumber)).toEqual([null]);

    const receipt = newReceipt();
    expect(await handleStkCallback(services(), paidCallback(attempt, phone, receipt))).toBe(
      "receipt added",
    );
    expect(await paymentsOf(orderId)).toEqual([
      expect.objectContaining({ receiptNumber: receipt, amount: 9000 }),
    ]);
    expect((await paymentOf(database, orderId)).attempts[0]!.receiptNumber).toBe(receipt);
    expect(await handleStkCallback(services(), paidCallback(attempt, phone, receipt))).toBe(
      "repeated",
    );
    expect(await amountPaidOf(orderId)).toBe(9000);
  });

  test("a Paybill confirmation that comes before the callback gives its receipt to the prompt's payment, not a second payment", async () => {
    const { orderId } = await promptedOrder(5);
    await untilPhoneAnswers(mpesa.simulator);
    await recheckDuePrompts(services(), later(31_000));

    const paid = await payPaybill(mpesa.simulator, {
      account: paymentReference(orderId),
      amount: 9000,
    });
    expect(paid.status).toBe(200);
    const receipt = paid.body.TransID!;
    await vi.waitFor(async () =>
      expect((await paymentsOf(orderId))[0]?.receiptNumber).toBe(receipt),
    );
    expect(await paymentsOf(orderId)).toHaveLength(1);
    expect(await amountPaidOf(orderId)).toBe(9000);
  });

  test("a paid callback whose re-query never answers is kept for staff when the prompt is given up", async () => {
    const { orderId, phone, attempt } = await promptedOrder(6);
    const receipt = newReceipt();
    const response = await fetch(
      `${mpesa.shop.url}/payments/mpesa/callback/${testCallbackSecret}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ Body: { stkCallback: paidCallback(attempt, phone, receipt) } }),
      },
    );
    expect(response.status).toBe(200);
    const messageOf = async () =>
      (
        await database.db
          .select({ outcome: paymentMessage.outcome })
          .from(paymentMessage)
          .where(eq(paymentMessage.requestId, attempt.checkoutRequestId!))
      )[0]?.outcome;
    await vi.waitFor(async () => expect(await messageOf()).toBe("query disagrees"));

    for (let check = 0; check < maxChecks; check += 1) {
      await recheckDuePrompts(services(), later(31_000 + check * 60_000));
    }
    expect((await paymentOf(database, orderId)).paymentStatus).toBe("failed");
    expect(await paymentWithReceipt(receipt)).toMatchObject({
      orderId: null,
      amount: 9000,
      issue: "not_confirmed",
    });
    expect(await messageOf()).toBe("recorded unmatched");
  });

  test("a paid callback for a prompt already given up is recorded for its order once M-PESA confirms it", async () => {
    const { orderId, phone, attempt } = await promptedOrder(5);
    await settleAttempt(database.db, attempt.id, {
      status: "failed",
      resultCode: null,
      resultDescription: "We did not receive confirmation",
    });
    await untilPhoneAnswers(mpesa.simulator);
    const receipt = newReceipt();
    // Paid two minutes before the callback came: the money counts from then.
    const paidAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 120_000);
    expect(await handleStkCallback(services(), paidCallback(attempt, phone, receipt, paidAt))).toBe(
      "recorded after failure",
    );
    expect(await paymentWithReceipt(receipt)).toMatchObject({
      orderId,
      issue: null,
      receivedAt: paidAt,
    });
    expect((await paymentOf(database, orderId)).paymentStatus).toBe("paid");
  });

  test("a prompt paid with a receipt first told under a mistyped account claims that payment for its order", async () => {
    const mistyped = await payPaybill(mpesa.simulator, { account: "NOT-AN-ORDER", amount: 9000 });
    const receipt = mistyped.body.TransID!;
    await vi.waitFor(async () =>
      expect(await paymentWithReceipt(receipt)).toMatchObject({ orderId: null, issue: "no_order" }),
    );
    const { orderId, phone, attempt } = await promptedOrder(5);
    await untilPhoneAnswers(mpesa.simulator);
    expect(await handleStkCallback(services(), paidCallback(attempt, phone, receipt))).toBe(
      "settled",
    );
    expect(await paymentWithReceipt(receipt)).toMatchObject({ orderId, issue: null });
    expect((await paymentOf(database, orderId)).paymentStatus).toBe("paid");
    expect(await amountPaidOf(orderId)).toBe(9000);
  });

  test("a prompt paid after staff cancelled its order is kept unmatched with a note, the order not counted as paid", async () => {
    const { orderId } = await promptedOrder(5);
    await setOrderStatus(database.db, [orderId], "cancelled");
    await untilPhoneAnswers(mpesa.simulator);
    await recheckDuePrompts(services(), later(31_000));
    expect(await amountPaidOf(orderId)).toBe(0);
    const [kept] = await database.db
      .select()
      .from(payment)
      .where(eq(payment.note, `Paid to ${orderId}, which is cancelled`));
    expect(kept).toMatchObject({ orderId: null, issue: "no_order", amount: 9000 });
  });

  test("a receipt M-PESA did not confirm, typed by a shopper, waits for staff instead of paying the order", async () => {
    const forged = newReceipt();
    const unknownPrompt = { merchantRequestId: "forged-1", checkoutRequestId: `ws_CO_${forged}` };
    expect(
      await handleStkCallback(services(), paidCallback(unknownPrompt, simulatorPhone(0), forged)),
    ).toBe("recorded unmatched");
    expect(await paymentWithReceipt(forged)).toMatchObject({ issue: "not_confirmed" });

    const [row] = await insertOrders(database.db, [{ subtotal: 9000 }]);
    await submitPaymentCode(database.db, row!.id!, forged);
    expect(await paymentWithReceipt(forged)).toMatchObject({
      orderId: null,
      issue: "not_confirmed",
    });
    const { paymentStatus, attempts } = await paymentOf(database, row!.id!);
    expect(paymentStatus).toBe("awaiting_payment");
    expect(attempts).toEqual([
      expect.objectContaining({
        method: "mpesa_manual",
        status: "awaiting",
        receiptNumber: forged,
      }),
    ]);
  });

  test("a code staff confirmed records the balance; M-PESA's Paybill confirmation of it sets the amount actually paid", async () => {
    const [row] = await insertOrders(database.db, [{ id: shopOrderId(), subtotal: 5000 }]);
    const orderId = row!.id!;
    const receipt = newReceipt();
    await submitPaymentCode(database.db, orderId, receipt);
    const typed = (await paymentOf(database, orderId)).attempts[0]!;
    await reviewPaymentCode(database.db, {
      attemptId: typed.id,
      decision: "confirm",
      staffName: "Akinyi",
    });
    expect(await amountPaidOf(orderId)).toBe(5000);

    const outcome = await handleC2bConfirmation(database.db, {
      TransactionType: "Pay Bill",
      TransID: receipt,
      TransTime: nairobiTime(new Date()),
      TransAmount: "500.00",
      BusinessShortCode: "174379",
      BillRefNumber: paymentReference(orderId),
      MSISDN: "2547 ***** 126",
    });
    expect(outcome).toBe(`receipt ${receipt} already recorded: its amount corrected to 500`);
    expect(await paymentWithReceipt(receipt)).toMatchObject({
      orderId,
      amount: 500,
      issue: "short",
    });
    expect(await amountPaidOf(orderId)).toBe(500);
    expect((await paymentOf(database, orderId)).paymentStatus).toBe("part_paid");
  });

  test("a shopper typing the code of a Paybill payment already counted for the order is told so", async () => {
    const [row] = await insertOrders(database.db, [{ id: shopOrderId(), subtotal: 9000 }]);
    const orderId = row!.id!;
    const receipt = newReceipt();
    await handleC2bConfirmation(database.db, {
      TransactionType: "Pay Bill",
      TransID: receipt,
      TransTime: nairobiTime(new Date()),
      TransAmount: "5000",
      BusinessShortCode: "174379",
      BillRefNumber: paymentReference(orderId),
      MSISDN: "2547 ***** 126",
    });
    expect((await paymentOf(database, orderId)).paymentStatus).toBe("part_paid");
    await expect(submitPaymentCode(database.db, orderId, receipt)).rejects.toThrow(
      paymentTexts.codeCountedHere,
    );
  });

  test("a shopper sends at most 5 codes for an order in 10 minutes", async () => {
    const [row] = await insertOrders(database.db, [{ id: shopOrderId(), subtotal: 9000 }]);
    const orderId = row!.id!;
    for (let code = 0; code < 5; code += 1) {
      await submitPaymentCode(database.db, orderId, newReceipt());
    }
    await expect(submitPaymentCode(database.db, orderId, newReceipt())).rejects.toMatchObject({
      message: paymentTexts.tooManyCodes,
      status: 429,
    });
    await submitPaymentCode(database.db, orderId, newReceipt(), later(10 * 60_000 + 1_000));
  });
});
