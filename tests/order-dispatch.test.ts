import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action } from "#app/routes/admin/orders/dispatch.ts";
import { user } from "#server/db/auth-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { listRiders } from "#server/orders/riders/order-dispatch.ts";
import { readDeliveryList } from "#server/orders/riders/rider-deliveries.ts";
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

/** POST /admin/orders/dispatch as the order's Delivered by choice sends it, by the owner Amina Wanjiru. */
async function assign(orderId: string, riderId: string, extra: Record<string, string> = {}) {
  const request = new Request("https://loris.example/admin/orders/dispatch", {
    method: "POST",
    body: new URLSearchParams({ orderId, riderId, ...extra }),
  });
  const result = await action({
    request,
    url: new URL(request.url),
    context: adminRouteContext(database),
    params: {},
    pattern: "/admin/orders/dispatch",
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

async function dispatchOf(orderId: string) {
  const [row] = await database.db
    .select({
      riderId: order.riderId,
      riderName: order.riderName,
      riderPhone: order.riderPhone,
      courierName: order.courierName,
      courierReference: order.courierReference,
      status: order.status,
    })
    .from(order)
    .where(eq(order.id, orderId));
  return row;
}

describe(`Dispatching an order to a rider or a courier on ${testDatabaseKind} (decision 079)`, () => {
  test("another rider with their phone, then a courier with its reference, marked shipped", async () => {
    const [placed] = await insertOrders(database.db, [{ status: "processing" }]);
    const id = placed!.id!;
    expect(
      await assign(id, "other", { riderName: "Baraka Otieno", riderPhone: "0722 000 111" }),
    ).toEqual({ ok: true, notice: "Delivery saved." });
    expect(await dispatchOf(id)).toEqual({
      riderId: null,
      riderName: "Baraka Otieno",
      riderPhone: "+254722000111",
      courierName: null,
      courierReference: null,
      status: "processing",
    });
    expect(
      await assign(id, "courier", {
        courierName: "G4S",
        courierReference: "KX-42",
        intent: "ship",
      }),
    ).toEqual({ ok: true, notice: "Delivery saved. The order is shipped and the customer told." });
    expect(await dispatchOf(id)).toEqual({
      riderId: null,
      riderName: null,
      riderPhone: null,
      courierName: "G4S",
      courierReference: "KX-42",
      status: "shipped",
    });
    expect(await timelineOf(id)).toEqual([
      { actor: "Amina Wanjiru", message: "Assigned to rider Baraka Otieno, 0722 000 111" },
      { actor: "Amina Wanjiru", message: "Handed to courier G4S, reference KX-42" },
    ]);
  });

  test("a reference over its limit, a bad phone, a closed order: refused, nothing written", async () => {
    const [open, delivered] = await insertOrders(database.db, [{}, { status: "delivered" }]);
    expect(
      await assign(open!.id!, "courier", { courierName: "G4S", courierReference: "K".repeat(41) }),
    ).toEqual({ status: 400, error: "The courier's reference is at most 40 characters." });
    expect(await assign(open!.id!, "other", { riderName: "Baraka", riderPhone: "12345" })).toEqual({
      status: 400,
      error: "The rider's phone: Please enter a Kenyan phone number, such as 0712 345 678",
    });
    expect(
      await assign(delivered!.id!, "courier", { courierName: "G4S", courierReference: "KX1" }),
    ).toEqual({ status: 409, error: "This order is already delivered or cancelled." });
    for (const placed of [open, delivered]) {
      expect(await dispatchOf(placed!.id!)).toMatchObject({ riderName: null, courierName: null });
      expect(await timelineOf(placed!.id!)).toEqual([]);
    }
  });
});

describe(`The delivery list on ${testDatabaseKind} (decision 079)`, () => {
  test("open orders only, oldest first, each with its place and who takes it", async () => {
    const [sent, waiting, delivered] = await insertOrders(database.db, [
      { status: "shipped", createdAt: new Date("2026-11-02T08:00:00Z") },
      {
        status: "confirmed",
        createdAt: new Date("2026-11-02T09:00:00Z"),
        deliveryArea: "elsewhere",
      },
      { status: "delivered", createdAt: new Date("2026-11-02T07:00:00Z") },
    ]);
    await assign(sent!.id!, "courier", { courierName: "G4S", courierReference: "KX-9" });
    const list = await readDeliveryList(database.db);
    const ids = list.map((entry) => entry.id);
    expect(ids).not.toContain(delivered!.id);
    expect(ids.indexOf(sent!.id!)).toBeLessThan(ids.indexOf(waiting!.id!));
    expect(list.find((entry) => entry.id === sent!.id)).toMatchObject({
      place: "Nairobi",
      status: "shipped",
      dispatch: { way: "courier", name: "G4S", reference: "KX-9" },
    });
    expect(list.find((entry) => entry.id === waiting!.id)).toMatchObject({
      place: "Elsewhere in Kenya",
      dispatch: null,
    });
  });
});

describe(`Assigning an order's rider on ${testDatabaseKind} (decision 075)`, () => {
  test("an enabled rider is assigned, then taken off; the timeline says so", async () => {
    const rider = await insertStaff(database.db, "rider", {
      firstName: "Baraka",
      lastName: "Otieno",
    });
    const [placed] = await insertOrders(database.db, [{}]);
    expect(await assign(placed!.id!, rider.id)).toEqual({ ok: true, notice: "Delivery saved." });
    expect(await riderOf(placed!.id!)).toBe(rider.id);
    expect(await assign(placed!.id!, "")).toEqual({ ok: true, notice: "Delivery saved." });
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
        error: "Choose an enabled rider, or No one yet.",
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
      error: "Choose an order and who delivers it.",
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
