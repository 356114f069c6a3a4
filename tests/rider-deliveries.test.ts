import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action, loader } from "#app/routes/admin/deliveries.tsx";
import type { ViewerUser } from "#server/accounts/viewer.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { insertOrders } from "./support/order-factories";
import { formAnswerOf } from "./support/route-call";
import { insertStaff, staffRouteContext } from "./support/staff-members";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const pageUrl = "https://loris.example/admin/deliveries";

/** GET /admin/deliveries as `rider`: their cards, without the forms' keys. */
async function deliveriesOf(rider: ViewerUser, search = "") {
  const request = new Request(`${pageUrl}${search}`);
  const page = await loader({
    request,
    url: new URL(request.url),
    context: staffRouteContext(database, rider),
    params: {},
    pattern: "/admin/deliveries",
  });
  return {
    notice: page.notice,
    deliveries: page.deliveries.map(({ paymentKey, ...delivery }) => {
      expect(paymentKey).toMatch(/^door_[0-9a-f]{32}$/);
      return delivery;
    }),
  };
}

/** POST /admin/deliveries as `rider`, as a card's form sends it. */
async function post(rider: ViewerUser, fields: Record<string, string>) {
  const request = new Request(pageUrl, { method: "POST", body: new URLSearchParams(fields) });
  const result = await action({
    request,
    url: new URL(request.url),
    context: staffRouteContext(database, rider),
    params: {},
    pattern: "/admin/deliveries",
  });
  return formAnswerOf(result) as ReturnType<typeof formAnswerOf> & { orderId?: string | null };
}

const key = () => `door_${crypto.randomUUID().replaceAll("-", "")}`;
const pay = (rider: ViewerUser, orderId: string, fields: Record<string, string>) =>
  post(rider, { intent: "record", orderId, idempotencyKey: key(), method: "cash", ...fields });

async function orderRow(orderId: string) {
  const [row] = await database.db
    .select({
      status: order.status,
      paymentStatus: order.paymentStatus,
      amountPaid: order.amountPaid,
    })
    .from(order)
    .where(eq(order.id, orderId));
  return row;
}

