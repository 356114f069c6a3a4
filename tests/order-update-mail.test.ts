import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { parseCheckout, type CheckoutInput } from "#contracts/checkout.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { startMailWorker } from "#server/mail/mail-worker.ts";
import { orderUpdateTemplate } from "#server/mail/order-update.ts";
import { createMailTransport } from "#server/mail/transport.ts";
import { isOrderAccessToken } from "#server/orders/order-access-token.ts";
import { placeOrder } from "#server/orders/order-placement.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { recordDoorPayment } from "#server/payments/ledger/door-payment.ts";
import { insertProducts } from "./support/factories";
import { parseMail, type ParsedMail } from "./support/mime";
import { placeOrderOptions } from "./support/order-factories";
import { recordingLog } from "./support/recording-log";
import { testSettings } from "./support/settings";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 045: a customer who gave an e-mail address hears of their order by e-mail as well as
// by SMS — when it is confirmed, paid in full, shipped and delivered, once each.

const secret = "order-update-test-secret";
const waitOptions = { timeout: 15_000, interval: 20 };

let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "loris-updates-"));
  await insertProducts(database.db, [
    { id: "oud", name: "Oud Royale", price: 6500, stockLevel: null },
  ]);
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function place(overrides: Partial<CheckoutInput> = {}) {
  const parsed = parseCheckout({
    idempotencyKey: `key_${randomBytes(12).toString("hex")}`,
    orderMethod: "website",
    items: [{ id: "oud", quantity: 2 }],
    fullName: "Amina Otieno",
    email: `amina.${randomBytes(3).toString("hex")}@example.co.ke`,
    phone: "0722 333 444",
    deliveryArea: "nairobi",
    address: "Kilimani, opposite the mosque",
  });
  if ("error" in parsed) throw new Error(parsed.error);
  const input = { ...parsed.input, ...overrides };
  const { orderId } = await placeOrder(database.db, input, placeOrderOptions);
  return { orderId, email: input.email ?? "" };
}

const updatesOf = (orderId: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.template, orderUpdateTemplate))
    .then((rows) =>
      rows.filter((row) => (row.payload as { order_id: string }).order_id === orderId),
    );

/** Every e-mail the file transport wrote to `to`, parsed. */
async function mailsTo(to: string): Promise<ParsedMail[]> {
  const dir = path.join(dataDir, "outbox");
  const names = await readdir(dir).catch(() => []);
  const mails = await Promise.all(
    names.map(async (name) => parseMail(await readFile(path.join(dir, name), "utf8"))),
  );
  return mails.filter((mail) => mail.headers.to === to);
}

describe(`order update e-mails on ${testDatabaseKind}`, () => {
  test("confirmed, paid, shipped and delivered: one e-mail each, linking to the order", async () => {
    const { orderId, email } = await place();
    const worker = startMailWorker({
      db: database.db,
      transport: createMailTransport({ dataDir }),
      log: recordingLog().log,
      from: "Loris <orders@loris.co.ke>",
      orderLinks: {
        publicUrl: "https://loris.example",
        secret,
        settings: testSettings(database, { SHOP_PHONE: "+254 711 000 111" }),
      },
      intervalMs: 60_000,
    });
    const sendAll = async () => {
      worker.kick();
      await vi.waitFor(async () => {
        const unsent = await database.db.$count(mailOutbox, isNull(mailOutbox.sentAt));
        expect(unsent).toBe(0);
      }, waitOptions);
    };
    try {
      await setOrderStatus(database.db, [orderId], "confirmed");
      await sendAll();
      await setOrderStatus(database.db, [orderId], "shipped");
      // Back and forth: each update is told once.
      await setOrderStatus(database.db, [orderId], "confirmed");
      await setOrderStatus(database.db, [orderId], "shipped");
      await recordDoorPayment(database.db, {
        orderId,
        method: "cash",
        amount: 13_000,
        takenBy: "Rider Ken",
        staffName: "Staff",
      });
      await setOrderStatus(database.db, [orderId], "delivered");
      await sendAll();
    } finally {
      await worker.stop();
    }
    expect((await updatesOf(orderId)).map((row) => row.recipient)).toEqual(Array(4).fill(email));

    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.headers.subject).sort()).toEqual(
      [
        `Your Loris order ${orderId}`,
        `Your Loris order ${orderId} is confirmed`,
        `Payment received for your Loris order ${orderId}`,
        `Your Loris order ${orderId} is on its way`,
        `Your Loris order ${orderId} has been delivered`,
      ].sort(),
    );
    const confirmed = mails.find((mail) => mail.headers.subject?.endsWith("is confirmed"))!;
    expect(confirmed.text).toContain("Dear Amina Otieno,");
    expect(confirmed.text).toContain(`We have confirmed order ${orderId} (KSh 13,000)`);
    expect(confirmed.text).toContain("Still to pay: KSh 13,000.");
    expect(confirmed.text).toContain("+254 711 000 111");
    const paid = mails.find((mail) => mail.headers.subject?.startsWith("Payment received"))!;
    expect(paid.text).toContain(`We have received KSh 13,000 for order ${orderId}`);
    expect(paid.text).not.toContain("Still to pay");

    // The link opens the order's page without signing in.
    const [, linkedId = "", token = ""] =
      /https:\/\/loris\.example\/order-success\?orderId=([^&]+)&token=([\w-]+)/.exec(
        confirmed.text,
      ) ?? [];
    expect(decodeURIComponent(linkedId)).toBe(orderId);
    expect(isOrderAccessToken(orderId, token, secret)).toBe(true);
    // What was sent is kept on the row: a re-send says the same.
    const rows = await updatesOf(orderId);
    expect(rows.every((row) => "order_url" in (row.payload as object))).toBe(true);
  });

  test("an order without an e-mail address gets its SMS only", async () => {
    const { orderId } = await place({ email: undefined });
    await setOrderStatus(database.db, [orderId], "confirmed");
    expect(await updatesOf(orderId)).toEqual([]);
  });
});
