import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { paymentTexts } from "#contracts/payment-messages.ts";
import {
  doorPaymentTexts,
  type OrderPaymentPanel,
  type PaymentReviewResult,
} from "#contracts/payment-review.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { payment, paymentAttempt } from "#server/db/payment-schema.ts";
import { recordPayment } from "#server/payments/ledger/order-balance.ts";
import { makeBrowser } from "./support/accounts";
import { serveShopWithMpesa, simulatorPhone } from "./support/mpesa";
import { insertOrders } from "./support/order-factories";
import { signedInUser } from "./support/signed-in";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decisions 056 and 020: staff record a payment taken at the door, and ask an order's phone to pay.

let database: DatabaseHandle;
let served: Awaited<ReturnType<typeof serveShopWithMpesa>>;
/** The signed-in admin's cookie, and the name the timeline gives them. */
let adminCookie: string;
let staffName: string;
let customerCookie: string;

beforeAll(async () => {
  database = await openTestDatabase();
  served = await serveShopWithMpesa(database);
  const admin = await signedInUser(served.shop.services, "admin");
  adminCookie = admin.browser.request().headers.get("cookie")!;
  // makeRegistration's name (tests/support/accounts.ts).
  staffName = "Achieng Otieno";
  const customer = await signedInUser(served.shop.services, "customer");
  customerCookie = customer.browser.request().headers.get("cookie")!;
}, 120_000);
afterAll(async () => {
  await served?.close();
  await database?.close();
});

/** POST /admin/orders/payment as the order's details send it, with `cookie` (the admin's). */
async function post(fields: Record<string, string>, cookie = adminCookie) {
  const response = await fetch(`${served.shop.url}/admin/orders/payment`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, body: (await response.json()) as PaymentReviewResult };
}