describe(`A rider's deliveries on ${testDatabaseKind} (decision 075)`, () => {
  test("a rider sees only their open orders, oldest first, with what to collect", async () => {
    const rider = await insertStaff(database.db, "rider");
    const other = await insertStaff(database.db, "rider");
    const day = (n: number) => new Date(Date.UTC(2026, 11, n, 9));
    const [older, newer, paid, delivered, cancelled, others] = await insertOrders(database.db, [
      {
        riderId: rider.id,
        createdAt: day(2),
        fullName: "Achieng Odhiambo",
        phone: "+254712345678",
        address: "Kindaruma Road, Apt 4B",
        city: "Nairobi",
        notes: "Blue gate opposite Yaya Centre",
        subtotal: 4500,
        amountPaid: 1000,
        paymentStatus: "part_paid",
        items: [{ name: "Amber Veil", sizeLabel: "50ml", price: 4500, quantity: 1 }],
      },
      { riderId: rider.id, createdAt: day(3), status: "shipped" },
      { riderId: rider.id, createdAt: day(1), amountPaid: 3000, paymentStatus: "paid" },
      { riderId: rider.id, createdAt: day(1), status: "delivered" },
      { riderId: rider.id, createdAt: day(1), status: "cancelled", holdsStock: false },
      { riderId: other.id, createdAt: day(1) },
    ]);
    const { deliveries } = await deliveriesOf(rider);
    expect(deliveries.map((delivery) => delivery.id)).toEqual([paid!.id, older!.id, newer!.id]);
    expect(deliveries[1]).toEqual({
      id: older!.id,
      customerName: "Achieng Odhiambo",
      phone: "+254712345678",
      address: "Kindaruma Road, Apt 4B",
      city: "Nairobi",
      notes: "Blue gate opposite Yaya Centre",
      items: [{ name: "Amber Veil", sizeLabel: "50ml", quantity: 1 }],
      balance: 3500,
    });
    expect(deliveries[0]!.balance).toBe(0);
    const ids = deliveries.map((delivery) => delivery.id);
    for (const row of [delivered, cancelled, others]) expect(ids).not.toContain(row!.id);
    expect((await deliveriesOf(await insertStaff(database.db, "rider"))).deliveries).toEqual([]);
  });

  test("the payment at the door is counted for the order, once; then it is marked delivered", async () => {
    const rider = await insertStaff(database.db, "rider", {
      firstName: "Baraka",
      lastName: "Otieno",
    });
    const [placed] = await insertOrders(database.db, [{ riderId: rider.id, subtotal: 3200 }]);
    const orderId = placed!.id!;
    const fields = {
      intent: "record",
      orderId,
      idempotencyKey: key(),
      method: "cash",
      amount: "3,200",
    };
    const paid = await post(rider, fields);
    expect(paid).toEqual({
      status: 303,
      location: `/admin/deliveries?done=paid&order=${encodeURIComponent(orderId)}`,
    });
    expect(await orderRow(orderId)).toEqual({
      status: "pending",
      paymentStatus: "paid",
      amountPaid: 3200,
    });
    // The same form sent again (a second tap) records nothing new.
    expect(await post(rider, fields)).toEqual(paid);
    expect((await orderRow(orderId))!.amountPaid).toBe(3200);
    const page = await deliveriesOf(rider, `?done=paid&order=${orderId}`);
    expect(page.notice).toBe(`Payment recorded for order ${orderId}.`);
    expect(page.deliveries.find((delivery) => delivery.id === orderId)!.balance).toBe(0);

    expect(await post(rider, { intent: "delivered", orderId })).toEqual({
      status: 303,
      location: `/admin/deliveries?done=delivered&order=${encodeURIComponent(orderId)}`,
    });
    expect(await orderRow(orderId)).toEqual({
      status: "delivered",
      paymentStatus: "paid",
      amountPaid: 3200,
    });
    const after = await deliveriesOf(rider, `?done=delivered&order=${orderId}`);
    expect(after.notice).toBe(`Order ${orderId} marked delivered.`);
    expect(after.deliveries.map((delivery) => delivery.id)).not.toContain(orderId);
    expect(await post(rider, { intent: "delivered", orderId })).toEqual({
      status: 409,
      error: "This order is already delivered or cancelled.",
      orderId,
    });
  });

  test("an M-PESA payment with its code leaves the order part-paid below its total", async () => {
    const rider = await insertStaff(database.db, "rider");
    const [placed] = await insertOrders(database.db, [{ riderId: rider.id, subtotal: 5000 }]);
    const code = `R${crypto.randomUUID().replaceAll("-", "").slice(0, 9).toUpperCase()}`;
    const answer = await pay(rider, placed!.id!, {
      method: "mpesa",
      amount: "2000",
      receiptNumber: code,
    });
    expect(answer.status).toBe(303);
    expect(await orderRow(placed!.id!)).toEqual({
      status: "pending",
      paymentStatus: "part_paid",
      amountPaid: 2000,
    });
    expect((await deliveriesOf(rider)).deliveries.find((d) => d.id === placed!.id)!.balance).toBe(
      3000,
    );
  });

  test("another rider's order, or one with no rider, is not found, and nothing changes", async () => {
    const rider = await insertStaff(database.db, "rider");
    const other = await insertStaff(database.db, "rider");
    const [theirs, unassigned] = await insertOrders(database.db, [{ riderId: other.id }, {}]);
    for (const row of [theirs!, unassigned!]) {
      const refused = { status: 404, error: "Order not found", orderId: row.id };
      expect(await post(rider, { intent: "delivered", orderId: row.id! })).toEqual(refused);
      expect(await pay(rider, row.id!, { amount: "3000" })).toEqual(refused);
      expect(await orderRow(row.id!)).toEqual({
        status: "pending",
        paymentStatus: "unpaid",
        amountPaid: 0,
      });
    }
    expect(await post(rider, { intent: "delivered", orderId: "" })).toEqual({
      status: 404,
      error: "Order not found",
      orderId: "",
    });
  });

  test("bad amounts, a card, an M-PESA payment without its code and a paid order are refused", async () => {
    const rider = await insertStaff(database.db, "rider");
    const [placed, settled] = await insertOrders(database.db, [
      { riderId: rider.id, subtotal: 3000 },
      { riderId: rider.id, subtotal: 3000, amountPaid: 3000, paymentStatus: "paid" },
    ]);
    const orderId = placed!.id!;
    const amountText =
      "Enter the amount received in whole shillings, from KSh 1 to KSh 10,000,000.";
    for (const amount of ["0", "-5", "12.50", "abc", "", "10000001"]) {
      expect(await pay(rider, orderId, { amount })).toEqual({
        status: 400,
        error: amountText,
        orderId,
      });
    }
    expect(await pay(rider, orderId, { amount: "3000", method: "card" })).toEqual({
      status: 400,
      error: "Choose how the customer paid: cash or M-PESA.",
      orderId,
    });
    expect(await pay(rider, orderId, { amount: "3000", method: "mpesa" })).toEqual({
      status: 400,
      error:
        "Enter the M-PESA receipt code from the payer's SMS: 10 letters and digits, such as QWE1RT2YU3.",
      orderId,
    });
    expect(await orderRow(orderId)).toEqual({
      status: "pending",
      paymentStatus: "unpaid",
      amountPaid: 0,
    });
    const nothingDue = await pay(rider, settled!.id!, { amount: "100" });
    expect(nothingDue.status).toBe(409);
    expect((await orderRow(settled!.id!))!.amountPaid).toBe(3000);
  });
});
