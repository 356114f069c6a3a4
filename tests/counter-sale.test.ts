import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { counterSaleTexts } from "#contracts/counter-sale.ts";
import { nairobiDay } from "#contracts/nairobi-time.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { payment } from "#server/db/payment-schema.ts";
import { getPaymentDayTotals } from "#server/payments/reconciliation/reconciliation-queries.ts";
import { insertProducts } from "./support/factories";
import { staffDraft as draft, staffDraftPage, staffOrderProducts } from "./support/staff-draft";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 077: a walk-in sale picked up at the shop, collected and paid at the counter in the
// New order form's one step.

let database: DatabaseHandle;

const { placeDraft } = staffDraftPage(() => database);

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, staffOrderProducts);
});
afterAll(() => database.close());

describe(`sales at the counter on ${testDatabaseKind}`, () => {
  test("a walk-in sale collected and paid in cash at the counter: no delivery fee, delivered and paid, in the day's cash, once per key (decision 077)", async () => {
    const params = draft({
      channel: "walk_in",
      deliveryArea: "shop",
      address: "",
      counterPayment: "cash",
    });
    const placed = await placeDraft(params);
    expect(placed.searchParams.get("tab")).toBe("delivered");
    const orderId = placed.searchParams.get("search")!;
    const [row] = await database.db.select().from(order).where(eq(order.id, orderId));
    expect(row).toMatchObject({
      status: "delivered",
      paymentStatus: "paid",
      deliveryArea: "shop",
      address: null,
      subtotal: 19_000,
      shipping: 0,
      total: 19_000,
      amountPaid: 19_000,
    });
    const paid = await database.db.select().from(payment).where(eq(payment.orderId, orderId));
    expect(paid.map((row) => [row.method, row.source, row.amount])).toEqual([
      ["cash", "door", 19_000],
    ]);
    const day = await getPaymentDayTotals(database.db, nairobiDay(new Date()));
    expect(day.byMethod.cash).toBeGreaterThanOrEqual(19_000);
    // Sent again: the same order, one payment.
    expect((await placeDraft(params)).searchParams.get("search")).toBe(orderId);
    expect(await database.db.$count(payment, eq(payment.orderId, orderId))).toBe(1);
  });

  test.each([
    [{ deliveryArea: "nairobi", counterPayment: "cash" }, counterSaleTexts.pickupOnly],
    [
      { deliveryArea: "shop", counterPayment: "mpesa", counterReceipt: "QWE1" },
      counterSaleTexts.receipt,
    ],
    [{ deliveryArea: "shop", counterPayment: "cheque" }, counterSaleTexts.method],
  ])(
    "paid at the counter as %j is refused, naming why, and no order is placed",
    async (fields, message) => {
      const before = await database.db.$count(order);
      const refused = await placeDraft(draft({ channel: "walk_in", ...fields }));
      expect(refused.pathname).toBe("/admin/orders/new");
      expect(refused.searchParams.get("error")).toBe(message);
      expect(await database.db.$count(order)).toBe(before);
    },
  );

  test("by M-PESA at the counter, the receipt code is kept with the payment", async () => {
    const placed = await placeDraft(
      draft({
        channel: "walk_in",
        deliveryArea: "shop",
        counterPayment: "mpesa",
        counterReceipt: "sdf4gh5jk6",
      }),
    );
    const orderId = placed.searchParams.get("search")!;
    const paid = await database.db.select().from(payment).where(eq(payment.orderId, orderId));
    expect(paid.map((row) => [row.method, row.receiptNumber])).toEqual([["mpesa", "SDF4GH5JK6"]]);
  });
});
