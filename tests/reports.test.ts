import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loader } from "#app/routes/admin/reports.tsx";
import { loader as exportLoader } from "#app/routes/admin/reports-export.ts";
import { reportTexts } from "#contracts/reports.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { setOrderStatus } from "#server/orders/order-status-change.ts";
import { insertOrders } from "./support/order-factories";
import { at, getAsStaff, staffOrder } from "./support/report-routes";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decisions 078 and 081: sales by channel and the chart of sales over Nairobi days, compared
// with the period before; the refused ranges. Products, staff and money: report-breakdowns.

let database: DatabaseHandle;

/** GET the route `handler` at `query`, as staff. */
const get = <T>(handler: (args: never) => Promise<T>, path: string, query: string) =>
  getAsStaff(database, handler, path, query);

let cancelled: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const rows = await insertOrders(database.db, [
    { createdAt: at("2026-11-02"), subtotal: 4000 },
    {
      createdAt: at("2026-11-03"),
      subtotal: 6000,
      total: 5000,
      ...{
        agreedDiscount: 1000,
        agreedReason: "A regular",
        agreedBy: "Amina",
        agreedAt: new Date(),
      },
    },
    { ...staffOrder("instagram"), createdAt: at("2026-11-03"), subtotal: 9000 },
    { ...staffOrder("walk_in"), createdAt: at("2026-11-04"), subtotal: 2500 },
    { ...staffOrder("walk_in"), createdAt: at("2026-11-04"), subtotal: 3500 },
    // A WhatsApp checkout awaiting its chat is no sale yet (decision 037).
    { orderMethod: "whatsapp", status: "pending", createdAt: at("2026-11-04"), subtotal: 7000 },
    { ...staffOrder("whatsapp"), createdAt: at("2026-11-04"), subtotal: 1500 },
    // The week before: to compare with.
    { createdAt: at("2026-10-29"), subtotal: 8000 },
    { ...staffOrder("walk_in"), createdAt: at("2026-10-30"), subtotal: 1000 },
  ]);
  cancelled = rows[4]!.id!;
}, 60_000);
afterAll(() => database.close());

describe(`Reports on ${testDatabaseKind}`, () => {
  test("sales by channel over a range, with orders, average order and discounts, and the days before", async () => {
    await setOrderStatus(database.db, [cancelled], "cancelled");
    const answer = await get(
      loader,
      "/admin/reports",
      "period=range&from=2026-11-02&to=2026-11-08",
    );
    const report = "report" in answer && answer.report && answer.report.channels;
    if (!report) throw new Error("no report");
    const figures = Object.fromEntries(
      report.channels.map(({ now, before }) => [
        now.channel,
        [now.orders, now.sales, before.sales],
      ]),
    );
    expect(figures).toEqual({
      website: [2, 9000, 8000],
      whatsapp: [1, 1500, 0],
      instagram: [1, 9000, 0],
      phone_call: [0, 0, 0],
      walk_in: [1, 2500, 1000],
    });
    expect(report.totals.now).toEqual({ orders: 5, sales: 22_000, discounts: 1000, refunds: 0 });
    expect(report.before).toEqual({ from: "2026-10-26", to: "2026-11-01" });
  });

  test("the chart of sales per day against the days before, drawn on the server, and its table", async () => {
    const read = async (query: string) => {
      const answer = await get(loader, "/admin/reports", query);
      if (!("report" in answer) || !answer.report) throw new Error("no report");
      return answer.report.chart;
    };
    const week = await read("period=range&from=2026-11-02&to=2026-11-08");
    expect(week?.step).toBe("day");
    expect(week?.points).toEqual([
      { label: "2 Nov", sales: 4000, salesBefore: 0 },
      { label: "3 Nov", sales: 14_000, salesBefore: 0 },
      { label: "4 Nov", sales: 4000, salesBefore: 0 },
      { label: "5 Nov", sales: 0, salesBefore: 8000 },
      { label: "6 Nov", sales: 0, salesBefore: 1000 },
      { label: "7 Nov", sales: 0, salesBefore: 0 },
      { label: "8 Nov", sales: 0, salesBefore: 0 },
    ]);
    expect(week?.ticks).toEqual(["KSh 15,000", "KSh 10,000", "KSh 5,000", "KSh 0"]);
    // The area's top edge passes through each day's sales: 14,000 of 15,000 is 6.67 from the top.
    expect(week?.line).toMatch(/^M0,73\.3+\d*L166\.6+\d*,6\.6+\d*L/);
    const years = await read("period=range&from=2024-11-09&to=2026-11-08");
    expect(years?.step).toBe("month");
    expect(years?.points.map((point) => point.label).slice(-2)).toEqual(["Oct 2026", "Nov 2026"]);
    expect(years?.points.at(-1)?.sales).toBe(22_000);
    expect(await read("period=range&from=2026-11-03&to=2026-11-03")).toBeNull();
  });

  test("the report's CSV: a row per channel and the total", async () => {
    const response = await get(
      exportLoader,
      "/admin/reports/export",
      "period=range&from=2026-11-02&to=2026-11-08",
    );
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="sales-by-channel-2026-11-02-to-2026-11-08.csv"',
    );
    const rows = (await response.text()).replace("\uFEFF", "").trim().split("\r\n");
    expect(rows[0]).toBe(
      "Channel,Orders,Sales (KSh),Average order (KSh),Discounts (KSh),Refunds (KSh),Orders before,Sales before (KSh)",
    );
    expect(rows).toContain("Website,2,9000,4500,1000,0,1,8000");
    expect(rows.at(-1)).toBe("Total,5,22000,4400,1000,0,2,9000");
  });

  test("a range ending before it starts or over two years is refused with the reason: the page 400, the CSV 400", async () => {
    const backwards = "period=range&from=2026-11-08&to=2026-11-02";
    const page = await get(loader, "/admin/reports", backwards);
    expect(page).toMatchObject({
      init: { status: 400 },
      data: { error: reportTexts.endsBeforeStart },
    });
    const csv = get(
      exportLoader,
      "/admin/reports/export",
      "period=range&from=2020-01-01&to=2026-11-02",
    );
    await expect(csv).rejects.toMatchObject({ init: { status: 400 }, data: reportTexts.tooLong });
  });
});
