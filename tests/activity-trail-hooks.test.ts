import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as brandsAction } from "#app/routes/admin/brands.tsx";
import { action as categoriesAction } from "#app/routes/admin/categories.tsx";
import { action as discountsAction } from "#app/routes/admin/marketing/discounts.tsx";
import { action as newOrderAction } from "#app/routes/admin/orders/new.tsx";
import { action as paymentsAction } from "#app/routes/admin/payments.tsx";
import { formatPrice } from "#contracts/money.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { discountCode } from "#server/db/discount-schema.ts";
import { order } from "#server/db/order-schema.ts";
import { entriesOfKind, trailOf } from "./support/activity-trail";
import { insertProducts, sizeIdOf } from "./support/factories";
import { insertOrders } from "./support/order-factories";
import { placeWhatsappOrder, saveItems, twoSizePerfume } from "./support/order-items-page";
import { recordReceived } from "./support/payments-page";
import { insertBrands } from "./support/perfume-factories";
import { formAnswerOf, routeArgs } from "./support/route-call";
import { testStaff } from "./support/route-context";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 074: staff's changes on the Payments, Change items, New order, Discounts, Brands and
// Categories pages each leave one entry on the activity trail, written with the change; a
// refused change leaves none.

let database: DatabaseHandle;
let kilimaId = "";

beforeAll(async () => {
  database = await openTestDatabase();
  [kilimaId = ""] = await insertBrands(database.db, ["Maison Kilima"]);
  await insertProducts(database.db, [
    twoSizePerfume("trailoud", "Trail Oud", [5, 10]),
    { id: "kilima-amber", brandId: kilimaId },
  ]);
});
afterAll(() => database.close());

/** The signed-in staff member every route test runs as, as the trail names them. */
const byStaff = { actorUserId: testStaff.id, actorName: "Amina Wanjiru" };

/** A route's action as the tests call it. */
type Action = (args: ReturnType<typeof routeArgs>) => Promise<unknown>;

