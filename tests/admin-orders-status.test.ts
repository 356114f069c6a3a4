import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action } from "#app/routes/admin/orders/status.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { listAdminOrders } from "#server/orders/admin-order-queries.ts";
import { insertOrders } from "./support/order-factories";
import { adminRouteContext } from "./support/route-context";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** POST /admin/orders/status as the page's bulk bar and dropdown send it. */
async function changeStatus(orderIds: string[], status: string) {
  const body = new URLSearchParams([...orderIds.map((id) => ["orderId", id]), ["status", status]]);
  const request = new Request("https://loris.example/admin/orders/status", {
    method: "POST",
    body,
  });
  const result = await action({
    request,
    url: new URL(request.url),
    context: adminRouteContext(database),
    params: {},
    pattern: "/admin/orders/status",
  });
  return result as { data: { updated: string[]; missing: string[] }; init: ResponseInit | null };
}

describe(`Bulk 'Mark as Delivered' on ${testDatabaseKind} (SPEC §4)`, () => {
  test("100 selected orders are marked delivered in one request and move to the Delivered tab", async () => {
    const orders = await insertOrders(
      database.db,
      Array.from({ length: 100 }, (_, i) => ({
        status: (["pending", "confirmed", "processing", "shipped", "cancelled"] as const)[i % 5],
      })),
    );
    const ids = orders.map((row) => row.id!);
    const { data } = await changeStatus(ids, "delivered");
    expect(data.missing).toEqual([]);
    expect(new Set(data.updated)).toEqual(new Set(ids));
    const rows = await database.db
      .select({ status: order.status })
      .from(order)
      .where(inArray(order.id, ids));
    expect(rows.every((row) => row.status === "delivered")).toBe(true);
    const list = await listAdminOrders(database.db, { tab: "delivered", sort: "newest", page: 1 });
    expect(list.counts.delivered).toBe(100);
    expect(list.total).toBe(100);
  });

  test("orders that no longer exist are reported, so the page can say some were not updated", async () => {
    const [kept] = await insertOrders(database.db, [{ status: "pending" }]);
    const { data } = await changeStatus([kept!.id!, "LOR-404"], "delivered");
    expect(data).toEqual({ updated: [kept!.id], missing: ["LOR-404"], refused: [] });
  });

  test("one row's dropdown may set any status, back to an earlier one too", async () => {
    const [row] = await insertOrders(database.db, [{ status: "delivered" }]);
    expect((await changeStatus([row!.id!], "processing")).data.updated).toEqual([row!.id]);
    const list = await listAdminOrders(database.db, {
      tab: "ongoing",
      search: row!.id!,
      sort: "newest",
      page: 1,
    });
    expect(list.orders.map((found) => found.status)).toEqual(["processing"]);
  });

  test("an unknown status is refused with 400", async () => {
    const [row] = await insertOrders(database.db, [{ status: "pending" }]);
    const { init } = await changeStatus([row!.id!], "lost");
    expect(init?.status).toBe(400);
  });
});
