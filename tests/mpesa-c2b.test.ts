import { asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { payment, paymentEvent, paymentMessage } from "#server/db/payment-schema.ts";
import { orderIdsForAccount } from "#server/payments/mpesa/c2b-reference.ts";
import { paymentReference } from "#server/payments/mpesa/payment-reference.ts";
import { insertOrders, shopOrderId } from "./support/order-factories";
import { payPaybill, resendPaybill, serveShopWithMpesa, testCallbackSecret } from "./support/mpesa";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
let mpesa: Awaited<ReturnType<typeof serveShopWithMpesa>>;
beforeAll(async () => {
  database = await openTestDatabase();
  mpesa = await serveShopWithMpesa(database);
  await mpesa.shop.services.daraja!.registerC2bUrls();
  // A running shop has answered messages before: the first one also loads the route's code.
  await fetch(c2bUrl("validation"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(confirmationBody("WARMUP0001")),
  });
});
afterAll(async () => {
  await mpesa.close();
  await database.close();
});

const c2bUrl = (message: string, secret = testCallbackSecret) =>
  `${mpesa.shop.url}/payments/c2b/${secret}/${message}`;

/** A C2B message of KSh 10 to an account no order has, with receipt `transId`. */
const confirmationBody = (transId: string) => ({
  TransactionType: "Pay Bill",
  TransID: transId,
  TransTime: "20261127100000",
  TransAmount: "10.00",
  BusinessShortCode: "174379",
  BillRefNumber: "1",
  MSISDN: "2547 ***** 126",
});

/** A website order of `total` KSh awaiting payment; its id. */
async function anOrder(total = 9000): Promise<string> {
  const [row] = await insertOrders(database.db, [{ id: shopOrderId(), subtotal: total }]);
  return row!.id!;
}

async function orderOf(orderId: string) {
  const [row] = await database.db
    .select({
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      amountPaid: order.amountPaid,
    })
    .from(order)
    .where(eq(order.id, orderId));
  return row!;
}

const paymentsWithReceipt = (receipt: string) =>
  database.db.select().from(payment).where(eq(payment.receiptNumber, receipt));

const messagesNaming = (text: string) =>
  database.db
    .select()
    .from(paymentMessage)
    .where(like(paymentMessage.body, `%${text}%`))
    .orderBy(asc(paymentMessage.id));

describe(`Paybill payments (C2B) on ${testDatabaseKind}`, () => {
  test("the shop registers its confirmation and validation URLs with Daraja", () => {
    expect(mpesa.simulator.c2bRegistrations.at(-1)).toEqual({
      ShortCode: "174379",
      ResponseType: "Completed",
      ConfirmationURL: c2bUrl("confirmation"),
      ValidationURL: c2bUrl("validation"),
    });
  });

  test("a Paybill payment to the order's payment reference marks it paid within 5 s, with M-PESA's receipt", async () => {
    const orderId = await anOrder();
    const started = Date.now();
    const paid = await payPaybill(mpesa.simulator, {
      account: paymentReference(orderId),
      amount: 9000,
      phone: "0712345126",
    });
    expect(paid).toMatchObject({ status: 200, body: { confirmationStatus: 200 } });
    await vi.waitFor(async () => expect((await orderOf(orderId)).paymentStatus).toBe("paid"), {
      timeout: 5_000,
      interval: 25,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    const receipt = paid.body.TransID!;
    expect(receipt).toMatch(/^[A-Z][A-Z0-9]{9}$/);
    expect(await orderOf(orderId)).toEqual({
      paymentStatus: "paid",
      paymentMethod: "mpesa_paybill",
      amountPaid: 9000,
    });
    const [row] = await paymentsWithReceipt(receipt);
    expect(row).toMatchObject({
      method: "mpesa",
      source: "paybill",
      amount: 9000,
      orderId,
      issue: null,
      phone: "2547 ***** 126",
      payerName: "JOHN DOE",
      accountReference: paymentReference(orderId),
    });
    const events = await database.db
      .select()
      .from(paymentEvent)
      .where(eq(paymentEvent.orderId, orderId));
    expect(events).toEqual([
      expect.objectContaining({
        actor: "M-PESA",
        message: "Paid KSh 9,000 by M-PESA Paybill",
        receiptNumber: receipt,
        amount: 9000,
      }),
    ]);
  });

  test("the raw confirmation is kept in payment_message with what came of it", async () => {
    const orderId = await anOrder();
    const paid = await payPaybill(mpesa.simulator, {
      account: paymentReference(orderId),
      amount: 9000,
    });
    const sent = mpesa.simulator.c2bPayments.at(-1)!.confirmation;
    const [message] = await messagesNaming(paid.body.TransID!);
    expect(message).toMatchObject({
      kind: "c2b_confirmation",
      outcome: `recorded for ${orderId}`,
    });
    expect(JSON.parse(message!.body)).toEqual(sent);
    expect(sent).toMatchObject({
      TransactionType: "Pay Bill",
      TransAmount: "9000.00",
      BusinessShortCode: "174379",
      BillRefNumber: paymentReference(orderId),
      MSISDN: "2547 ***** 126",
    });
  });

  test("the same receipt delivered twice is counted once", async () => {
    const orderId = await anOrder();
    const paid = await payPaybill(mpesa.simulator, {
      account: paymentReference(orderId),
      amount: 9000,
    });
    const receipt = paid.body.TransID!;
    expect(await resendPaybill(mpesa.simulator, receipt)).toMatchObject({
      status: 200,
      body: { confirmationStatus: 200 },
    });
    expect(await paymentsWithReceipt(receipt)).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "paid", amountPaid: 9000 });
    expect((await messagesNaming(receipt)).map((message) => message.outcome)).toEqual([
      `recorded for ${orderId}`,
      `receipt ${receipt} already recorded: counted once`,
    ]);
  });

  test("short by KSh 100: the order is part-paid and the payment waits for staff as 'short'", async () => {
    const orderId = await anOrder();
    const paid = await payPaybill(mpesa.simulator, {
      account: paymentReference(orderId),
      amount: 8900,
    });
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: "part_paid", amountPaid: 8900 });
    const [row] = await paymentsWithReceipt(paid.body.TransID!);
    expect(row).toMatchObject({ orderId, amount: 8900, issue: "short" });
  });

  test("an account that names no order: the payment is kept unmatched as 'no_order'", async () => {
    const paid = await payPaybill(mpesa.simulator, { account: "MY SHOES", amount: 4500 });
    const [row] = await paymentsWithReceipt(paid.body.TransID!);
    expect(row).toMatchObject({
      orderId: null,
      issue: "no_order",
      amount: 4500,
      accountReference: "MY SHOES",
    });
    const [message] = await messagesNaming(paid.body.TransID!);
    expect(message!.outcome).toBe(
      'recorded unmatched (no_order): no order has the account "MY SHOES"',
    );
  });

  test("the full order id, or the reference typed with spaces, names the order too", async () => {
    const byId = await anOrder(2000);
    await payPaybill(mpesa.simulator, { account: byId.toLowerCase(), amount: 2000 });
    expect((await orderOf(byId)).paymentStatus).toBe("paid");

    const bySpacedReference = await anOrder(3000);
    const spaced = paymentReference(bySpacedReference).replace(/(\d{4})(?=\d)/g, "$1 ");
    await payPaybill(mpesa.simulator, { account: ` ${spaced} `, amount: 3000 });
    expect((await orderOf(bySpacedReference)).paymentStatus).toBe("paid");
  });

  test("an amount that is not whole shillings records nothing; the message says why", async () => {
    const orderId = await anOrder();
    const paid = await payPaybill(mpesa.simulator, {
      account: paymentReference(orderId),
      amount: 100.5,
    });
    expect(paid.body.confirmationStatus).toBe(200);
    expect(await paymentsWithReceipt(paid.body.TransID!)).toEqual([]);
    expect((await orderOf(orderId)).paymentStatus).toBe("unpaid");
    const [message] = await messagesNaming(paid.body.TransID!);
    expect(message!.outcome).toBe(
      'no payment recorded: amount "100.50" is not whole shillings above 0',
    );
  });

  test("a validation is answered Accepted and kept; the payment then confirms", async () => {
    const orderId = await anOrder();
    const paid = await payPaybill(mpesa.simulator, {
      account: paymentReference(orderId),
      amount: 9000,
      validate: true,
    });
    expect(paid.body.state).toBe("confirmed");
    expect(mpesa.simulator.c2bPayments.at(-1)!.validation).toMatchObject({
      status: 200,
      body: { ResultCode: 0, ResultDesc: "Accepted" },
    });
    const messages = await messagesNaming(paid.body.TransID!);
    expect(messages.map(({ kind, outcome }) => ({ kind, outcome }))).toEqual([
      { kind: "c2b_validation", outcome: "accepted" },
      { kind: "c2b_confirmation", outcome: `recorded for ${orderId}` },
    ]);
  });

  test("a confirmation to the wrong secret or an unknown message path is refused with 404 and kept nowhere", async () => {
    const body = JSON.stringify(confirmationBody("WRONGPATH1"));
    for (const url of [
      c2bUrl("confirmation", "not-the-secret-0123456789abcdefghij"),
      c2bUrl("refund"),
    ]) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      expect(response.status).toBe(404);
    }
    expect(await messagesNaming("WRONGPATH1")).toEqual([]);
  });

  test.each([
    ["a raw NUL byte", "application/json", '{"TransID":\u0000}', 400],
    [
      "an escaped NUL in a field",
      "application/json",
      JSON.stringify({ ...confirmationBody("NULFIELD01"), BillRefNumber: "a\u0000" }),
      400,
    ],
    ["the wrong shape", "application/json", '{"TransID":"BADSHAPE01"}', 400],
    ["a receipt that is not 10 letters and digits", "application/json", '{"TransID":"x"}', 400],
    ["the wrong content type", "text/plain", "{}", 415],
    ["5 MB", "application/json", `{"pad":"${"x".repeat(5 * 1024 * 1024)}"}`, 413],
  ])("a confirmation with %s is refused with %s", async (_name, type, body, status) => {
    const response = await fetch(c2bUrl("confirmation"), {
      method: "POST",
      headers: { "Content-Type": type },
      body,
    });
    expect(response.status).toBe(status);
  });

  test("a refused confirmation is still kept, with why", async () => {
    const response = await fetch(c2bUrl("confirmation"), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"TransID":"KEPTSHAPE1","TransAmount":"10.00"}',
    });
    expect(response.status).toBe(400);
    expect(await messagesNaming("KEPTSHAPE1")).toEqual([
      expect.objectContaining({
        kind: "c2b_confirmation",
        outcome: "refused: not in Daraja's C2B shape",
      }),
    ]);
  });
});

describe("Paybill account references", () => {
  test("a payment reference stands for one exact order id per 1e9 ms back 400 days", () => {
    const now = new Date("2026-11-27T10:00:00Z");
    const id = `LOR-${now.getTime() - 3 * 86_400_000}042`;
    const ids = orderIdsForAccount(paymentReference(id), now);
    expect(ids).toContain(id);
    expect(ids.length).toBeLessThanOrEqual(36);
    expect(orderIdsForAccount(` ${id.toLowerCase()} `, now)).toEqual([id]);
    expect(orderIdsForAccount("MY SHOES", now)).toEqual([]);
  });
});
