import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseCheckout, type CheckoutInput } from "#contracts/checkout.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { subscribeOrderChanges, type OrderChange } from "#server/live/order-changes.ts";
import { placeOrder } from "#server/orders/order-placement.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { cancelUnconfirmedWhatsappOrders } from "#server/orders/whatsapp-hold.ts";
import { recordPayment } from "#server/payments/ledger/order-balance.ts";
import { insertProducts } from "./support/factories";
import { placeOrderOptions } from "./support/order-factories";
import { stockOf as stockColumns } from "./support/stock-columns";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const holdHours = 24;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** Places an order through the checkout's domain function as if at `placedAt`. */
async function placeAt(
  placedAt: Date,
  items: CheckoutInput["items"],
  orderMethod: CheckoutInput["orderMethod"] = "whatsapp",
): Promise<string> {
  const parsed = parseCheckout({
    idempotencyKey: `key_${randomBytes(12).toString("hex")}`,
    orderMethod,
    items,
    deliveryArea: "nairobi",
    ...(orderMethod === "website"
      ? {
          fullName: "Wanjiru Kamau",
          email: "wanjiru@example.co.ke",
          phone: "0712345678",
          address: "Ngong Road 12",
        }
      : {}),
  });
  if ("error" in parsed) throw new Error(parsed.error);
  const placed = await placeOrder(database.db, parsed.input, {
    ...placeOrderOptions,
    now: placedAt,
  });
  return placed.orderId;
}

async function statusOf(orderId: string) {
  const [row] = await database.db
    .select({ status: order.status, updatedAt: order.updatedAt })
    .from(order)
    .where(eq(order.id, orderId));
  return row;
}

/** The stock columns of `ids`, by id. */
const stockOf = (...ids: string[]) => stockColumns(database.db, ...ids);

