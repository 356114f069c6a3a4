import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as statusAction } from "#app/routes/admin/orders/status.ts";
import { action as editAction } from "#app/routes/admin/products/edit.tsx";
import { loader as activityLoader } from "#app/routes/admin/activity.tsx";
import { activityFilterTexts } from "#contracts/activity-query.ts";
import { readActivityPage } from "#server/activity/activity-queries.ts";
import { recordActivities, shopActor } from "#server/activity/record-activity.ts";
import { activity } from "#server/db/activity-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { parseConfig } from "#server/config.ts";
import { recordDoorPayment } from "#server/payments/ledger/door-payment.ts";
import { markPaymentRefunded } from "#server/payments/ledger/manual-payment.ts";
import { saveSettings } from "#server/settings/save-settings.ts";
import { trailOf as trailOfSubject } from "./support/activity-trail";
import { insertProducts, sizeIdOf } from "./support/factories";
import { insertOrders } from "./support/order-factories";
import { formAnswerOf, routeArgs } from "./support/route-call";
import { testStaff } from "./support/route-context";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const trailOf = (subjectId: string) => trailOfSubject(database.db, subjectId);

/** Opens Admin → Activity at `query`, as a GET of the filter form. */
async function activityPage(query: string) {
  const request = new Request(`https://loris.example/admin/activity?${query}`);
  const answer = await activityLoader(routeArgs(database, request));
  return "init" in answer
    ? { status: answer.init?.status ?? 200, ...answer.data }
    : { status: 200, ...answer };
}

