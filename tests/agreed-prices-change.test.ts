import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { vatIncluded } from "#contracts/money.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { paymentEvent } from "#server/db/payment-schema.ts";
import { changeOrderItems } from "#server/orders/order-items-change.ts";
import { insertProducts, sizeIdOf } from "./support/factories";
import {
  itemsOfOrder,
  openItems,
  placeWhatsappOrder,
  saveItems as saveDraft,
  twoSizePerfume,
} from "./support/order-items-page";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 070: Change items agrees prices in a WhatsApp order's chat and keeps what it does
// not touch, with who agreed it and when.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [twoSizePerfume("rose", "Rose Oud")]);
});
afterAll(() => database.close());

const line = (position: number) => `rose~${sizeIdOf("rose", position)}`;

/** A shopper's WhatsApp order of two 100ml delivered elsewhere (KSh 300): its id. */
const place = () => placeWhatsappOrder(database, { id: "rose", sizeId: sizeIdOf("rose", 1) });
const saveItems = (params: [string, string][]) => saveDraft(database, params);

const orderOf = async (orderId: string) =>
  (await database.db.select().from(order).where(eq(order.id, orderId)))[0]!;

const itemsOf = (orderId: string) => itemsOfOrder(database, orderId);

/** The 100ml at KSh 9,000 and `discount` (KSh 300) off the order, agreed in the chat. */
const agreedInChat = (orderId: string, discount = "300"): [string, string][] => [
  ["orderId", orderId],
  ["line", line(1)],
  ["quantity", "2"],
  ["agreedPrice", "9000"],
  ["agreedDiscount", discount],
  ["agreedReason", "Second order this month"],
];

describe(`agreed prices on Change items on ${testDatabaseKind}`, () => {
  test("staff agree a lower price and a discount: charged as agreed, named on the order and in its timeline", async () => {
    const orderId = await place();
    expect((await saveItems(agreedInChat(orderId))).pathname).toBe("/admin/orders");
    expect(await itemsOf(orderId)).toEqual([
      { sizeLabel: "100ml", quantity: 2, price: 9000, cataloguePrice: 9500 },
    ]);
    expect(await orderOf(orderId)).toMatchObject({
      subtotal: 18_000,
      agreedDiscount: 300,
      shipping: 300,
      tax: vatIncluded(17_700),
      total: 18_000,
      agreedReason: "Second order this month",
      agreedBy: "Amina Wanjiru",
    });
    const messages = await database.db
      .select({ message: paymentEvent.message })
      .from(paymentEvent)
      .where(eq(paymentEvent.orderId, orderId))
      .orderBy(asc(paymentEvent.id));
    expect(messages.map((row) => row.message)).toEqual([
      "Items changed in the chat (was KSh 19,300): 2 × Rose Oud — 100ml",
      "Agreed with the customer: Rose Oud — 100ml at KSh 9,000 (catalogue KSh 9,500); KSh 300 off the order. Reason: Second order this month",
    ]);
  });

  test("the page opens on the agreed prices; a change that does not touch them keeps them, with who and when", async () => {
    const orderId = await place();
    await saveItems(agreedInChat(orderId));
    const agreedAt = (await orderOf(orderId)).agreedAt;
    const opened = await openItems(database, [["orderId", orderId]]);
    expect(opened.lines.map((item) => [item.sizeLabel, item.agreedPrice])).toEqual([
      ["100ml", 9000],
    ]);
    expect(opened.agreed).toEqual({ discount: "300", reason: "Second order this month" });
    expect(opened.totals).toMatchObject({ subtotal: 18_000, agreedDiscount: 300, total: 18_000 });

    // Another staff member adds a 30ml, saying nothing of the agreed price or discount.
    await changeOrderItems(database.db, {
      orderId,
      lines: [
        { productId: "rose", sizeId: sizeIdOf("rose", 1), quantity: 2 },
        { productId: "rose", sizeId: sizeIdOf("rose", 0), quantity: 1 },
      ],
      staffName: "Baraka Otieno",
      capPercent: 15,
    });
    expect(await itemsOf(orderId)).toEqual([
      { sizeLabel: "100ml", quantity: 2, price: 9000, cataloguePrice: 9500 },
      { sizeLabel: "30ml", quantity: 1, price: 4000, cataloguePrice: null },
    ]);
    expect(await orderOf(orderId)).toMatchObject({
      subtotal: 22_000,
      agreedDiscount: 300,
      total: 22_000,
      agreedReason: "Second order this month",
      agreedBy: "Amina Wanjiru",
      agreedAt,
    });
  });

  test("emptying the agreed price and discount sells at the catalogue again; the timeline says so", async () => {
    const orderId = await place();
    await saveItems(agreedInChat(orderId));
    await saveItems([
      ["orderId", orderId],
      ["line", line(1)],
      ["quantity", "2"],
      ["agreedPrice", ""],
      ["agreedDiscount", ""],
      ["agreedReason", "Second order this month"],
    ]);
    expect(await itemsOf(orderId)).toEqual([
      { sizeLabel: "100ml", quantity: 2, price: 9500, cataloguePrice: null },
    ]);
    expect(await orderOf(orderId)).toMatchObject({
      subtotal: 19_000,
      agreedDiscount: 0,
      total: 19_300,
      agreedReason: null,
      agreedBy: null,
      agreedAt: null,
    });
    const [last] = await database.db
      .select({ message: paymentEvent.message })
      .from(paymentEvent)
      .where(eq(paymentEvent.orderId, orderId))
      .orderBy(asc(paymentEvent.id))
      .offset(3);
    expect(last?.message).toBe("Agreed prices removed: the items are at their catalogue prices.");
  });

  test("fewer items can push a kept discount past the cap: refused, nothing changes", async () => {
    const orderId = await place();
    await saveItems(agreedInChat(orderId, "1000"));
    const back = await saveItems([
      ["orderId", orderId],
      ["line", line(0)],
      ["quantity", "1"],
      ["agreedPrice", ""],
    ]);
    expect(back.pathname).toBe("/admin/orders/items");
    expect(back.searchParams.get("error")).toBe(
      "At most 15% off: KSh 600 is the most you can take off this order.",
    );
    expect(back.searchParams.get("agreedDiscount")).toBeNull();
    expect(await itemsOf(orderId)).toEqual([
      { sizeLabel: "100ml", quantity: 2, price: 9000, cataloguePrice: 9500 },
    ]);
  });
});
