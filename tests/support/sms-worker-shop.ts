import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll } from "vitest";
import { parseCheckout, type CheckoutInput } from "#contracts/checkout.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { smsOutbox } from "#server/db/sms-schema.ts";
import type { KickableJob } from "#server/jobs/repeating-job.ts";
import { placeOrder } from "#server/orders/order-placement.ts";
import { startSmsWorker } from "#server/sms/sms-worker.ts";
import { createSmsTransport, type SmsTransport } from "#server/sms/sms-transport.ts";
import {
  startSmsSimulator,
  type SimulatedSms,
  type SmsSimulator,
} from "#scripts/sms-sim/africas-talking-simulator.ts";
import { insertProducts } from "./factories";
import { placeOrderOptions } from "./order-factories";
import { recordingLog } from "./recording-log";
import { testSettings } from "./settings";
import { openTestDatabase } from "./test-database";

/** The phone the shop's new-order alerts go to. */
export const shopAlertPhone = "+254711000111";
/** The phone a placed order's customer gives, unless the test says another. */
export const customerPhone = "+254722333444";
/** How long a test waits for the worker to have sent (ms), and how often it looks. */
export const waitOptions = { timeout: 10_000, interval: 20 };
/** The links the worker's SMS carry: the shop's address and their signing secret. */
export const orderLinks = { publicUrl: "https://loris.example", secret: "test-secret" };

/** A shop whose SMS worker sends to the Africa's Talking simulator (smsWorkerShop). */
export interface SmsWorkerShop {
  readonly database: DatabaseHandle;
  readonly simulator: SmsSimulator;
  /** Places a website order for two of Oud Royale (KSh 13,000); its id. */
  place(overrides?: Partial<CheckoutInput>): Promise<string>;
  /** Starts an SMS worker (through the simulator unless given another transport). */
  startWorker(transport?: SmsTransport): KickableJob;
  /** The order's outbox rows, oldest first. */
  rowsOf(orderId: string): Promise<(typeof smsOutbox.$inferSelect)[]>;
  /** The messages the simulator received for `to`. */
  received(to: string): SimulatedSms[];
}

function checkout(overrides: Partial<CheckoutInput>): CheckoutInput {
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

/**
 * The SMS worker's test shop: opens the test database with one product and starts the
 * simulator before the file's tests, stops the workers a test started after it, and closes both
 * after the file. Registers vitest's hooks, so it is called once at a test file's top level.
 */
export function smsWorkerShop(): SmsWorkerShop {
  let database: DatabaseHandle;
  let simulator: SmsSimulator;
  let workers: KickableJob[] = [];

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

  return {
    get database() {
      return database;
    },
    get simulator() {
      return simulator;
    },
    async place(overrides = {}) {
      const options = { ...placeOrderOptions, alerts: { phone: shopAlertPhone, emails: [] } };
      const placed = await placeOrder(database.db, checkout(overrides), options);
      return placed.orderId;
    },
    startWorker(transport = atTransport()) {
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
    },
    rowsOf: (orderId) =>
      database.db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.orderId, orderId))
        .orderBy(asc(smsOutbox.id)),
    received: (to) => simulator.messages.filter((sms) => sms.to === to),
  };
}