/** Posts `fields` to the admin page at `path` as the signed-in staff member. */
async function post(action: Action, path: string, fields: [string, string][]) {
  const request = new Request(`https://loris.example${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return formAnswerOf(await action(routeArgs(database, request)));
}

const trail = (subjectId: string) => trailOf(database.db, subjectId);
const line = (position: number) => `trailoud~${sizeIdOf("trailoud", position)}`;

describe(`staff changes on the activity trail on ${testDatabaseKind} (decision 074)`, () => {
  test("attaching a payment on the Payments page is a 'payment.attached' entry for the order", async () => {
    const [first, second] = await insertOrders(database.db, [
      { status: "pending", total: 3000 },
      { status: "pending", total: 3000 },
    ]);
    const paymentId = await recordReceived(database.db, {
      amount: 3000,
      receiptNumber: "TRL4ATTACH1",
    });
    const attach = (orderId: string) =>
      post(paymentsAction, "/admin/payments", [
        ["intent", "attach"],
        ["paymentId", String(paymentId)],
        ["order", orderId],
      ]);
    expect(await attach(first!.id!)).toMatchObject({ ok: true });
    const [entry, ...others] = await trail(first!.id!);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      ...byStaff,
      kind: "payment.attached",
      subjectType: "order",
      summary: `${first!.id}: KSh 3,000 payment TRL4ATTACH1 attached`,
      before: { orderId: null, issue: "no_order" },
      after: { orderId: first!.id, paymentId, amount: 3000 },
    });
    // Counted now, it no longer waits for staff: refused, and nothing on the trail.
    expect(await attach(second!.id!)).toMatchObject({ status: 409, ok: false });
    expect(await trail(second!.id!)).toEqual([]);
    expect(await trail(first!.id!)).toHaveLength(1);
  });

  test("changing a WhatsApp order's items is an 'order.items_changed' entry with lines and totals", async () => {
    const orderId = await placeWhatsappOrder(database, {
      id: "trailoud",
      sizeId: sizeIdOf("trailoud", 1),
    });
    await saveItems(database, [
      ["orderId", orderId],
      ["line", line(1)],
      ["quantity", "1"],
      ["line", line(0)],
      ["quantity", "2"],
    ]);
    const [entry, ...others] = await trail(orderId);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      ...byStaff,
      kind: "order.items_changed",
      subjectType: "order",
      summary: `${orderId}: 1 line → 2 lines, KSh 19,300 → KSh 17,800`,
      before: { lines: ["2 × Trail Oud — 100ml"], total: 19_300 },
      after: { lines: ["1 × Trail Oud — 100ml", "2 × Trail Oud — 30ml"], total: 17_800 },
    });
    // Short of stock (five 30ml): refused back to the draft, and nothing on the trail.
    const refused = await saveItems(database, [
      ["orderId", orderId],
      ["line", line(0)],
      ["quantity", "50"],
    ]);
    expect(refused.pathname).toBe("/admin/orders/items");
    expect(await trail(orderId)).toHaveLength(1);
  });

  test("an order staff key in is an 'order.created' entry with its channel, lines and total", async () => {
    const draft = (quantity: string): [string, string][] => [
      ["idempotencyKey", `staff_${crypto.randomUUID().replaceAll("-", "")}`],
      ["channel", "phone_call"],
      ["phone", "0733 444 555"],
      ["fullName", "Achieng Odhiambo"],
      ["deliveryArea", "nairobi"],
      ["address", "Kilimani, Argwings Kodhek Rd, blue gate"],
      ["line", line(1)],
      ["quantity", quantity],
    ];
    const placed = await post(newOrderAction, "/admin/orders/new", draft("2"));
    const orderId = new URL(placed.location!, "https://loris.example").searchParams.get("search")!;
    const [row] = await database.db
      .select({ total: order.total })
      .from(order)
      .where(eq(order.id, orderId));
    const [entry, ...others] = await trail(orderId);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      ...byStaff,
      kind: "order.created",
      subjectType: "order",
      summary: `${orderId} keyed in (Phone call): 1 line, ${formatPrice(row!.total)}`,
      after: { channel: "phone_call", lines: ["2 × Trail Oud — 100ml"], total: row!.total },
    });
    // More than the ten in stock: refused back to the draft, and nothing on the trail.
    const created = (await entriesOfKind(database.db, "order.created")).length;
    const refused = await post(newOrderAction, "/admin/orders/new", draft("50"));
    expect(refused.location).toMatch(/^\/admin\/orders\/new\?/);
    expect(await entriesOfKind(database.db, "order.created")).toHaveLength(created);
  });

  test("a discount code created and ended is one 'discount.created' and one 'discount.ended' entry", async () => {
    const create = () =>
      post(discountsAction, "/admin/marketing/discounts", [
        ["intent", "create"],
        ["code", "TRAIL10"],
        ["kind", "percent"],
        ["value", "10"],
        ["startsAt", "2027-02-01T00:00"],
        ["endsAt", "2027-02-15T00:00"],
        ["appliesTo", "all"],
      ]);
    expect((await create()).status).toBe(303);
    // The code is taken now: refused, and nothing more on the trail.
    expect((await create()).status).toBe(409);
    const [created, ...others] = await trail("TRAIL10");
    expect(others).toEqual([]);
    expect(created).toMatchObject({
      ...byStaff,
      kind: "discount.created",
      subjectType: "discount",
      summary: "Code TRAIL10 created: 10% off",
      after: { code: "TRAIL10", kind: "percent", value: 10, appliesTo: "all" },
    });
    const [code] = await database.db
      .select({ id: discountCode.id })
      .from(discountCode)
      .where(eq(discountCode.code, "TRAIL10"));
    const end = (codeId: string) =>
      post(discountsAction, "/admin/marketing/discounts", [
        ["intent", "end"],
        ["codeId", codeId],
      ]);
    expect((await end(String(code!.id))).status).toBe(303);
    // Ending an ended code changes nothing; an unknown code is refused.
    expect((await end(String(code!.id))).status).toBe(303);
    expect((await end("999999")).status).toBe(404);
    const [ended, ...earlier] = await trail("TRAIL10");
    expect(earlier).toHaveLength(1);
    expect(ended).toMatchObject({
      ...byStaff,
      kind: "discount.ended",
      summary: "Code TRAIL10 ended",
      before: { endedAt: null },
    });
  });

  test("a brand added, renamed and deleted is one entry each; a refused change none", async () => {
    const change = (fields: Record<string, string>) =>
      post(brandsAction, "/admin/brands", Object.entries(fields));
    expect((await change({ intent: "add", name: "Maison Noor", story: "" })).status).toBe(303);
    const id = "brand-maison-noor";
    expect(await trail(id)).toMatchObject([
      {
        ...byStaff,
        kind: "brand.created",
        subjectType: "brand",
        summary: "Brand Maison Noor created",
      },
    ]);
    const renamed = { intent: "edit", brandId: id, name: "Maison Noor Nairobi", story: "" };
    expect((await change(renamed)).status).toBe(303);
    // Saved as it is: nothing changed, nothing on the trail.
    expect((await change(renamed)).status).toBe(303);
    expect((await change({ intent: "delete", brandId: id })).status).toBe(303);
    const [deleted, edited, ...others] = await trail(id);
    expect(others).toHaveLength(1);
    expect(edited).toMatchObject({
      ...byStaff,
      kind: "brand.edited",
      summary: "Brand Maison Noor Nairobi (was Maison Noor): name changed",
      before: { name: "Maison Noor" },
      after: { name: "Maison Noor Nairobi" },
    });
    expect(deleted).toMatchObject({
      ...byStaff,
      kind: "brand.deleted",
      summary: "Brand Maison Noor Nairobi deleted",
      before: { name: "Maison Noor Nairobi", story: "" },
    });
    // A name taken, and a brand a product has: refused, and nothing on the trail.
    const added = (await entriesOfKind(database.db, "brand.created")).length;
    expect((await change({ intent: "add", name: "maison kilima", story: "" })).status).toBe(409);
    expect((await change({ intent: "delete", brandId: kilimaId })).status).toBe(409);
    expect(await entriesOfKind(database.db, "brand.created")).toHaveLength(added);
    expect(await trail(kilimaId)).toEqual([]);
  });

  test("categories added, renamed, moved and hidden are 'category.changed' entries; a refused change none", async () => {
    const change = (fields: Record<string, string>) =>
      post(categoriesAction, "/admin/categories", Object.entries(fields));
    await change({ intent: "add", name: "Trail Oils" });
    await change({ intent: "add", name: "Trail Mists" });
    await change({ intent: "rename", category: "Trail Oils", name: "Trail Attars" });
    const moved = await change({ intent: "move", category: "Trail Attars", direction: "down" });
    const place = Number(
      new URL(moved.location!, "https://loris.example").searchParams.get("place"),
    );
    await change({ intent: "hide", category: "Trail Attars", isHidden: "true" });
    // Hidden already, and a name another category has: nothing more on the trail.
    await change({ intent: "hide", category: "Trail Attars", isHidden: "true" });
    const refused = await change({
      intent: "rename",
      category: "Trail Attars",
      name: "trail mists",
    });
    expect(refused.status).toBe(409);
    const entries = await trail("Trail Attars");
    expect(entries.map((entry) => entry.summary)).toEqual([
      "Category Trail Attars hidden",
      `Category Trail Attars moved down to place ${place}`,
      "Category Trail Oils renamed Trail Attars",
    ]);
    expect(entries.every((entry) => entry.kind === "category.changed")).toBe(true);
    expect(entries[0]).toMatchObject({
      ...byStaff,
      subjectType: "category",
      before: { isHidden: false },
      after: { isHidden: true },
    });
    expect(entries[1]).toMatchObject({ before: { place: place - 1 }, after: { place } });
    expect(entries[2]).toMatchObject({
      before: { name: "Trail Oils" },
      after: { name: "Trail Attars" },
    });
    expect(await trail("Trail Oils")).toMatchObject([
      { ...byStaff, summary: "Category Trail Oils added", after: { name: "Trail Oils" } },
    ]);
  });
});
