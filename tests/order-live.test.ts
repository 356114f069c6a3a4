import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loader as ordersLoader } from "#app/routes/orders.tsx";
import { loader as orderStreamLoader } from "#app/routes/orders-stream.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { subscribeOrderChanges, type OrderChange } from "#server/live/order-changes.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { insertProducts } from "./support/factories";
import { placeOrderFrom, routeArgs, signedInBrowser, type Browser } from "./support/shopper";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [{ id: "amber", name: "Amber Veil", price: 3000 }]);
});
afterAll(() => database.close());

/** Resolves with the next order change any connection commits. */
async function nextChange(): Promise<{ change: Promise<OrderChange>; stop: () => void }> {
  let resolve: (change: OrderChange) => void = () => undefined;
  const change = new Promise<OrderChange>((done) => (resolve = done));
  const stop = await subscribeOrderChanges(database.listen, resolve);
  return { change, stop };
}

/** Opens /orders/stream as `browser`; reads its events one at a time. */
async function openStream(browser: Browser) {
  const aborter = new AbortController();
  const request = browser.request("/orders/stream", { signal: aborter.signal });
  const response = await orderStreamLoader(routeArgs(database, request, "/orders/stream"));
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  return {
    response,
    /** The next 'order' event's data. */
    async nextOrderEvent(): Promise<OrderChange> {
      for (;;) {
        const match = /event: order\ndata: (.*)\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1]!) as OrderChange;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("the stream ended");
        buffer += value;
      }
    },
    close: () => aborter.abort(),
  };
}

describe(`live order changes on ${testDatabaseKind} (DESIGN §6)`, () => {
  test("setOrderStatus sets any status, stamps updated_at and skips unknown ids", async () => {
    const customer = await signedInBrowser(database);
    const orderId = await placeOrderFrom(database, customer, [{ id: "amber", quantity: 1 }]);
    const later = new Date(Date.now() + 60_000);
    const { changes } = await setOrderStatus(database.db, [orderId, "LOR-0"], "shipped", later);
    expect(changes).toEqual([expect.objectContaining({ orderId, status: "shipped" })]);
    const [row] = await database.db.select().from(order).where(eq(order.id, orderId));
    expect(row).toMatchObject({ status: "shipped", updatedAt: later });
    await setOrderStatus(database.db, [orderId], "pending");
    const { orders } = await ordersLoader(
      routeArgs(database, customer.request("/orders"), "/orders"),
    );
    expect(orders[0]).toMatchObject({ id: orderId, status: "pending" });
  });

  test("a committed status change reaches a listener with the order's owner", async () => {
    const customer = await signedInBrowser(database);
    const orderId = await placeOrderFrom(database, customer, [{ id: "amber", quantity: 1 }]);
    const { change, stop } = await nextChange();
    await setOrderStatus(database.db, [orderId], "processing");
    expect(await change).toMatchObject({
      orderId,
      status: "processing",
      userId: expect.any(String),
    });
    stop();
  });

  test("a new order is announced as pending", async () => {
    const { change, stop } = await nextChange();
    const orderId = await placeOrderFrom(database, await signedInBrowser(database), [
      { id: "amber", quantity: 1 },
    ]);
    expect(await change).toMatchObject({ orderId, status: "pending" });
    stop();
  });

  test("/orders/stream sends a customer the changes to their own orders only", async () => {
    const customer = await signedInBrowser(database);
    const other = await signedInBrowser(database);
    const mine = await placeOrderFrom(database, customer, [{ id: "amber", quantity: 1 }]);
    const theirs = await placeOrderFrom(database, other, [{ id: "amber", quantity: 1 }]);
    const stream = await openStream(customer);
    expect(stream.response.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    await setOrderStatus(database.db, [theirs], "cancelled");
    await setOrderStatus(database.db, [mine], "shipped");
    expect(await stream.nextOrderEvent()).toMatchObject({ orderId: mine, status: "shipped" });
    stream.close();
  });
});
