import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action, loader } from "#app/routes/admin/orders/items.tsx";
import { parseCheckout, type CheckoutInput } from "#contracts/checkout.ts";
import { orderItemsTexts, staffOrderTexts } from "#contracts/staff-order.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order, orderItem } from "#server/db/order-schema.ts";
import { paymentEvent } from "#server/db/payment-schema.ts";
import { productSize } from "#server/db/schema.ts";
import { placeOrder } from "#server/orders/order-placement.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { insertProducts, sizeIdOf } from "./support/factories";
import { placeOrderOptions } from "./support/order-factories";
import { adminRouteContext } from "./support/route-context";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 046: staff change a WhatsApp order's items in its chat, before they confirm it.

let database: DatabaseHandle;
const base = "https://loris.example/admin/orders/items";

beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [
    {
      id: "oud",
      name: "Oud Royale",
      sizes: [
        { label: "30ml", price: 4000, stockLevel: 5 },
        { label: "100ml", price: 9500, stockLevel: 10 },
      ],
    },
  ]);
});
afterAll(() => database.close());

const line = (position: number) => `oud~${sizeIdOf("oud", position)}`;

/** An order of two 100ml, delivered elsewhere (KSh 300), on WhatsApp unless told otherwise. */
async function place(overrides: Partial<CheckoutInput> = {}) {
  const parsed = parseCheckout({
    idempotencyKey: `key_${randomBytes(12).toString("hex")}`,
    orderMethod: "whatsapp",
    items: [{ id: "oud", sizeId: sizeIdOf("oud", 1), quantity: 2 }],
    fullName: "Wanjiku Mwangi",
    phone: "0722 333 444",
    deliveryArea: "elsewhere",
    city: "Nakuru",
  });
  if ("error" in parsed) throw new Error(parsed.error);
  const input = { ...parsed.input, ...overrides };
  return (await placeOrder(database.db, input, placeOrderOptions)).orderId;
}

/** GET /admin/orders/items?… as the page's buttons send it. */
function openItems(params: [string, string][]) {
  const url = new URL(`${base}?${new URLSearchParams(params)}`);
  const context = adminRouteContext(database);
  return loader({
    request: new Request(url),
    url,
    context,
    params: {},
    pattern: "/admin/orders/items",
  });
}

/** POST /admin/orders/items: Save items. Resolves to where it went. */
async function saveItems(params: [string, string][]) {
  const request = new Request(base, { method: "POST", body: new URLSearchParams(params) });
  const url = new URL(request.url);
  const context = adminRouteContext(database);
  const answer = (await action({
    request,
    url,
    context,
    params: {},
    pattern: "/admin/orders/items",
  })) as Response;
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get("location")!, url);
}

const levels = async () => {
  const rows = await database.db
    .select({ level: productSize.stockLevel })
    .from(productSize)
    .where(eq(productSize.productId, "oud"))
    .orderBy(asc(productSize.position));
  return rows.map((row) => row.level);
};

const itemsOf = (orderId: string) =>
  database.db
    .select({
      sizeLabel: orderItem.sizeLabel,
      quantity: orderItem.quantity,
      price: orderItem.price,
    })
    .from(orderItem)
    .where(eq(orderItem.orderId, orderId))
    .orderBy(asc(orderItem.id));

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
      { sizeLabel: "100ml", quantity: 1, price: 9500 },
      { sizeLabel: "30ml", quantity: 2, price: 4000 },
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
    expect(await itemsOf(orderId)).toEqual([{ sizeLabel: "100ml", quantity: 2, price: 9500 }]);
    expect(await levels()).toEqual(before);

    const negative = await saveItems([
      ["orderId", orderId],
      ["line", line(0)],
      ["quantity", "-1"],
    ]);
    expect(negative.searchParams.get("error")).toBe(staffOrderTexts.quantity);
    expect(negative.searchParams.getAll("quantity")).toEqual(["-1"]);
    expect(await itemsOf(orderId)).toEqual([{ sizeLabel: "100ml", quantity: 2, price: 9500 }]);

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
