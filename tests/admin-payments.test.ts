import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as paymentAction } from "#app/routes/admin/orders/payment.ts";
import { paymentTexts } from "#contracts/payment-messages.ts";
import { getDashboardFigures } from "#server/dashboard/dashboard-queries.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { paymentAttempt } from "#server/db/payment-schema.ts";
import { listAdminOrders } from "#server/orders/admin-order-queries.ts";
import { exportOrdersCsv } from "#server/orders/order-export.ts";
import { submitPaymentCode } from "#server/payments/ledger/manual-payment.ts";
import { readPaymentTimeline } from "#server/payments/ledger/payment-timeline.ts";
import { recordPayment } from "#server/payments/ledger/order-balance.ts";
import { loadAdminOrdersPage } from "./support/admin-orders-page";
import { readCsv } from "./support/csv-reader";
import { paymentOf } from "./support/mpesa";
import { insertOrders } from "./support/order-factories";
import { adminRouteContext } from "./support/route-context";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/**
 * POST /admin/orders/payment as the order's details send it, in the background (the admin
 * check is the layout's middleware: here the admin it lets through is set as it would).
 */
async function review(fields: Record<string, string>) {
  const request = new Request("https://loris.example/admin/orders/payment", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const context = adminRouteContext(database);
  const result = await paymentAction({
    request,
    url: new URL(request.url),
    context,
    params: {},
    pattern: "/admin/orders/payment",
  });
  if (result instanceof Response) throw new Error("a background form is answered with data");
  return { body: result.data, status: result.init?.status ?? 200 };
}

/** An order whose shopper typed `code` after paying by hand; its id and the code's attempt id. */
async function orderWithCode(code: string, overrides = {}) {
  const [row] = await insertOrders(database.db, [{ subtotal: 5000, ...overrides }]);
  await submitPaymentCode(database.db, row!.id!, code);
  const [attempt] = await database.db
    .select({ id: paymentAttempt.id })
    .from(paymentAttempt)
    .where(eq(paymentAttempt.orderId, row!.id!));
  return { orderId: row!.id!, attemptId: String(attempt!.id) };
}

describe(`Payments in Order Management on ${testDatabaseKind}`, () => {
  test("a typed code shows on the order's row until staff confirm it; then the order is paid with it", async () => {
    const { orderId, attemptId } = await orderWithCode("ABC1234567", { fullName: "Neema Code" });
    const before = await listAdminOrders(database.db, {
      tab: "ongoing",
      sort: "newest",
      page: 1,
      search: "Neema Code",
    });
    expect(before.orders[0]).toMatchObject({
      paymentStatus: "awaiting_payment",
      paymentMethod: "mpesa_manual",
      codeToReview: { attemptId: Number(attemptId), code: "ABC1234567" },
      receiptNumber: null,
    });
    expect(await review({ intent: "confirm", attemptId })).toEqual({
      body: { ok: true },
      status: 200,
    });
    const after = await listAdminOrders(database.db, {
      tab: "ongoing",
      sort: "newest",
      page: 1,
      search: orderId,
    });
    expect(after.orders[0]).toMatchObject({
      paymentStatus: "paid",
      codeToReview: null,
      receiptNumber: "ABC1234567",
      amountPaid: 5000,
    });
    // The order's payment timeline names the staff member who confirmed it.
    expect((await readPaymentTimeline(database.db, orderId)).at(-1)).toMatchObject({
      actor: "Amina Wanjiru",
      message: "Paid KSh 5,000 by M-PESA",
      receiptNumber: "ABC1234567",
    });
    expect(await review({ intent: "confirm", attemptId })).toEqual({
      body: { error: "This M-PESA code was already reviewed." },
      status: 404,
    });
  });

  test("a rejected code fails the payment and tells the shopper it did not match", async () => {
    const { orderId, attemptId } = await orderWithCode("REJ1234567");
    expect((await review({ intent: "reject", attemptId })).status).toBe(200);
    expect(await paymentOf(database, orderId)).toMatchObject({
      paymentStatus: "failed",
      attempts: [
        expect.objectContaining({
          status: "failed",
          resultDescription: paymentTexts.codeRejected,
        }),
      ],
    });
  });

  test("a code that already paid one order cannot pay another", async () => {
    // Two shoppers typed the same code before staff looked at either.
    const first = await orderWithCode("DUP1234567");
    const second = await orderWithCode("DUP1234567");
    await review({ intent: "confirm", attemptId: first.attemptId });
    expect(await review({ intent: "confirm", attemptId: second.attemptId })).toEqual({
      body: { error: paymentTexts.codeUsed },
      status: 409,
    });
    expect((await paymentOf(database, second.orderId)).paymentStatus).toBe("awaiting_payment");
    const [other] = await insertOrders(database.db, [{}]);
    await expect(submitPaymentCode(database.db, other!.id!, "DUP1234567")).rejects.toThrow(
      paymentTexts.codeUsed,
    );
  });

  test("only a paid order can be marked refunded, and then counts in neither revenue", async () => {
    const unpaid = await orderWithCode("UNP1234567");
    expect(await review({ intent: "refund", orderId: unpaid.orderId })).toEqual({
      body: { error: "Only a paid order can be marked refunded." },
      status: 409,
    });
    const paid = await orderWithCode("REF1234567");
    await review({ intent: "confirm", attemptId: paid.attemptId });
    const before = await getDashboardFigures(database.db);
    expect((await review({ intent: "refund", orderId: paid.orderId })).status).toBe(200);
    expect((await paymentOf(database, paid.orderId)).paymentStatus).toBe("refunded");
    const after = await getDashboardFigures(database.db);
    expect(after.paidRevenue).toBe(before.paidRevenue - 5000);
    expect(after.unpaidRevenue).toBe(before.unpaidRevenue);
  });

  test.each([
    ["an unknown intent", { intent: "pay", attemptId: "1" }],
    ["an attempt id that is not a number", { intent: "confirm", attemptId: "abc" }],
    ["an attempt id out of range", { intent: "confirm", attemptId: "99999999999" }],
    ["a control character in an order id", { intent: "refund", orderId: "LOR-1\u0000" }],
    ["nothing at all", {}],
  ])("%s is refused with 400, never a 500", async (_name, fields) => {
    const { status, body } = await review(fields);
    expect(status).toBe(400);
    expect(body).toEqual({
      error: "Choose a code to confirm or reject, or an order to mark refunded.",
    });
  });

  test("the payment filter narrows the list, its count and the export", async () => {
    const [paidRow, unpaidRow] = await insertOrders(database.db, [
      { fullName: "Filter Paid", paymentStatus: "paid", paymentMethod: "mpesa_stk" },
      { fullName: "Filter Unpaid" },
    ]);
    const query = { tab: "ongoing", sort: "newest", page: 1, search: "filter" } as const;
    const paid = await listAdminOrders(database.db, { ...query, payment: "paid" });
    expect(paid.orders.map((row) => row.id)).toEqual([paidRow!.id]);
    expect(paid.total).toBe(1);
    const unpaid = await listAdminOrders(database.db, { ...query, payment: "unpaid" });
    expect(unpaid.orders.map((row) => row.id)).toEqual([unpaidRow!.id]);
    const page = await loadAdminOrdersPage(database, "?search=filter&payment=paid");
    expect(page.query.payment).toBe("paid");
    expect(page.orders.map((row) => row.id)).toEqual([paidRow!.id]);
    // Like the other filters, a payment status the shop does not know is ignored.
    const ignored = await loadAdminOrdersPage(database, "?search=filter&payment=settled");
    expect(ignored.query.payment).toBeUndefined();
    expect(ignored.total).toBe(2);
    const csv = readCsv(
      await new Response(exportOrdersCsv(database.db, { ...query, payment: "paid" })).text(),
    );
    expect(csv.slice(1).map((row) => [row[0], row[12], row[13]])).toEqual([
      [paidRow!.id, "Paid", "M-PESA"],
    ]);
  });

  test("the dashboard's Paid is the money counted for orders, Unpaid what sales still owe; cancelled orders count in neither", async () => {
    const before = await getDashboardFigures(database.db);
    const [paid, partPaid] = await insertOrders(database.db, [
      { subtotal: 7000 },
      { subtotal: 3000 },
      { subtotal: 2000 },
      { subtotal: 9000, status: "cancelled", holdsStock: false, paymentStatus: "failed" },
    ]);
    const now = new Date();
    await database.db.transaction(async (tx) => {
      await recordPayment(
        tx,
        { method: "mpesa", source: "prompt", amount: 7000, orderId: paid!.id!, receivedAt: now },
        now,
      );
      await recordPayment(
        tx,
        { method: "cash", source: "door", amount: 1000, orderId: partPaid!.id!, receivedAt: now },
        now,
      );
    });
    const after = await getDashboardFigures(database.db);
    expect(after.paidRevenue - before.paidRevenue).toBe(7000 + 1000);
    // The part-paid order owes its balance; the unpaid one its total.
    expect(after.unpaidRevenue - before.unpaidRevenue).toBe(2000 + 2000);
    expect(after.totalRevenue - before.totalRevenue).toBe(12000);
  });
});