describe(`the activity trail on ${testDatabaseKind} (decision 074)`, () => {
  test("a status change is one entry: who, the order, Pending → Delivered", async () => {
    const [row] = await insertOrders(database.db, [{ status: "pending" }]);
    const request = new Request("https://loris.example/admin/orders/status", {
      method: "POST",
      body: new URLSearchParams({ orderId: row!.id!, status: "delivered" }),
    });
    await statusAction(routeArgs(database, request));
    const [entry, ...others] = await trailOf(row!.id!);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actorUserId: testStaff.id,
      actorName: "Amina Wanjiru",
      kind: "order.status",
      subjectType: "order",
      summary: `${row!.id}: Pending → Delivered`,
      before: { status: "pending" },
      after: { status: "delivered" },
    });
  });

  test("a product's new price is one entry with each size's price before and after", async () => {
    await insertProducts(database.db, [
      { id: "trailoud", name: "Trail Oud", price: 4500, sizes: ["30ml", "50ml"] },
    ]);
    const form = new FormData();
    for (const [field, value] of Object.entries({
      name: "Trail Oud",
      description: "A warm amber Eau de Parfum.",
      category: "Loris Perfumes",
      gender: "unisex",
      "photos[0].url": "/media/products/trailoud-800.webp",
      "photos[0].alt": "",
      "sizes[0].id": sizeIdOf("trailoud", 0),
      "sizes[0].label": "30ml",
      "sizes[0].price": "4500",
      "sizes[0].sku": "",
      "sizes[1].id": sizeIdOf("trailoud", 1),
      "sizes[1].label": "50ml",
      "sizes[1].price": "6200",
      "sizes[1].sku": "",
    })) {
      form.set(field, value);
    }
    const request = new Request("https://loris.example/admin/products/trailoud/edit", {
      method: "POST",
      body: form,
    });
    const answer = formAnswerOf(
      await editAction(routeArgs(database, request, { params: { id: "trailoud" } })),
    );
    expect(answer.status).toBe(303);
    const entries = await trailOf("trailoud");
    expect(entries.map((entry) => entry.kind)).toEqual(["product.price"]);
    expect(entries[0]).toMatchObject({
      actorUserId: testStaff.id,
      summary: "Trail Oud: price 50ml 4500 → 6200 KSh",
      before: { "50ml": 4500 },
      after: { "50ml": 6200 },
    });
  });

  test("a payment at the door and the order marked refunded are one entry each", async () => {
    const [row] = await insertOrders(database.db, [{ status: "delivered", total: 3000 }]);
    const orderId = row!.id!;
    const staff = { staffName: "Amina Wanjiru", staffUserId: testStaff.id };
    await recordDoorPayment(database.db, {
      orderId,
      method: "cash",
      amount: 3000,
      takenBy: "Rider Otieno",
      ...staff,
    });
    await markPaymentRefunded(database.db, { orderId, ...staff });
    const [refunded, paid, ...others] = await trailOf(orderId);
    expect(others).toEqual([]);
    expect(paid).toMatchObject({
      kind: "order.payment_recorded",
      actorUserId: testStaff.id,
      summary: `${orderId}: KSh 3,000 paid in cash, taken by Rider Otieno`,
      before: { amountPaid: 0, paymentStatus: "unpaid" },
      after: { payment: { method: "cash", amount: 3000, receiptNumber: null } },
    });
    expect(refunded).toMatchObject({
      kind: "order.refunded",
      summary: `${orderId}: marked refunded`,
      before: { paymentStatus: "paid" },
      after: { paymentStatus: "refunded" },
    });
  });

  test("a setting changed is one entry with its text before and after", async () => {
    const defaults = parseConfig({}).settingDefaults;
    await saveSettings(database.db, {
      edits: [{ key: "LOW_STOCK_THRESHOLD", to: "9" }],
      editor: { userId: testStaff.id, name: "Amina Wanjiru" },
      defaults,
    });
    const [entry] = await trailOf("LOW_STOCK_THRESHOLD");
    expect(entry).toMatchObject({
      kind: "settings.changed",
      before: { LOW_STOCK_THRESHOLD: defaults.LOW_STOCK_THRESHOLD },
      after: { LOW_STOCK_THRESHOLD: "9" },
    });
  });

  test("the database refuses to change or remove an entry", async () => {
    await recordActivities(database.db, [
      {
        actor: shopActor,
        kind: "order.status",
        subjectType: "order",
        subjectId: "LOR-KEPT",
        summary: "kept",
      },
    ]);
    await expect(
      database.db
        .update(activity)
        .set({ summary: "rewritten" })
        .where(eq(activity.subjectId, "LOR-KEPT")),
    ).rejects.toThrow();
    await expect(
      database.db.delete(activity).where(eq(activity.subjectId, "LOR-KEPT")),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`truncate activity`)).rejects.toThrow();
    expect((await trailOf("LOR-KEPT")).map((entry) => entry.summary)).toEqual(["kept"]);
  });

  test("filters by kind, person, Nairobi days and search, a page at a time newest first", async () => {
    const start = new Date("2025-03-01T21:30:00Z"); // 2 March 00:30 in Nairobi
    for (let i = 0; i < 7; i += 1) {
      await recordActivities(
        database.db,
        [
          {
            actor: {
              userId: i % 2 ? "staff-otieno" : "staff-amina",
              name: i % 2 ? "Otieno" : "Amina",
            },
            kind: "discount.created",
            subjectType: "discount",
            subjectId: `PAGE${i}`,
            summary: `Code PAGE${i} created`,
          },
        ],
        new Date(start.getTime() + i * 86_400_000),
      );
    }
    const filters = { kind: "discount.created" as const, from: "2025-03-02", to: "2025-03-08" };
    const first = await readActivityPage(database.db, filters, 3);
    expect(first.entries.map((entry) => entry.subjectId)).toEqual(["PAGE6", "PAGE5", "PAGE4"]);
    const [at = "", id = ""] = first.next!.split("~");
    const second = await readActivityPage(
      database.db,
      { ...filters, after: { createdAt: at, id: Number(id) } },
      3,
    );
    expect(second.entries.map((entry) => entry.subjectId)).toEqual(["PAGE3", "PAGE2", "PAGE1"]);
    const days = await activityPage("kind=discount.created&from=2025-03-02&to=2025-03-03");
    expect(days.entries.map((entry) => entry.subjectId)).toEqual(["PAGE1", "PAGE0"]);
    const otieno = await activityPage("kind=discount.created&actor=staff-otieno");
    expect(otieno.entries.map((entry) => entry.subjectId)).toEqual(["PAGE5", "PAGE3", "PAGE1"]);
    expect(otieno.actors).toEqual(
      expect.arrayContaining([{ userId: "staff-otieno", name: "Otieno" }]),
    );
    const searched = await activityPage("q=page4");
    expect(searched.entries.map((entry) => entry.subjectId)).toEqual(["PAGE4"]);
  });

  test.each([
    ["from=2025-02-30", activityFilterTexts.badDate("from")],
    ["from=2025-03-08&to=2025-03-01", activityFilterTexts.backwards],
    ["from=2023-01-01&to=2025-03-01", activityFilterTexts.tooLong],
    [`q=${"a".repeat(101)}`, activityFilterTexts.longSearch],
    ["kind=order.stolen", activityFilterTexts.badKind],
    ["after=yesterday~1", activityFilterTexts.badPage],
  ])("%s is refused with 400 naming why", async (query, error) => {
    const page = await activityPage(query);
    expect(page.status).toBe(400);
    expect(page.error).toBe(error);
    expect(page.entries).toEqual([]);
  });
});
