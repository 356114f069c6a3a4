import { describe, expect, test, vi } from "vitest";
import { smsOptOut } from "#server/db/sms-schema.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { serveShop } from "./support/served-shop";
import { smsWorkerShop, waitOptions } from "./support/sms-worker-shop";
import { testDatabaseKind } from "./support/test-database";

const shop = smsWorkerShop();
const { place, startWorker, rowsOf, received } = shop;

describe(`order SMS to a phone that opted out, on ${testDatabaseKind}`, () => {
  test("a phone that opted out gets nothing, and the order says why", async () => {
    const phone = "+254733000999";
    await shop.database.db.insert(smsOptOut).values({ phone, source: "reply" });
    const orderId = await place({ phone });
    await setOrderStatus(shop.database.db, [orderId], "confirmed");
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

  test("a customer who replies STOP gets no more; the callback needs the shop's secret", async () => {
    const secret = "incoming-secret-0123456789abcdefghij";
    const served = await serveShop(shop.database, {
      AT_USERNAME: "sandbox",
      AT_API_KEY: "test",
      AT_CALLBACK_SECRET: secret,
    });
    try {
      const phone = "+254744555666";
      const orderId = await place({ phone });
      const wrong = await shop.simulator.sendIncoming({
        from: phone,
        text: "STOP",
        url: `${served.url}/sms/incoming/not-the-secret-0123456789abcdefghij`,
      });
      expect(wrong).toBe(404);
      const hello = await shop.simulator.sendIncoming({
        from: phone,
        text: "Hello, is my order coming?",
        url: `${served.url}/sms/incoming/${secret}`,
      });
      expect(hello).toBe(200);
      await setOrderStatus(shop.database.db, [orderId], "confirmed");
      expect((await rowsOf(orderId)).at(-1)?.status).toBe("queued");
      const stop = await shop.simulator.sendIncoming({
        from: phone,
        text: " stop please",
        url: `${served.url}/sms/incoming/${secret}`,
      });
      expect(stop).toBe(200);
      // Its waiting message is stopped, and later ones are not sent either.
      expect((await rowsOf(orderId)).at(-1)).toMatchObject({
        kind: "order_confirmed",
        status: "opted_out",
      });
      await setOrderStatus(shop.database.db, [orderId], "shipped");
      expect((await rowsOf(orderId)).at(-1)).toMatchObject({
        kind: "order_shipped",
        status: "opted_out",
      });
    } finally {
      await served.stop();
    }
  });
});
