import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loader } from "#app/routes/admin/reports.tsx";
import { loader as exportLoader } from "#app/routes/admin/reports-export.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { order } from "#server/db/order-schema.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { recordReturnAndRefund } from "#server/orders/returns/return-refund.ts";
import { recordPayment } from "#server/payments/ledger/order-balance.ts";
import { expectKeptFiguresRecounted } from "./support/kept-figures-recount";
import { insertOrders } from "./support/order-factories";
import { at, getAsStaff, staffOrder } from "./support/report-routes";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decisions 080 and 081: Reports by product and size, category, staff member and payment method,
// and refunds by channel, over Nairobi days, from the kept days; each part's CSV.

let database: DatabaseHandle;

/** GET the route `handler` at `query`, as staff. */
const get = <T>(handler: (args: never) => Promise<T>, path: string, query: string) =>
  getAsStaff(database, handler, path, query);

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

describe(`Reports' breakdowns on ${testDatabaseKind}`, () => {
  test("sales by product and size and by category, at the prices sold, following cancellations and a day moved", async () => {
    const oud = (sizeLabel: string | null, price: number, quantity: number) => ({
      name: "Oud Wood",
      sizeLabel,
      category: sizeLabel ? "Niche Perfumes" : null,
      price,
      quantity,
    });
    const [, moved, dropped] = await insertOrders(database.db, [
      {
        createdAt: at("2026-09-08"),
        subtotal: 23_000,
        items: [oud("100 ml", 9000, 2), oud("50 ml", 5000, 1)],
      },
      {
        createdAt: at("2026-09-09"),
        subtotal: 13_500,
        items: [oud("100 ml", 9000, 1), oud(null, 1500, 3)],
      },
      { createdAt: at("2026-09-10"), subtotal: 20_000, items: [oud("50 ml", 5000, 4)] },
      {
        orderMethod: "whatsapp",
        status: "pending",
        createdAt: at("2026-09-10"),
        subtotal: 9000,
        items: [oud("100 ml", 9000, 1)],
      },
      // The week before.
      { createdAt: at("2026-09-02"), subtotal: 8000, items: [oud("100 ml", 8000, 1)] },
    ]);
    await setOrderStatus(database.db, [dropped!.id!], "cancelled");
    const week = "period=range&from=2026-09-07&to=2026-09-13";
    const read = async () => {
      const answer = await get(loader, "/admin/reports", week);
      const products = "report" in answer && answer.report?.products;
      if (!products) throw new Error("no product report");
      return products;
    };
    const sold = await read();
    expect(sold.products.map((row) => [row.name, row.sizeLabel, row.units, row.sales])).toEqual([
      ["Amber Veil", "100 ml", 3, 27_000],
      ["Amber Veil", "50 ml", 1, 5000],
      ["Amber Veil", "", 3, 4500],
    ]);
    expect(sold.productCount).toBe(3);
    expect(sold.categories).toEqual([
      { category: "Niche Perfumes", units: 4, sales: 32_000, salesBefore: 8000 },
      { category: "", units: 3, sales: 4500, salesBefore: 0 },
    ]);

    const csv = await get(exportLoader, "/admin/reports/export", `report=products&${week}`);
    expect(csv.headers.get("content-disposition")).toBe(
      'attachment; filename="sales-by-product-2026-09-07-to-2026-09-13.csv"',
    );
    const rows = (await csv.text()).replace("\uFEFF", "").trim().split("\r\n");
    expect(rows).toEqual([
      "Product,Size,Units,Sales (KSh)",
      "Amber Veil,100 ml,3,27000",
      "Amber Veil,50 ml,1,5000",
      "Amber Veil,—,3,4500",
    ]);
    const categories = await get(
      exportLoader,
      "/admin/reports/export",
      `report=categories&${week}`,
    );
    expect((await categories.text()).replace("\uFEFF", "").trim().split("\r\n")).toEqual([
      "Category,Units,Sales (KSh),Sales before (KSh)",
      "Niche Perfumes,4,32000,8000",
      "No category,3,4500,0",
    ]);

    // An order moved to another week leaves this one's figures.
    await database.db
      .update(order)
      .set({ createdAt: at("2026-09-20") })
      .where(eq(order.id, moved!.id!));
    const after = await read();
    expect(after.products.map((row) => [row.sizeLabel, row.units, row.sales])).toEqual([
      ["100 ml", 2, 18_000],
      ["50 ml", 1, 5000],
    ]);
    await expectKeptFiguresRecounted(database.db);
  });

  test("sales by staff member and money in and out by method, refunds under their order's channel", async () => {
    const [website, amina] = await insertOrders(database.db, [
      { createdAt: at("2026-08-11"), subtotal: 7000 },
      { ...staffOrder("walk_in"), createdAt: at("2026-08-11"), subtotal: 3000 },
      {
        ...staffOrder("instagram"),
        enteredBy: "Baraka Otieno",
        createdAt: at("2026-08-12"),
        subtotal: 5000,
      },
      // The week before.
      { ...staffOrder("walk_in"), createdAt: at("2026-08-04"), subtotal: 2000 },
    ]);
    const pay = (orderId: string, method: "mpesa" | "cash", amount: number, day: string) =>
      database.db.transaction((tx) =>
        recordPayment(
          tx,
          {
            method,
            source: method === "mpesa" ? "paybill" : "door",
            receiptNumber: method === "mpesa" ? "TKR4ABC123" : null,
            receivedAt: at(day),
            amount,
            orderId,
          },
          at(day),
        ),
      );
    await pay(website!.id!, "mpesa", 7000, "2026-08-12");
    await pay(amina!.id!, "cash", 3000, "2026-08-11");
    await recordReturnAndRefund(
      database.db,
      {
        orderId: website!.id!,
        idempotencyKey: "idem_reports_refund_0001",
        lines: [],
        refund: { amount: 2000, way: "mpesa_reversal", reference: "TKR4XYZ789", note: "" },
      },
      { actor: { userId: null, name: "Amina Wanjiru" }, shopPhone: "+254700000000" },
      at("2026-08-13"),
    );

    const week = "period=range&from=2026-08-10&to=2026-08-16";
    const answer = await get(loader, "/admin/reports", week);
    const report = "report" in answer && answer.report;
    if (!report) throw new Error("no report");
    expect(report.staff.map((row) => [row.staff, row.orders, row.sales, row.salesBefore])).toEqual([
      ["", 1, 7000, 0],
      ["Baraka Otieno", 1, 5000, 0],
      ["Amina Wanjiru", 1, 3000, 2000],
    ]);
    expect(report.methods).toEqual([
      { method: "mpesa", label: "M-PESA", payments: 1, received: 7000, refunded: 2000 },
      { method: "cash", label: "Cash", payments: 1, received: 3000, refunded: 0 },
      { method: "card", label: "Card", payments: 0, received: 0, refunded: 0 },
      { method: "other", label: "Other", payments: 0, received: 0, refunded: 0 },
    ]);
    const websiteRow = report.channels.channels.find((row) => row.now.channel === "website");
    expect(websiteRow?.now.refunds).toBe(2000);
    expect(report.channels.totals.now.refunds).toBe(2000);

    const csv = async (part: string) => {
      const response = await get(exportLoader, "/admin/reports/export", `report=${part}&${week}`);
      return (await response.text()).replace("\uFEFF", "").trim().split("\r\n");
    };
    expect(await csv("staff")).toEqual([
      "Staff member,Orders,Sales (KSh),Sales before (KSh)",
      "Placed by shoppers,1,7000,0",
      "Baraka Otieno,1,5000,0",
      "Amina Wanjiru,1,3000,2000",
    ]);
    expect(await csv("payments")).toEqual([
      "Method,Payments,Received (KSh),Refunded (KSh),Net (KSh)",
      "M-PESA,1,7000,2000,5000",
      "Cash,1,3000,0,3000",
      "Card,0,0,0,0",
      "Other,0,0,0,0",
    ]);
    await expectKeptFiguresRecounted(database.db);
  });
});
