import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { smsOutbox } from "#server/db/sms-schema.ts";
import { subscribeOrderChanges, type OrderChange } from "#server/live/order-changes.ts";
import { orderTrackingUrl } from "#server/orders/order-access-token.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { recordDoorPayment } from "#server/payments/ledger/door-payment.ts";
import { createSmsTransport } from "#server/sms/sms-transport.ts";
import {
  customerPhone,
  orderLinks,
  shopAlertPhone,
  smsWorkerShop,
  waitOptions,
} from "./support/sms-worker-shop";
import { testDatabaseKind } from "./support/test-database";

const shop = smsWorkerShop();
const { place, startWorker, rowsOf, received } = shop;

describe(`order SMS on ${testDatabaseKind}`, () => {
  test("the shop hears of the order; the customer of confirmed, paid, shipped and delivered, once each, through Africa's Talking", async () => {
    const orderId = await place();
    await setOrderStatus(shop.database.db, [orderId], "confirmed");
    await setOrderStatus(shop.database.db, [orderId], "confirmed");
    await recordDoorPayment(shop.database.db, {
      orderId,
      method: "cash",
      amount: 13_000,
      takenBy: "Rider Ken",
      staffName: "Staff",
    });
    await setOrderStatus(shop.database.db, [orderId], "shipped");
    await setOrderStatus(shop.database.db, [orderId], "delivered");
    startWorker();

    await vi.waitFor(
      async () => expect((await rowsOf(orderId)).every((row) => row.status === "sent")).toBe(true),
      waitOptions,
    );
    // Each message to the customer carries the order's tracking link (decision 079).
    const link = orderTrackingUrl(orderLinks.publicUrl, orderId, orderLinks.secret);
    expect(received(customerPhone).filter((sms) => sms.message.includes(orderId))).toEqual(
      [
        {
          to: customerPhone,
          from: "LORIS",
          message: `Loris: your order ${orderId} is confirmed. Total KSh 13,000. ${link}`,
        },
        {
          to: customerPhone,
          from: "LORIS",
          message: `Loris: we received KSh 13,000 for order ${orderId}. Thank you! ${link}`,
        },
        {
          to: customerPhone,
          from: "LORIS",
          message: `Loris: your order ${orderId} is on its way to you. ${link} Questions? Call 0700 123 456`,
        },
        {
          to: customerPhone,
          from: "LORIS",
          message: `Loris: your order ${orderId} has been delivered. Thank you! ${link}`,
        },
      ].map((sms) => expect.objectContaining(sms)),
    );
    expect(received(shopAlertPhone).map((sms) => sms.message)).toContain(
      `Loris new order ${orderId}: KSh 13,000, 2 items, website. 0722 333 444 Amina Otieno`,
    );
    const rows = await rowsOf(orderId);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ["new_order_alert", "sent"],
      ["order_confirmed", "sent"],
      ["order_paid", "sent"],
      ["order_shipped", "sent"],
      ["order_delivered", "sent"],
    ]);
    expect(rows.every((row) => row.gatewayMessageId?.startsWith("ATXid_"))).toBe(true);
  });

  test("an SMS sent about an order announces the order, so a page showing its messages shows Sent", async () => {
    const orderId = await place();
    const changes: OrderChange[] = [];
    const stop = await subscribeOrderChanges(shop.database.listen, (change) =>
      changes.push(change),
    );
    try {
      startWorker();
      await vi.waitFor(
        async () => expect((await rowsOf(orderId)).map((row) => row.status)).toEqual(["sent"]),
        waitOptions,
      );
      await vi.waitFor(
        () =>
          expect(changes).toContainEqual({
            orderId,
            userId: null,
            status: "pending",
            messagesOnly: true,
          }),
        waitOptions,
      );
    } finally {
      stop();
    }
  });

  test("a gateway error is retried with backoff and shows on the row meanwhile", async () => {
    const orderId = await place();
    shop.simulator.failNext(1, 500);
    const worker = startWorker();
    await vi.waitFor(
      async () =>
        expect((await rowsOf(orderId))[0]).toMatchObject({ status: "queued", attempts: 1 }),
      waitOptions,
    );
    const [failed] = await rowsOf(orderId);
    expect(failed).toMatchObject({ attempts: 1, lastError: "Africa's Talking answered HTTP 500" });
    const [wait] = await shop.database.db
      .select({
        seconds: sql<number>`extract(epoch from ${smsOutbox.nextAttemptAt} - now())`.mapWith(
          Number,
        ),
      })
      .from(smsOutbox)
      .where(eq(smsOutbox.id, failed!.id));
    expect(wait!.seconds).toBeGreaterThan(20);
    // Its backoff over:
    await shop.database.db
      .update(smsOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(smsOutbox.id, failed!.id));
    worker.kick();
    await vi.waitFor(
      async () => expect((await rowsOf(orderId))[0]).toMatchObject({ status: "sent", attempts: 2 }),
      waitOptions,
    );
    expect(received(shopAlertPhone).filter((sms) => sms.message.includes(orderId))).toHaveLength(1);
  });

  test("an SMS its process left sending is marked unconfirmed, never sent again by itself", async () => {
    const orderId = await place();
    await shop.database.db
      .update(smsOutbox)
      .set({ status: "sending", attempts: 1, nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(smsOutbox.orderId, orderId));
    startWorker();
    await vi.waitFor(
      async () => expect((await rowsOf(orderId))[0]?.status).toBe("unconfirmed"),
      waitOptions,
    );
    expect(received(shopAlertPhone).filter((sms) => sms.message.includes(orderId))).toEqual([]);
  });

  test("without Africa's Talking, each SMS is a file in DATA_DIR/sms-outbox", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "loris-sms-"));
    try {
      const orderId = await place();
      startWorker(createSmsTransport({ africasTalking: undefined, dataDir }));
      await vi.waitFor(
        async () => expect((await rowsOf(orderId))[0]?.status).toBe("sent"),
        waitOptions,
      );
      const [row] = await rowsOf(orderId);
      const file = path.join(dataDir, "sms-outbox", row!.gatewayMessageId!);
      expect(await readdir(path.join(dataDir, "sms-outbox"))).toContain(row!.gatewayMessageId);
      expect(await readFile(file, "utf8")).toBe(`To: ${shopAlertPhone}\n\n${row!.message}\n`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
