import { orderTrackingUrl } from "#server/orders/order-access-token.ts";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { parseCheckout, type CheckoutInput } from "#contracts/checkout.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { smsOptOut, smsOutbox } from "#server/db/sms-schema.ts";
import { placeOrder } from "#server/orders/order-placement.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { subscribeOrderChanges, type OrderChange } from "#server/live/order-changes.ts";
import { recordDoorPayment } from "#server/payments/ledger/door-payment.ts";
import { startSmsWorker } from "#server/sms/sms-worker.ts";
import { createSmsTransport, type SmsTransport } from "#server/sms/sms-transport.ts";
import {
  startSmsSimulator,
  type SmsSimulator,
} from "#scripts/sms-sim/africas-talking-simulator.ts";
import type { KickableJob } from "#server/jobs/repeating-job.ts";
import { insertProducts } from "./support/factories";
import { serveShop } from "./support/served-shop";
import { placeOrderOptions } from "./support/order-factories";
import { recordingLog } from "./support/recording-log";
import { testSettings } from "./support/settings";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

const shopAlertPhone = "+254711000111";
const customerPhone = "+254722333444";
const waitOptions = { timeout: 10_000, interval: 20 };

let database: DatabaseHandle;
let simulator: SmsSimulator;
let workers: KickableJob[] = [];

function checkout(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  const parsed = parseCheckout({
    idempotencyKey: `key_${randomBytes(12).toString("hex")}`,
    orderMethod: "website",
    items: [{ id: "oud", quantity: 2 }],
    fullName: "Amina Otieno",
    email: "amina@example.co.ke",
    phone: customerPhone,
    deliveryArea: "nairobi",
    address: "Kilimani, opposite the mosque",
  });
  if ("error" in parsed) throw new Error(parsed.error);
  return { ...parsed.input, ...overrides };
}

async function place(overrides: Partial<CheckoutInput> = {}) {
  const options = { ...placeOrderOptions, alerts: { phone: shopAlertPhone, emails: [] } };
  const placed = await placeOrder(database.db, checkout(overrides), options);
  return placed.orderId;
}

/** The links the worker's SMS carry: the shop's address and their signing secret. */
const orderLinks = { publicUrl: "https://loris.example", secret: "test-secret" };

function startWorker(transport: SmsTransport = atTransport()) {
  const worker = startSmsWorker({
    db: database.db,
    transport,
    log: recordingLog().log,
    settings: testSettings(database, { SHOP_PHONE: "+254 700 123 456" }),
    orderLinks,
    intervalMs: 60_000,
  });
  workers.push(worker);
  return worker;
}

const atTransport = () =>
  createSmsTransport({
    africasTalking: {
      username: "sandbox",
      apiKey: "test",
      senderId: "LORIS",
      baseUrl: simulator.url,
      callbackSecret: undefined,
    },
    dataDir: "/nonexistent",
  });

const rowsOf = (orderId: string) =>
  database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.orderId, orderId))
    .orderBy(asc(smsOutbox.id));

const received = (to: string) => simulator.messages.filter((sms) => sms.to === to);

beforeAll(async () => {
  database = await openTestDatabase();
  simulator = await startSmsSimulator({ port: 0 });
  await insertProducts(database.db, [
    { id: "oud", name: "Oud Royale", price: 6500, stockLevel: null },
  ]);
});
afterEach(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  workers = [];
});
afterAll(async () => {
  await simulator.close();
  await database.close();
});

describe(`order SMS on ${testDatabaseKind}`, () => {
  beforeEach(() => database.db.delete(smsOptOut));

  test("the shop hears of the order; the customer of confirmed, paid, shipped and delivered, once each, through Africa's Talking", async () => {
    const orderId = await place();
    await setOrderStatus(database.db, [orderId], "confirmed");
    await setOrderStatus(database.db, [orderId], "confirmed");
    await recordDoorPayment(database.db, {
      orderId,
      method: "cash",
      amount: 13_000,
      takenBy: "Rider Ken",
      staffName: "Staff",
    });
    await setOrderStatus(database.db, [orderId], "shipped");
    await setOrderStatus(database.db, [orderId], "delivered");
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
    const stop = await subscribeOrderChanges(database.listen, (change) => changes.push(change));
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
    simulator.failNext(1, 500);
    const worker = startWorker();
    await vi.waitFor(
      async () =>
        expect((await rowsOf(orderId))[0]).toMatchObject({ status: "queued", attempts: 1 }),
      waitOptions,
    );
    const [failed] = await rowsOf(orderId);
    expect(failed).toMatchObject({ attempts: 1, lastError: "Africa's Talking answered HTTP 500" });
    const [wait] = await database.db
      .select({
        seconds: sql<number>`extract(epoch from ${smsOutbox.nextAttemptAt} - now())`.mapWith(
          Number,
        ),
      })
      .from(smsOutbox)
      .where(eq(smsOutbox.id, failed!.id));
    expect(wait!.seconds).toBeGreaterThan(20);
    // Its backoff over:
    await database.db
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

  test("a phone that opted out gets nothing, and the order says why", async () => {
    const phone = "+254733000999";
    await database.db.insert(smsOptOut).values({ phone, source: "reply" });
    const orderId = await place({ phone });
    await setOrderStatus(database.db, [orderId], "confirmed");
    startWorker();
    await vi.waitFor(
      async () => expect((await rowsOf(orderId))[0]?.status).toBe("sent"),
      waitOptions,
    );
    expect((await rowsOf(orderId)).map((row) => [row.kind, row.status])).toEqual([
      ["new_order_alert", "sent"],
      ["order_confirmed", "opted_out"],
    ]);
    expect(received(phone)).toEqual([]);
  });

  test("an SMS its process left sending is marked unconfirmed, never sent again by itself", async () => {
    const orderId = await place();
    await database.db
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

  test("a customer who replies STOP gets no more; the callback needs the shop's secret", async () => {
    const secret = "incoming-secret-0123456789abcdefghij";
    const shop = await serveShop(database, {
      AT_USERNAME: "sandbox",
      AT_API_KEY: "test",
      AT_CALLBACK_SECRET: secret,
    });
    try {
      const phone = "+254744555666";
      const orderId = await place({ phone });
      const wrong = await simulator.sendIncoming({
        from: phone,
        text: "STOP",
        url: `${shop.url}/sms/incoming/not-the-secret-0123456789abcdefghij`,
      });
      expect(wrong).toBe(404);
      const hello = await simulator.sendIncoming({
        from: phone,
        text: "Hello, is my order coming?",
        url: `${shop.url}/sms/incoming/${secret}`,
      });
      expect(hello).toBe(200);
      await setOrderStatus(database.db, [orderId], "confirmed");
      expect((await rowsOf(orderId)).at(-1)?.status).toBe("queued");
      const stop = await simulator.sendIncoming({
        from: phone,
        text: " stop please",
        url: `${shop.url}/sms/incoming/${secret}`,
      });
      expect(stop).toBe(200);
      // Its waiting message is stopped, and later ones are not sent either.
      expect((await rowsOf(orderId)).at(-1)).toMatchObject({
        kind: "order_confirmed",
        status: "opted_out",
      });
      await setOrderStatus(database.db, [orderId], "shipped");
      expect((await rowsOf(orderId)).at(-1)).toMatchObject({
        kind: "order_shipped",
        status: "opted_out",
      });
    } finally {
      await shop.stop();
    }
  });
});
