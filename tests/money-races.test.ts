import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cancelPaidOrderRefusal } from "#contracts/order-status-change.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { payment, paymentAttempt } from "#server/db/payment-schema.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { recordDoorPayment } from "#server/payments/ledger/door-payment.ts";
import { recordPayment } from "#server/payments/ledger/order-balance.ts";
import { Refusal } from "#server/http/refusal.ts";
import { readPaymentTimeline } from "#server/payments/ledger/payment-timeline.ts";
import { attachPaymentByOrderNumber } from "#server/payments/reconciliation/reconciliation-review.ts";
import { maxPromptsPerPhone, queueStkPrompt } from "#server/payments/mpesa/stk-attempt.ts";
import { insertOrders } from "./support/order-factories";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 049: money and limits that hold when staff, shoppers and M-PESA act at once.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
});

/** The order's payment status and amount paid (whole KSh). */
async function moneyOf(orderId: string) {
  const [row] = await database.db
    .select({ paymentStatus: order.paymentStatus, amountPaid: order.amountPaid })
    .from(order)
    .where(eq(order.id, orderId));
  return row!;
}

/** An M-PESA payment of `amount` that named no order (a mistyped Paybill account); its id. */
async function unmatchedPayment(receiptNumber: string, amount: number): Promise<number> {
  const recorded = await database.db.transaction((tx) =>
    recordPayment(
      tx,
      {
        method: "mpesa",
        source: "paybill",
        amount,
        receiptNumber,
        orderId: null,
        receivedAt: new Date(),
      },
      new Date(),
    ),
  );
  return recorded!.paymentId;
}

/** Every rejection of `outcomes` that is not a refusal staff are shown (a 500 to them). */
const failures = (outcomes: PromiseSettledResult<unknown>[]) =>
  outcomes.flatMap((outcome) =>
    outcome.status === "rejected" && !(outcome.reason instanceof Refusal)
      ? [String(outcome.reason)]
      : [],
  );

describe(`money under concurrency on ${testDatabaseKind} (decision 049)`, () => {
  test("a door payment racing staff attaching the same receipt: 50 rounds, no error, counted once", async () => {
    const orders = await insertOrders(
      database.db,
      Array.from({ length: 50 }, () => ({ subtotal: 3000 })),
    );
    const errors: string[] = [];
    for (const [round, row] of orders.entries()) {
      const orderId = row.id!;
      const receiptNumber = `RACE${String(round).padStart(6, "0")}`;
      const paymentId = await unmatchedPayment(receiptNumber, 3000);
      const outcomes = await Promise.allSettled([
        recordDoorPayment(database.db, {
          orderId,
          method: "mpesa",
          amount: 3000,
          receiptNumber,
          takenBy: "Otieno",
          staffName: "Achieng Otieno",
        }),
        attachPaymentByOrderNumber(database.db, {
          paymentId,
          orderNumber: orderId,
          actor: { userId: null, name: "Wambui" },
        }),
      ]);
      errors.push(...failures(outcomes));
      expect(outcomes.some((outcome) => outcome.status === "fulfilled")).toBe(true);
      expect(await moneyOf(orderId)).toEqual({ paymentStatus: "paid", amountPaid: 3000 });
    }
    expect(errors).toEqual([]);
  }, 120_000);

  test(`20 prompts at once to one phone, for 20 orders, let exactly ${maxPromptsPerPhone} through`, async () => {
    const phone = "+254722000111";
    const orders = await insertOrders(
      database.db,
      Array.from({ length: 20 }, () => ({ subtotal: 2500, phone })),
    );
    const now = new Date();
    const outcomes = await Promise.allSettled(
      orders.map((row) =>
        queueStkPrompt(
          database.db,
          { orderId: row.id!, phone, requester: "shopper", actor: "Shopper" },
          now,
        ),
      ),
    );
    expect(failures(outcomes)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(
      maxPromptsPerPhone,
    );
    const queued = await database.db
      .select({ id: paymentAttempt.id })
      .from(paymentAttempt)
      .where(eq(paymentAttempt.phone, "254722000111"));
    expect(queued).toHaveLength(maxPromptsPerPhone);
  }, 60_000);

  test("cancelling a paid order asks about its money, then keeps it for review, in the timeline", async () => {
    const [row] = await insertOrders(database.db, [{ subtotal: 4900 }]);
    const orderId = row!.id!;
    await recordDoorPayment(database.db, {
      orderId,
      method: "cash",
      amount: 4900,
      takenBy: "Otieno",
      staffName: "Achieng Otieno",
    });
    expect(await setOrderStatus(database.db, [orderId], "cancelled")).toEqual({
      changes: [],
      refused: [{ orderId, reason: cancelPaidOrderRefusal(orderId, 4900) }],
    });
    expect(cancelPaidOrderRefusal(orderId, 4900)).toBe(
      `${orderId} has KSh 4,900 paid: say what happens to the money before cancelling it.`,
    );
    const cancelled = await setOrderStatus(database.db, [orderId], "cancelled", new Date(), {
      actor: "Achieng Otieno",
      moneyOnCancel: "review",
    });
    expect(cancelled.changes.map((change) => change.status)).toEqual(["cancelled"]);
    const waiting = await database.db
      .select({ issue: payment.issue, amount: payment.amount })
      .from(payment)
      .where(eq(payment.orderId, orderId));
    expect(waiting).toEqual([{ issue: "order_cancelled", amount: 4900 }]);
    expect((await readPaymentTimeline(database.db, orderId)).at(-1)).toMatchObject({
      actor: "Achieng Otieno",
      message:
        "Order cancelled with KSh 4,900 paid: the money waits for review on the Payments page",
      amount: 4900,
    });

    await setOrderStatus(database.db, [orderId], "confirmed", new Date(), { actor: "Wambui" });
    const counted = await database.db
      .select({ issue: payment.issue })
      .from(payment)
      .where(eq(payment.orderId, orderId));
    expect(counted).toEqual([{ issue: null }]);
    expect((await readPaymentTimeline(database.db, orderId)).at(-1)?.message).toBe(
      "Order re-opened: the KSh 4,900 kept for review counts for it again",
    );
    expect(await moneyOf(orderId)).toEqual({ paymentStatus: "paid", amountPaid: 4900 });
  });
});
