import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { CheckoutInput } from "#contracts/checkout.ts";
import { orderItemsTexts, staffOrderTexts } from "#contracts/staff-order.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { paymentEvent } from "#server/db/payment-schema.ts";
import { productSize } from "#server/db/schema.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { insertProducts, sizeIdOf } from "./support/factories";
import {
  openItems as openPage,
  placeWhatsappOrder,
  saveItems as saveDraft,
  itemsOfOrder,
  twoSizePerfume,
} from "./support/order-items-page";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 046: staff change a WhatsApp order's items in its chat, before they confirm it.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [twoSizePerfume("oud", "Oud Royale", [5, 10])]);
});
afterAll(() => database.close());

const line = (position: number) => `oud~${sizeIdOf("oud", position)}`;

/** An order of two 100ml, delivered elsewhere (KSh 300), on WhatsApp unless told otherwise. */
const place = (overrides: Partial<CheckoutInput> = {}) =>
  placeWhatsappOrder(database, { id: "oud", sizeId: sizeIdOf("oud", 1) }, overrides);
const openItems = (params: [string, string][]) => openPage(database, params);
const saveItems = (params: [string, string][]) => saveDraft(database, params);

const levels = async () => {
  const rows = await database.db
    .select({ level: productSize.stockLevel })
    .from(productSize)
    .where(eq(productSize.productId, "oud"))
    .orderBy(asc(productSize.position));
  return rows.map((row) => row.level);
};

const itemsOf = (orderId: string) => itemsOfOrder(database, orderId);

describe(`changing a WhatsApp order's items on ${testDatabaseKind}`, () => {
  test("opens on the order's items, then follows the draft in the URL", async () => {
    const orderId = await place();
    const opened = await openItems([["orderId", orderId]]);
    expect(opened.refusal).toBeNull();
    expect(opened.lines.map((item) => [item.sizeLabel, item.quantity])).toEqual([["100ml", 2]]);
    expect(opened.totals).toMatchObject({ subtotal: 19_000, shipping: 300, total: 19_300 });
    const drafted = await openItems([
      ["orderId", orderId],
      ["draft", "1"],
      ["line", line(1)],
      ["quantity", "1"],
      ["add", line(0)],
    ]);
    expect(drafted.lines.map((item) => [item.sizeLabel, item.quantity])).toEqual([
      ["100ml", 1],
      ["30ml", 1],
    ]);
    expect(drafted.totals).toMatchObject({ subtotal: 13_500, shipping: 300, total: 13_800 });
  });

  test("Save items: the stock, the totals and the timeline follow; the delivery fee stays", async () => {
    const orderId = await place();
    const before = await levels();
    const went = await saveItems([
      ["orderId", orderId],
      ["line", line(1)],
      ["quantity", "1"],
      ["line", line(0)],
      ["quantity", "2"],
    ]);
    expect(went.pathname + went.search).toBe(`/admin/orders?search=${orderId}`);
    expect(await itemsOf(orderId)).toEqual([
      { sizeLabel: "100ml", quantity: 1, price: 9500, cataloguePrice: null },
      { sizeLabel: "30ml", quantity: 2, price: 4000, cataloguePrice: null },
    ]);
    const [row] = await database.db.select().from(order).where(eq(order.id, orderId));
    expect(row).toMatchObject({
      status: "pending",
      subtotal: 17_500,
      shipping: 300,
      total: 17_800,
      paymentStatus: "unpaid",
    });
    expect(await levels()).toEqual([before[0]! - 2, before[1]! + 1]);
    const events = await database.db
      .select({
        actor: paymentEvent.actor,
        message: paymentEvent.message,
        amount: paymentEvent.amount,
      })
      .from(paymentEvent)
      .where(eq(paymentEvent.orderId, orderId));
    expect(events).toEqual([
      {
        actor: "Amina Wanjiru",
        message:
          "Items changed in the chat (was KSh 19,300): 1 × Oud Royale — 100ml, 2 × Oud Royale — 30ml",
        amount: 17_800,
      },
    ]);
  });

  test("refused, changing nothing: short stock, no lines, a confirmed or website order", async () => {
    const orderId = await place();
    const before = await levels();
    const short = await saveItems([
      ["orderId", orderId],
      ["line", line(0)],
      ["quantity", "50"],
    ]);
    expect(short.pathname).toBe("/admin/orders/items");
    expect(short.searchParams.get("error")).toMatch(
      /^Sorry, not enough stock for: Oud Royale — 30ml/,
    );
    expect(short.searchParams.getAll("line")).toEqual([line(0)]);
    expect(await itemsOf(orderId)).toEqual([
      { sizeLabel: "100ml", quantity: 2, price: 9500, cataloguePrice: null },
    ]);
    expect(await levels()).toEqual(before);

    const negative = await saveItems([
      ["orderId", orderId],
      ["line", line(0)],
      ["quantity", "-1"],
    ]);
    expect(negative.searchParams.get("error")).toBe(staffOrderTexts.quantity);
    expect(negative.searchParams.getAll("quantity")).toEqual(["-1"]);
    expect(await itemsOf(orderId)).toEqual([
      { sizeLabel: "100ml", quantity: 2, price: 9500, cataloguePrice: null },
    ]);

    const empty = await saveItems([["orderId", orderId]]);
    expect(empty.searchParams.get("error")).toBe("Add at least one product to the order.");

    await setOrderStatus(database.db, [orderId], "confirmed");
    const confirmed = await saveItems([
      ["orderId", orderId],
      ["line", line(0)],
      ["quantity", "1"],
    ]);
    expect(confirmed.searchParams.get("error")).toBe(orderItemsTexts.notEditable);
    expect((await openItems([["orderId", orderId]])).refusal).toBe(orderItemsTexts.notEditable);

    const website = await place({
      orderMethod: "website",
      email: "w@example.co.ke",
      address: "Moi Avenue 3",
    });
    const refused = await saveItems([
      ["orderId", website],
      ["line", line(0)],
      ["quantity", "1"],
    ]);
    expect(refused.searchParams.get("error")).toBe(orderItemsTexts.notEditable);
    await expect(openItems([["orderId", "LOR-0"]])).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