/** What an expanded order's payment shows besides its row: GET /admin/orders/payment. */
async function panelOf(orderId: string): Promise<OrderPaymentPanel> {
  const response = await fetch(
    `${served.shop.url}/admin/orders/payment?orderId=${encodeURIComponent(orderId)}`,
    { headers: { cookie: adminCookie } },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as OrderPaymentPanel;
}

/** The order's payment status and amount paid. */
async function moneyOf(orderId: string) {
  const [row] = await database.db
    .select({ paymentStatus: order.paymentStatus, amountPaid: order.amountPaid })
    .from(order)
    .where(eq(order.id, orderId));
  return row!;
}

/** A new pay-on-delivery website order of `total` KSh, delivered to the door; its id. */
async function newOrder(overrides: Parameters<typeof insertOrders>[1][number] = {}) {
  const [row] = await insertOrders(database.db, [{ subtotal: 3000, ...overrides }]);
  return row!.id!;
}

/** A new door-payment form's idempotency key, as the form makes one (decision 049). */
const newFormKey = () => `door_${randomBytes(16).toString("hex")}`;

/**
 * 'Record payment' for `orderId` with `fields` over the defaults (cash, KSh 3,000, Otieno, a
 * new form's key).
 */
const record = (orderId: string, fields: Record<string, string> = {}) =>
  post({
    intent: "record",
    orderId,
    method: "cash",
    amount: "3000",
    takenBy: "Otieno",
    idempotencyKey: newFormKey(),
    ...fields,
  });

describe(`payment at the door on ${testDatabaseKind} (decision 020)`, () => {
  test("cash taken at the door makes the order Paid, and its timeline names who recorded it", async () => {
    const orderId = await newOrder({ status: "shipped" });
    expect(await record(orderId)).toEqual({
      status: 200,
      body: { ok: true, notice: "KSh 3,000 recorded: the order is Paid." },
    });
    expect(await moneyOf(orderId)).toEqual({ paymentStatus: "paid", amountPaid: 3000 });
    const { timeline } = await panelOf(orderId);
    expect(timeline).toEqual([
      expect.objectContaining({
        actor: staffName,
        message: "Paid KSh 3,000 in cash at the door, taken by Otieno",
        amount: 3000,
        receiptNumber: null,
      }),
    ]);
    const [row] = await database.db.select().from(payment).where(eq(payment.orderId, orderId));
    expect(row).toMatchObject({
      method: "cash",
      source: "door",
      takenBy: "Otieno",
      recordedBy: staffName,
      issue: null,
    });
  });

  test("a part payment leaves the order Part-paid; the rest makes it Paid", async () => {
    const orderId = await newOrder();
    expect((await record(orderId, { amount: "1,000", method: "card" })).body).toEqual({
      ok: true,
      notice: "KSh 1,000 recorded: the order is Part-paid.",
    });
    expect(await moneyOf(orderId)).toEqual({ paymentStatus: "part_paid", amountPaid: 1000 });
    expect((await record(orderId, { amount: "2000" })).status).toBe(200);
    expect(await moneyOf(orderId)).toEqual({ paymentStatus: "paid", amountPaid: 3000 });
    // Nothing is left to pay: a third payment is refused.
    expect(await record(orderId, { amount: "500" })).toEqual({
      status: 409,
      body: { error: paymentTexts.doorNothingDue },
    });
  });

  test("without 'Taken by' the staff member recording it took it", async () => {
    const orderId = await newOrder();
    expect((await record(orderId, { takenBy: "  " })).status).toBe(200);
    const [row] = await database.db.select().from(payment).where(eq(payment.orderId, orderId));
    expect(row!.takenBy).toBe(staffName);
  });

  test("an M-PESA receipt already received unmatched is attached, not counted twice", async () => {
    const orderId = await newOrder();
    await database.db.transaction((tx) =>
      recordPayment(
        tx,
        {
          method: "mpesa",
          source: "paybill",
          amount: 3000,
          receiptNumber: "UNM4TCHED1",
          orderId: null,
          receivedAt: new Date(),
        },
        new Date(),
      ),
    );
    const answer = await record(orderId, { method: "mpesa", receiptNumber: " unm4tched1 " });
    expect(answer).toEqual({
      status: 200,
      body: {
        ok: true,
        notice:
          "M-PESA had already reported this receipt: it is now counted for this order (Paid).",
      },
    });
    const rows = await database.db
      .select({ orderId: payment.orderId, issue: payment.issue })
      .from(payment)
      .where(eq(payment.receiptNumber, "UNM4TCHED1"));
    expect(rows).toEqual([{ orderId, issue: null }]);
    expect(await moneyOf(orderId)).toEqual({ paymentStatus: "paid", amountPaid: 3000 });
    expect((await panelOf(orderId)).timeline).toEqual([
      expect.objectContaining({
        actor: staffName,
        message: "Payment attached to this order",
        receiptNumber: "UNM4TCHED1",
      }),
    ]);
  });

  test("an M-PESA receipt that paid another order is refused with 409", async () => {
    const first = await newOrder();
    const second = await newOrder();
    const receipt = { method: "mpesa", receiptNumber: "QWE1RT2YU3" };
    expect((await record(first, receipt)).status).toBe(200);
    expect(await record(second, receipt)).toEqual({
      status: 409,
      body: { error: paymentTexts.codeUsed },
    });
    expect(await moneyOf(second)).toEqual({ paymentStatus: "unpaid", amountPaid: 0 });
  });

  test("a form sent twice with one key (a retry after a lost answer) is counted once", async () => {
    const orderId = await newOrder({ subtotal: 5000 });
    const form = { amount: "1,500", idempotencyKey: newFormKey() };
    const answers = await Promise.all([record(orderId, form), record(orderId, form)]);
    const first = {
      status: 200,
      body: { ok: true, notice: "KSh 1,500 recorded: the order is Part-paid." },
    };
    expect(answers).toEqual([first, first]);
    expect(await record(orderId, form)).toEqual(first);
    expect(await moneyOf(orderId)).toEqual({ paymentStatus: "part_paid", amountPaid: 1500 });
    expect((await panelOf(orderId)).timeline).toHaveLength(1);
    expect(await record(orderId, { ...form, amount: "2000" })).toEqual({
      status: 409,
      body: { error: paymentTexts.doorFormUsed },
    });
    expect(await moneyOf(orderId)).toEqual({ paymentStatus: "part_paid", amountPaid: 1500 });
  });

  test("a cancelled order takes no payment: 409", async () => {
    const orderId = await newOrder({ status: "cancelled", holdsStock: false });
    expect(await record(orderId)).toEqual({
      status: 409,
      body: { error: paymentTexts.doorOrderCancelled },
    });
    expect(await record("LOR-404")).toEqual({ status: 404, body: { error: "Order not found" } });
  });

  test.each([
    ["no method", { method: "" }, doorPaymentTexts.method],
    ["an unknown method", { method: "cheque" }, doorPaymentTexts.method],
    ["an amount of 0", { amount: "0" }, doorPaymentTexts.amount],
    ["a negative amount", { amount: "-5" }, doorPaymentTexts.amount],
    ["shillings and cents", { amount: "3000.50" }, doorPaymentTexts.amount],
    ["more than KSh 10,000,000", { amount: "10000001" }, doorPaymentTexts.amount],
    ["an amount that is not a number", { amount: "lots" }, doorPaymentTexts.amount],
    ["M-PESA without its receipt", { method: "mpesa" }, doorPaymentTexts.receipt],
    [
      "M-PESA with a malformed receipt",
      { method: "mpesa", receiptNumber: "QWE-1" },
      doorPaymentTexts.receipt,
    ],
    ["a 101-character 'Taken by'", { takenBy: "x".repeat(101) }, doorPaymentTexts.takenBy],
    ["a control character in 'Taken by'", { takenBy: "Oti\u0000eno" }, doorPaymentTexts.takenBy],
    ["a malformed order id", { orderId: "LOR 1;drop" }, doorPaymentTexts.order],
    ["no idempotency key", { idempotencyKey: "" }, doorPaymentTexts.form],
  ])("%s is refused with 400 and what to fix", async (_name, fields, error) => {
    const orderId = await newOrder();
    expect(await record(orderId, fields)).toEqual({ status: 400, body: { error } });
    expect(await moneyOf(orderId)).toEqual({ paymentStatus: "unpaid", amountPaid: 0 });
  });

  test("a page without scripts (returnTo) is sent back to the list, or shown what to fix", async () => {
    const orderId = await newOrder();
    const send = (fields: Record<string, string>) =>
      fetch(`${served.shop.url}/admin/orders/payment`, {
        method: "POST",
        headers: { cookie: adminCookie },
        body: new URLSearchParams({
          intent: "record",
          orderId,
          method: "cash",
          takenBy: "Otieno",
          idempotencyKey: newFormKey(),
          returnTo: "/admin/orders?search=Door",
          ...fields,
        }),
        redirect: "manual",
      });
    const refused = await send({ amount: "0" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe(doorPaymentTexts.amount);
    const recorded = await send({ amount: "3000" });
    expect(recorded.status).toBe(303);
    expect(recorded.headers.get("location")).toBe("/admin/orders?search=Door");
    expect(await moneyOf(orderId)).toEqual({ paymentStatus: "paid", amountPaid: 3000 });
  });

  test("an order's payment panel needs a well-formed order id: 400 otherwise", async () => {
    const response = await fetch(`${served.shop.url}/admin/orders/payment?orderId=%00`, {
      headers: { cookie: adminCookie },
    });
    expect(response.status).toBe(400);
  });

  test("only an admin may record a payment: 401 signed out, 403 for a customer", async () => {
    const orderId = await newOrder();
    const fields = {
      intent: "record",
      orderId,
      method: "cash",
      amount: "3000",
      takenBy: "X",
      idempotencyKey: newFormKey(),
    };
    const anonymous = makeBrowser().request().headers.get("cookie") ?? "";
    expect((await post(fields, anonymous)).status).toBe(401);
    expect((await post(fields, customerCookie)).status).toBe(403);
    expect(await moneyOf(orderId)).toEqual({ paymentStatus: "unpaid", amountPaid: 0 });
  });
});

describe(`staff's M-PESA prompt on ${testDatabaseKind} (decision 020)`, () => {
  test("a confirmed WhatsApp order's phone is sent a prompt; a pending one is refused", async () => {
    const phone = simulatorPhone(0);
    const confirmed = await newOrder({ orderMethod: "whatsapp", status: "confirmed", phone });
    expect(await post({ intent: "prompt", orderId: confirmed })).toEqual({
      status: 200,
      body: { ok: true, notice: "M-PESA prompt queued for the order's phone." },
    });
    const attempts = await database.db
      .select({ phone: paymentAttempt.phone, amount: paymentAttempt.amount })
      .from(paymentAttempt)
      .where(eq(paymentAttempt.orderId, confirmed));
    expect(attempts).toEqual([{ phone: phone.slice(1), amount: 3000 }]);
    const panel = await panelOf(confirmed);
    expect(panel).toMatchObject({ isMpesaOffered: true, staffName });
    expect(panel.prompt?.phone).toBe(
      `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`,
    );
    expect(panel.timeline.at(-1)).toMatchObject({ actor: staffName, amount: 3000 });

    const pending = await newOrder({ orderMethod: "whatsapp", status: "pending", phone });
    expect(await post({ intent: "prompt", orderId: pending })).toEqual({
      status: 409,
      body: { error: paymentTexts.whatsappNotConfirmed },
    });
  });
});
