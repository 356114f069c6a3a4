import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loader as ordersLoader } from "#app/routes/orders.tsx";
import { loader as orderSuccessLoader } from "#app/routes/order-success.tsx";
import { loader as orderSuccessStreamLoader } from "#app/routes/order-success-stream.ts";
import { loader as orderStreamLoader } from "#app/routes/orders-stream.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { subscribeOrderChanges, type OrderChange } from "#server/live/order-changes.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { submitPaymentCode } from "#server/payments/ledger/manual-payment.ts";
import { websiteOrder } from "./support/checkout-forms";
import { eventReader } from "./support/event-reader";
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

/** A stream route's loader: /orders/stream, /order-success/stream or /admin/orders/stream. */
type StreamLoader = (args: ReturnType<typeof routeArgs>) => Promise<Response> | Response;

/** Opens the stream at `path` as `browser`; reads its events one at a time. */
async function openStream(
  browser: Browser,
  path = "/orders/stream",
  loader: StreamLoader = orderStreamLoader,
) {
  const aborter = new AbortController();
  const request = browser.request(path, { signal: aborter.signal });
  const response = await loader(routeArgs(database, request, new URL(request.url).pathname));
  const readUntil = eventReader(response);
  return {
    response,
    /** The stream's first event, whatever its name. */
    async firstEvent(): Promise<{ event: string; data: unknown }> {
      const [, event, data] = await readUntil(/event: (\w+)\ndata: (.*)\n\n/);
      return { event: event!, data: JSON.parse(data!) };
    },
    /** The next 'order' event's data. */
    async nextOrderEvent(): Promise<OrderChange> {
      const [, data] = await readUntil(/event: order\ndata: (.*)\n\n/);
      return JSON.parse(data!) as OrderChange;
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

  test("/orders/stream first sends the version My Orders was read at, and a newer one after a change made before it opened", async () => {
    const customer = await signedInBrowser(database);
    const orderId = await placeOrderFrom(database, customer, [{ id: "amber", quantity: 1 }]);
    const loadOrders = () =>
      ordersLoader(routeArgs(database, customer.request("/orders"), "/orders"));
    const rendered = await loadOrders();
    const first = await openStream(customer);
    expect(await first.firstEvent()).toEqual({ event: "version", data: rendered.version });
    first.close();

    // Shipped after the page was rendered, before its stream opened: no 'order' event tells.
    await setOrderStatus(database.db, [orderId], "shipped");
    const second = await openStream(customer);
    const { data: version } = await second.firstEvent();
    expect(version).not.toBe(rendered.version);
    const reloaded = await loadOrders();
    expect(reloaded.version).toBe(version);
    expect(reloaded.orders[0]).toMatchObject({ id: orderId, status: "shipped" });
    second.close();
  });

  test("/order-success/stream first sends the order's version, which a payment made before it opened moves, even at the same clock reading", async () => {
    const customer = await signedInBrowser(database);
    // A website order: a WhatsApp order is paid as agreed in its chat (contracts/payable-order.ts).
    const orderId = await placeOrderFrom(
      database,
      customer,
      [{ id: "amber", quantity: 1 }],
      websiteOrder(),
    );
    const path = `/order-success?orderId=${orderId}`;
    const loadPage = () =>
      orderSuccessLoader(routeArgs(database, customer.request(path), "/order-success"));
    const openOrderStream = () =>
      openStream(customer, `/order-success/stream?orderId=${orderId}`, orderSuccessStreamLoader);
    const rendered = await loadPage();
    const first = await openOrderStream();
    expect(await first.firstEvent()).toEqual({ event: "version", data: rendered.order.updatedAt });
    first.close();

    // The shopper sends an M-PESA code stamped with the very time the order was last changed.
    await submitPaymentCode(database.db, orderId, "QWE1234567", new Date(rendered.order.updatedAt));
    const second = await openOrderStream();
    const { data: version } = await second.firstEvent();
    expect(version).not.toBe(rendered.order.updatedAt);
    const reloaded = await loadPage();
    expect(reloaded.order).toMatchObject({ paymentStatus: "awaiting_payment", updatedAt: version });
    second.close();
  });
});
