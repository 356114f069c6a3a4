import { asc, count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { activity } from "#server/db/activity-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { dailySales } from "#server/db/kept-figures-schema.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { order } from "#server/db/order-schema.ts";
import { orderRefund, orderReturn } from "#server/db/return-schema.ts";
import { productSize } from "#server/db/schema.ts";
import { smsOutbox } from "#server/db/sms-schema.ts";
import { itemsOfOrders } from "#server/orders/admin-order-rows.ts";
import { readPaymentTimeline } from "#server/payments/ledger/payment-timeline.ts";
import { nairobiDay } from "#contracts/nairobi-time.ts";
import { expectKeptFiguresRecounted } from "./support/kept-figures-recount";
import { newRefundKey, paidDeliveredOrder as paidOrder, postRefund } from "./support/order-refunds";
import { movementsOf, sizesOffTheirMovements } from "./support/stock-movements";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
afterEach(async () => {
  expect(await sizesOffTheirMovements(database)).toEqual([]);
  await expectKeptFiguresRecounted(database.db);
});

const paidDeliveredOrder = (options?: Parameters<typeof paidOrder>[1]) =>
  paidOrder(database, options);
const post = (fields: Record<string, string>) => postRefund(database, fields);

async function orderMoney(orderId: string) {
  const [row] = await database.db
    .select({
      paymentStatus: order.paymentStatus,
      amountPaid: order.amountPaid,
      amountRefunded: order.amountRefunded,
    })
    .from(order)
    .where(eq(order.id, orderId));
  return row;
}

const levelOf = async (sizeId: string) =>
  (
    await database.db
      .select({ level: productSize.stockLevel, inStock: productSize.inStock })
      .from(productSize)
      .where(eq(productSize.id, sizeId))
  )[0];

/** How many return and refund rows order `orderId` has. */
async function writtenFor(orderId: string) {
  const [[refunds], [returns]] = await Promise.all([
    database.db.select({ n: count() }).from(orderRefund).where(eq(orderRefund.orderId, orderId)),
    database.db.select({ n: count() }).from(orderReturn).where(eq(orderReturn.orderId, orderId)),
  ]);
  return { refunds: refunds!.n, returns: returns!.n };
}

describe(`Returns and refunds on ${testDatabaseKind} (decision 076)`, () => {
  test("a part return and refund: stock back for one line, none for the damaged one, the order part-refunded, the customer told", async () => {
    const placed = await paidDeliveredOrder();
    const before = await database.db
      .select({ refunded: dailySales.refunded })
      .from(dailySales)
      .where(eq(dailySales.day, nairobiDay(new Date())));
    const answer = await post({
      orderId: placed.orderId,
      idempotencyKey: newRefundKey(),
      [`return-${placed.amberItem}`]: "1",
      [`condition-${placed.amberItem}`]: "restocked",
      [`return-${placed.oudItem}`]: "1",
      [`condition-${placed.oudItem}`]: "damaged",
      amount: "6,500",
      way: "mpesa_reversal",
      reference: "qwe1rt2yu3",
      note: "Customer changed her mind",
    });
    expect(answer).toEqual({
      ok: true,
      notice: `Return and refund recorded for order ${placed.orderId}.`,
    });
    expect(await orderMoney(placed.orderId)).toEqual({
      paymentStatus: "part_refunded",
      amountPaid: 9000,
      amountRefunded: 6500,
    });
    expect(await levelOf(placed.amberSize)).toEqual({ level: 6, inStock: true });
    expect(await levelOf(placed.oudSize)).toEqual({ level: 0, inStock: false });
    const [movement] = (await movementsOf(database, placed.amberSize)).slice(-1);
    expect(movement).toMatchObject({
      reason: "returned",
      delta: 1,
      levelAfter: 6,
      who: "Amina Wanjiru",
      reference: placed.orderId,
    });

    const timeline = (await readPaymentTimeline(database.db, placed.orderId)).map((e) => e.message);
    expect(timeline.slice(-2)).toEqual([
      "Returned 1 × Amber Veil — 50ml (back to stock), 1 × Oud Nuit — 100ml (damaged)",
      "Refunded KSh 6,500 by M-PESA reversal: Customer changed her mind",
    ]);
    const trail = await database.db
      .select({ kind: activity.kind, actor: activity.actorName, summary: activity.summary })
      .from(activity)
      .where(eq(activity.subjectId, placed.orderId))
      .orderBy(asc(activity.id));
    expect(trail.slice(-2)).toEqual([
      {
        kind: "order.returned",
        actor: "Amina Wanjiru",
        summary: `${placed.orderId}: returned 1 × Amber Veil — 50ml (back to stock), 1 × Oud Nuit — 100ml (damaged)`,
      },
      {
        kind: "order.refunded",
        actor: "Amina Wanjiru",
        summary: `${placed.orderId}: refunded KSh 6,500 by M-PESA reversal QWE1RT2YU3`,
      },
    ]);
    const sms = await database.db
      .select({ kind: smsOutbox.kind, recipient: smsOutbox.recipient, message: smsOutbox.message })
      .from(smsOutbox)
      .where(eq(smsOutbox.orderId, placed.orderId));
    expect(sms).toContainEqual({
      kind: "order_refunded",
      recipient: "+254712345678",
      message: expect.stringMatching(
        new RegExp(
          `^Loris: we refunded KSh 6,500 for order ${placed.orderId} by M-PESA reversal QWE1RT2YU3\\. Questions\\? Call `,
        ),
      ),
    });
    const mails = await database.db
      .select({ recipient: mailOutbox.recipient, payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "order-refund"));
    expect(
      mails.filter((m) => (m.payload as { order_id: string }).order_id === placed.orderId),
    ).toEqual([
      {
        recipient: "wanjiru@example.co.ke",
        payload: { order_id: placed.orderId, refund_id: expect.any(Number) },
      },
    ]);
    const [after] = await database.db
      .select({ refunded: dailySales.refunded })
      .from(dailySales)
      .where(eq(dailySales.day, nairobiDay(new Date())));
    expect(after!.refunded - (before[0]?.refunded ?? 0)).toBe(6500);

    // What the order's details offer next: each line's returned units.
    const lines = (await itemsOfOrders(database.db, [placed.orderId])).get(placed.orderId);
    expect(lines?.map(({ id, quantity, returned }) => ({ id, quantity, returned }))).toEqual([
      { id: placed.amberItem, quantity: 2, returned: 1 },
      { id: placed.oudItem, quantity: 1, returned: 1 },
    ]);

    // The rest refunded in cash: the order reads refunded.
    expect(
      await post({
        orderId: placed.orderId,
        idempotencyKey: newRefundKey(),
        amount: "2500",
        way: "cash",
      }),
    ).toMatchObject({ ok: true });
    expect(await orderMoney(placed.orderId)).toMatchObject({
      paymentStatus: "refunded",
      amountRefunded: 9000,
    });
  });

  test("the form sent twice records one return and one refund", async () => {
    const placed = await paidDeliveredOrder();
    const fields = {
      orderId: placed.orderId,
      idempotencyKey: newRefundKey(),
      [`return-${placed.amberItem}`]: "1",
      [`condition-${placed.amberItem}`]: "restocked",
      amount: "2500",
      way: "cash",
    };
    expect(await post(fields)).toMatchObject({ ok: true });
    expect(await post(fields)).toMatchObject({ ok: true });
    expect(await writtenFor(placed.orderId)).toEqual({ refunds: 1, returns: 1 });
    expect(await levelOf(placed.amberSize)).toMatchObject({ level: 6 });
    expect(await orderMoney(placed.orderId)).toMatchObject({ amountRefunded: 2500 });
  });

  test.each([
    [
      { amount: "9001", way: "cash" },
      409,
      "A refund cannot exceed what was received: at most KSh 9,000 is left to refund on this order.",
    ],
    [
      { "return-ITEM": "3", "condition-ITEM": "restocked" },
      409,
      "Only 2 of Amber Veil — 50ml can be returned: the rest were not sold on this order or are already returned.",
    ],
    [
      { "return-ITEM": "-1", "condition-ITEM": "restocked" },
      400,
      "Enter the units returned as a whole number from 0 to 99.",
    ],
    [
      { "return-ITEM": "1" },
      400,
      "Choose whether the returned units go back to stock or are damaged.",
    ],
    [
      { amount: "500", way: "mpesa_b2c" },
      400,
      "Enter the M-PESA transaction code of the refund: 10 letters and digits, such as QWE1RT2YU3.",
    ],
    [{ amount: "500", way: "other" }, 400, "Say in the note how the money went back."],
    [
      { amount: "500", way: "cash", note: "a\u0000b" },
      400,
      "Write the note in at most 500 characters, without control characters.",
    ],
    [
      { amount: "1000000000", way: "cash" },
      400,
      "Enter the amount refunded in whole shillings, from KSh 0 to KSh 10,000,000.",
    ],
    [
      { amount: "500", way: "paypal" },
      400,
      "Choose how the money went back: M-PESA reversal, M-PESA (B2C), cash or other.",
    ],
    [{}, 400, "Choose the units returned or enter an amount refunded."],
    [
      { "return-999999999": "1", "condition-999999999": "restocked" },
      400,
      "This form is out of date: close it and open Return or refund again.",
    ],
  ])("refused with the reason, nothing written: %o", async (fields, status, error) => {
    const placed = await paidDeliveredOrder();
    const named = Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [
        name.replace("ITEM", String(placed.amberItem)),
        value,
      ]),
    );
    expect(
      await post({ orderId: placed.orderId, idempotencyKey: newRefundKey(), ...named }),
    ).toEqual({
      status,
      error,
    });
    expect(await writtenFor(placed.orderId)).toEqual({ refunds: 0, returns: 0 });
    expect(await orderMoney(placed.orderId)).toMatchObject({
      paymentStatus: "paid",
      amountRefunded: 0,
    });
    expect(await levelOf(placed.amberSize)).toMatchObject({ level: 5 });
  });

  test("a return on an order not delivered, an unknown order and a cancelled one are refused", async () => {
    const pending = await paidDeliveredOrder({ status: "pending" });
    expect(
      await post({
        orderId: pending.orderId,
        idempotencyKey: newRefundKey(),
        [`return-${pending.amberItem}`]: "1",
        [`condition-${pending.amberItem}`]: "restocked",
      }),
    ).toEqual({
      status: 409,
      error: "Returns are recorded on delivered orders: mark the order delivered first.",
    });
    expect(
      await post({ orderId: "LOR-1", idempotencyKey: newRefundKey(), amount: "10", way: "cash" }),
    ).toEqual({
      status: 404,
      error: "Order not found",
    });
    await database.db
      .update(order)
      .set({ status: "cancelled" })
      .where(eq(order.id, pending.orderId));
    expect(
      await post({
        orderId: pending.orderId,
        idempotencyKey: newRefundKey(),
        amount: "10",
        way: "cash",
      }),
    ).toEqual({
      status: 409,
      error: "This order is cancelled: its money waits on the Payments page.",
    });
    expect(await writtenFor(pending.orderId)).toEqual({ refunds: 0, returns: 0 });
  });

  test("two staff refunding and returning on one order at once: one goes through, the other is told why, the money and stock add up", async () => {
    const placed = await paidDeliveredOrder();
    const both = await Promise.all(
      [0, 1].map(() =>
        post({
          orderId: placed.orderId,
          idempotencyKey: newRefundKey(),
          [`return-${placed.amberItem}`]: "2",
          [`condition-${placed.amberItem}`]: "restocked",
          amount: "6000",
          way: "cash",
        }),
      ),
    );
    expect(both.filter((answer) => answer.ok)).toHaveLength(1);
    expect(both.find((answer) => !answer.ok)).toEqual({
      status: 409,
      error:
        "A refund cannot exceed what was received: at most KSh 3,000 is left to refund on this order.",
    });
    expect(await writtenFor(placed.orderId)).toEqual({ refunds: 1, returns: 1 });
    expect(await orderMoney(placed.orderId)).toMatchObject({
      paymentStatus: "part_refunded",
      amountRefunded: 6000,
    });
    expect(await levelOf(placed.amberSize)).toMatchObject({ level: 7 });
  });
});
