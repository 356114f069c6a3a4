import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { nairobiInstant } from "#contracts/nairobi-time.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { queueDailyDigest, type DigestOptions } from "#server/dashboard/daily-digest-job.ts";
import { DailyDigestPayloadSchema } from "#server/mail/daily-digest.ts";
import { renderOutboxMail } from "#server/mail/mail-templates.ts";
import { recordDoorPayment } from "#server/payments/ledger/door-payment.ts";
import { insertProducts } from "./support/factories";
import { insertOrders } from "./support/order-factories";
import { testSettings } from "./support/settings";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

const shop = { publicUrl: "https://loris.example", replyTo: "orders@loris.example" };

let database: DatabaseHandle;
let options: DigestOptions;

beforeAll(async () => {
  database = await openTestDatabase();
  const settings = testSettings(database, {
    ORDER_ALERT_EMAILS: "owner@loris.example, shop@loris.example",
  });
  options = { ...shop, settings };
  await insertProducts(database.db, [
    { id: "dmusk", name: "Digest Musk", sizes: [{ label: "30ml", stockLevel: 2 }] },
    { id: "dgone", name: "Digest Gone", sizes: [{ label: "50ml", inStock: false }] },
    { id: "dplenty", name: "Digest Plenty", sizes: [{ label: "50ml", stockLevel: 40 }] },
  ]);
  const [paid] = await insertOrders(database.db, [
    { subtotal: 3000, createdAt: nairobiInstant("2026-11-19T09:00:00") },
    { subtotal: 5000, createdAt: nairobiInstant("2026-11-19T23:59:00") },
    { subtotal: 1000, status: "cancelled", createdAt: nairobiInstant("2026-11-19T12:00:00") },
    { subtotal: 7000, createdAt: nairobiInstant("2026-11-18T23:59:00") },
    { subtotal: 9000, createdAt: nairobiInstant("2026-11-20T00:00:00") },
  ]);
  await recordDoorPayment(
    database.db,
    { orderId: paid!.id!, method: "cash", amount: 3000, takenBy: "Rider", staffName: "Staff" },
    nairobiInstant("2026-11-19T15:00:00"),
  );
});
afterAll(() => database.close());

describe(`the daily digest on ${testDatabaseKind}`, () => {
  test("goes once, from 07:00 Nairobi time, with yesterday's orders, sales, money and low stock", async () => {
    expect(
      await queueDailyDigest(database.db, options, nairobiInstant("2026-11-20T06:59:00")),
    ).toBeNull();
    expect(
      await queueDailyDigest(database.db, options, nairobiInstant("2026-11-20T07:00:00")),
    ).toBe("2026-11-19");
    expect(
      await queueDailyDigest(database.db, options, nairobiInstant("2026-11-20T09:00:00")),
    ).toBeNull();
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "daily-digest"));
    expect(rows.map((row) => row.recipient).sort()).toEqual([
      "owner@loris.example",
      "shop@loris.example",
    ]);
    const digest = DailyDigestPayloadSchema.parse(rows[0]!.payload);
    expect(digest).toMatchObject({ day: "2026-11-19", orders: 3, sales: 8000, received: 3000 });
    expect(digest.low_stock).toEqual([
      { name: "Digest Gone — 50ml", in_stock: false, stock_level: null },
      { name: "Digest Musk — 30ml", in_stock: true, stock_level: 2 },
    ]);
    const mail = await renderOutboxMail("daily-digest", rows[0]!.payload);
    expect(mail.subject).toBe("Loris on 2026-11-19: 3 orders, KSh 8,000");
    expect(mail.text).toContain("Digest Musk — 30ml: 2 left");
    expect(mail.text).toContain("Digest Gone — 50ml: out of stock");
  });

  test("without staff addresses, nothing is queued", async () => {
    const none = { ...shop, settings: testSettings(database) };
    expect(
      await queueDailyDigest(database.db, none, nairobiInstant("2026-11-21T08:00:00")),
    ).toBeNull();
  });
});
