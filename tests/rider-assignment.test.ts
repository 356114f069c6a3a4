import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action } from "#app/routes/admin/orders/rider.ts";
import { user } from "#server/db/auth-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { listRiders } from "#server/orders/riders/rider-assignment.ts";
import { readPaymentTimeline } from "#server/payments/ledger/payment-timeline.ts";
import { insertOrders } from "./support/order-factories";
import { adminRouteContext } from "./support/route-context";
import { formAnswerOf } from "./support/route-call";
import { insertStaff } from "./support/staff-members";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** POST /admin/orders/rider as the order's Rider choice sends it, by the owner Amina Wanjiru. */
async function assign(orderId: string, riderId: string, extra: Record<string, string> = {}) {
  const request = new Request("https://loris.example/admin/orders/rider", {
    method: "POST",
    body: new URLSearchParams({ orderId, riderId, ...extra }),
  });
  const result = await action({
    request,
    url: new URL(request.url),
    context: adminRouteContext(database),
    params: {},
    pattern: "/admin/orders/rider",
  });
  return formAnswerOf(result) as ReturnType<typeof formAnswerOf> & { notice?: string };
}

async function riderOf(orderId: string) {
  const [row] = await database.db
    .select({ riderId: order.riderId })
    .from(order)
    .where(eq(order.id, orderId));
  return row?.riderId;
}

const timelineOf = async (orderId: string) =>
  (await readPaymentTimeline(database.db, orderId)).map(({ actor, message }) => ({
    actor,
    message,
  }));

describe(`Assigning an order's rider on ${testDatabaseKind} (decision 075)`, () => {
  test("an enabled rider is assigned, then taken off; the timeline says so", async () => {
    const rider = await insertStaff(database.db, "rider", {
      firstName: "Baraka",
      lastName: "Otieno",
    });
    const [placed] = await insertOrders(database.db, [{}]);
    expect(await assign(placed!.id!, rider.id)).toEqual({ ok: true, notice: "Rider saved." });
    expect(await riderOf(placed!.id!)).toBe(rider.id);
    expect(await assign(placed!.id!, "")).toEqual({ ok: true, notice: "Rider saved." });
    expect(await riderOf(placed!.id!)).toBeNull();
    expect(await timelineOf(placed!.id!)).toEqual([
      { actor: "Amina Wanjiru", message: "Assigned to rider Baraka Otieno" },
      { actor: "Amina Wanjiru", message: "Rider removed" },
    ]);
  });

  test("only enabled riders are offered and accepted: sales staff and a disabled rider are refused", async () => {
    const sales = await insertStaff(database.db, "sales", { firstName: "Zawadi" });
    const disabled = await insertStaff(database.db, "rider", {
      firstName: "Juma",
      disabledAt: new Date(),
    });
    const enabled = await insertStaff(database.db, "rider", { firstName: "Wekesa" });
    const riders = await listRiders(database.db);
    const ids = riders.map((rider) => rider.id);
    expect(ids).toContain(enabled.id);
    expect(ids).not.toContain(sales.id);
    expect(ids).not.toContain(disabled.id);
    const [placed] = await insertOrders(database.db, [{}]);
    for (const riderId of [sales.id, disabled.id, "staff-unknown"]) {
      expect(await assign(placed!.id!, riderId)).toEqual({
        status: 409,
        error: "Choose an enabled rider, or No rider.",
      });
    }
    expect(await riderOf(placed!.id!)).toBeNull();
    expect(await timelineOf(placed!.id!)).toEqual([]);
  });

  test("an unknown order is not found; a form without an order is refused", async () => {
    const rider = await insertStaff(database.db, "rider");
    expect(await assign("LOR-404", rider.id)).toEqual({ status: 404, error: "Order not found" });
    expect(await assign("", rider.id)).toEqual({
      status: 400,
      error: "Choose an order and a rider.",
    });
  });

  test("without scripts it goes back to the page it came from", async () => {
    const rider = await insertStaff(database.db, "rider");
    const [placed] = await insertOrders(database.db, [{}]);
    const answer = await assign(placed!.id!, rider.id, { returnTo: "/admin/orders?page=2" });
    expect(answer).toEqual({ status: 303, location: "/admin/orders?page=2" });
    expect(await riderOf(placed!.id!)).toBe(rider.id);
  });

  test("a rider's account deleted leaves their orders without a rider", async () => {
    const rider = await insertStaff(database.db, "rider");
    const [placed] = await insertOrders(database.db, [{}]);
    await assign(placed!.id!, rider.id);
    await database.db.delete(user).where(eq(user.id, rider.id));
    expect(await riderOf(placed!.id!)).toBeNull();
  });
});