describe(`WhatsApp orders wait ${holdHours} hours for their chat on ${testDatabaseKind}`, () => {
  test("a WhatsApp order nobody confirmed within the hold is cancelled and its stock comes back", async () => {
    await insertProducts(database.db, [
      { id: "h-last", name: "Last Drop", stockLevel: 1 },
      { id: "h-cedar", name: "Cedar Night", stockLevel: 10 },
      { id: "h-rose", name: "Rose Dawn", stockLevel: null },
    ]);
    const orderId = await placeAt(hoursAgo(holdHours + 1), [
      { id: "h-last", quantity: 1 },
      { id: "h-cedar", quantity: 3 },
      { id: "h-rose", quantity: 2 },
    ]);
    expect(await stockOf("h-last", "h-cedar")).toEqual({
      "h-last": { stockLevel: 0, inStock: false },
      "h-cedar": { stockLevel: 7, inStock: true },
    });
    const announced: OrderChange[] = [];
    const stop = await subscribeOrderChanges(database.listen, (change) => announced.push(change));

    const now = new Date();
    const cancelled = await cancelUnconfirmedWhatsappOrders(database.db, { holdHours, now });

    expect(cancelled).toEqual([{ orderId, userId: null, status: "cancelled" }]);
    expect(await statusOf(orderId)).toEqual({ status: "cancelled", updatedAt: now });
    expect(await stockOf("h-last", "h-cedar", "h-rose")).toEqual({
      "h-last": { stockLevel: 1, inStock: true },
      "h-cedar": { stockLevel: 10, inStock: true },
      "h-rose": { stockLevel: null, inStock: true },
    });
    // Live lists hear of it (DESIGN §6), as when an admin sets a status.
    await expect.poll(() => announced).toContainEqual(cancelled[0]);
    stop();
  });

  test("a younger WhatsApp order, a website order and a confirmed one are left alone", async () => {
    await insertProducts(database.db, [{ id: "h-musk", name: "White Musk", stockLevel: 20 }]);
    const line = [{ id: "h-musk", quantity: 2 }];
    const younger = await placeAt(hoursAgo(holdHours - 1), line);
    const website = await placeAt(hoursAgo(holdHours * 3), line, "website");
    const confirmed = await placeAt(hoursAgo(holdHours * 2), line);
    await setOrderStatus(database.db, [confirmed], "confirmed", hoursAgo(holdHours + 1));

    const cancelled = await cancelUnconfirmedWhatsappOrders(database.db, { holdHours });

    const cancelledIds = cancelled.map((change) => change.orderId);
    for (const orderId of [younger, website, confirmed])
      expect(cancelledIds).not.toContain(orderId);
    expect((await statusOf(younger))?.status).toBe("pending");
    expect((await statusOf(website))?.status).toBe("pending");
    expect((await statusOf(confirmed))?.status).toBe("confirmed");
    expect(await stockOf("h-musk")).toEqual({ "h-musk": { stockLevel: 14, inStock: true } });
  });

  test("a WhatsApp order paid, or part-paid, past its hold is never cancelled: the money stays counted", async () => {
    await insertProducts(database.db, [{ id: "h-neroli", name: "Neroli", stockLevel: 10 }]);
    const line = [{ id: "h-neroli", quantity: 1 }];
    const paid = await placeAt(hoursAgo(holdHours * 2), line);
    const partPaid = await placeAt(hoursAgo(holdHours * 2), line);
    const now = new Date();
    await database.db.transaction(async (tx) => {
      for (const [orderId, share] of [
        [paid, 1],
        [partPaid, 0.5],
      ] as const) {
        const [row] = await tx
          .select({ total: order.total })
          .from(order)
          .where(eq(order.id, orderId));
        await recordPayment(
          tx,
          {
            method: "mpesa",
            source: "paybill",
            amount: Math.round(row!.total * share),
            receiptNumber: `HLD${randomBytes(4).toString("hex").toUpperCase().slice(0, 7)}`,
            orderId,
            receivedAt: now,
          },
          now,
        );
      }
    });

    const cancelled = await cancelUnconfirmedWhatsappOrders(database.db, { holdHours });

    expect(cancelled.map((change) => change.orderId)).not.toContain(paid);
    expect(cancelled.map((change) => change.orderId)).not.toContain(partPaid);
    expect((await statusOf(paid))?.status).toBe("pending");
    expect((await statusOf(partPaid))?.status).toBe("pending");
    expect(await stockOf("h-neroli")).toEqual({ "h-neroli": { stockLevel: 8, inStock: true } });
  });

  test("the hold is WHATSAPP_HOLD_HOURS: a shorter hold cancels a younger order", async () => {
    await insertProducts(database.db, [{ id: "h-oud", name: "Oud Royale", stockLevel: 5 }]);
    const orderId = await placeAt(hoursAgo(3), [{ id: "h-oud", quantity: 1 }]);

    const idsOf = (changes: OrderChange[]) => changes.map((change) => change.orderId);
    const longer = await cancelUnconfirmedWhatsappOrders(database.db, { holdHours: 4 });
    expect(idsOf(longer)).not.toContain(orderId);
    const shorter = await cancelUnconfirmedWhatsappOrders(database.db, { holdHours: 2 });

    expect(idsOf(shorter)).toContain(orderId);
    expect(await stockOf("h-oud")).toEqual({ "h-oud": { stockLevel: 5, inStock: true } });
  });

  test("running the job twice, or several times at once, returns stock exactly once", async () => {
    await insertProducts(database.db, [
      { id: "h-amber", name: "Amber Veil", stockLevel: 4 },
      { id: "h-vetiver", name: "Vetiver", stockLevel: 3 },
    ]);
    const orderIds = await Promise.all(
      [1, 2, 3].map((n) =>
        placeAt(hoursAgo(holdHours + n), [
          { id: "h-amber", quantity: 1 },
          { id: "h-vetiver", quantity: 1 },
        ]),
      ),
    );
    expect(await stockOf("h-amber", "h-vetiver")).toEqual({
      "h-amber": { stockLevel: 1, inStock: true },
      "h-vetiver": { stockLevel: 0, inStock: false },
    });

    // On PostgreSQL these are concurrent transactions on separate connections.
    const runs = await Promise.all(
      Array.from({ length: 6 }, () => cancelUnconfirmedWhatsappOrders(database.db, { holdHours })),
    );
    const again = await cancelUnconfirmedWhatsappOrders(database.db, { holdHours });

    const cancelledIds = [...runs, again].flat().map((change) => change.orderId);
    expect(cancelledIds.filter((id) => orderIds.includes(id)).sort()).toEqual([...orderIds].sort());
    expect(again).toEqual([]);
    expect(await stockOf("h-amber", "h-vetiver")).toEqual({
      "h-amber": { stockLevel: 4, inStock: true },
      "h-vetiver": { stockLevel: 3, inStock: true },
    });
  });
});
