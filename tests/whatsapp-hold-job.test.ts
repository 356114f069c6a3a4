import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { startWhatsappHoldJob } from "#server/orders/whatsapp-hold-job.ts";
import { insertOrders } from "./support/order-factories";
import { recordingLog } from "./support/recording-log";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe(`the WhatsApp hold job on ${testDatabaseKind}`, () => {
  test("it runs when the server starts and logs how many orders it cancelled", async () => {
    const [due] = await insertOrders(database.db, [
      { orderMethod: "whatsapp", createdAt: new Date(Date.now() - 30 * 3_600_000) },
    ]);
    const { log, entries } = recordingLog();

    const job = startWhatsappHoldJob({ db: database.db, log, holdHours: 24 });
    await expect
      .poll(() => entries.find((entry) => entry.msg.startsWith("whatsapp orders")))
      .toMatchObject({ level: 30, cancelled: 1, orderIds: [due!.id] });
    await job.stop();

    const [row] = await database.db
      .select({ status: order.status })
      .from(order)
      .where(eq(order.id, due!.id));
    expect(row?.status).toBe("cancelled");
  });

  test("a failed run is logged and the next tick tries again; the process carries on", async () => {
    const broken = await openTestDatabase();
    await broken.close();
    const { log, entries } = recordingLog();

    const job = startWhatsappHoldJob({ db: broken.db, log, holdHours: 24, intervalMs: 10 });
    const failures = () => entries.filter((entry) => entry.msg === "whatsapp hold run failed");
    await expect.poll(() => failures().length).toBeGreaterThanOrEqual(2);
    await job.stop();

    expect(failures()[0]).toMatchObject({ level: 50 });
  });
});
