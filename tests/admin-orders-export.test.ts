import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loader } from "#app/routes/admin/orders/export.ts";
import type { AdminOrderQuery } from "#contracts/admin-order-query.ts";
import { formatOrderDate } from "#contracts/order-date.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { exportOrdersCsv, orderCsvColumns } from "#server/orders/order-export.ts";
import { readCsv, runsAsFormula } from "./support/csv-reader";
import { insertOrders } from "./support/order-factories";
import { newRefundKey, paidDeliveredOrder, postRefund } from "./support/order-refunds";
import { routeContext } from "./support/route-context";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
const placedAt = new Date("2026-11-01T09:00:00.000Z");

// Names a spreadsheet would run as formulas (OWASP CSV injection), and what the export writes.
const injections = [
  ['=HYPERLINK("https://evil.example","Click")', '\'=HYPERLINK("https://evil.example","Click")'],
  ["+254 trick", "'+254 trick"],
  ["+1+2", "'+1+2"],
  ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
  ["+254712345678+1", "'+254712345678+1"],
  ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
  ["@SUM(A1:A9)", "'@SUM(A1:A9)"],
  ["\t=1+1", "'\t=1+1"],
  ["\r=1+1", "'\r=1+1"],
] as const;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertOrders(database.db, [
    {
      id: "LOR-1790000000100",
      status: "delivered",
      createdAt: placedAt,
      fullName: "Achieng Atieno",
      email: "achieng@example.co.ke",
      phone: "+254712345678",
      address: "Riverside Drive 14",
      city: "Nairobi",
      subtotal: 4000,
      // Names as the catalogue stores them; the export spells them as the shop shows them.
      items: [
        { name: "amber veil", price: 1500, quantity: 2 },
        { name: "Mystery Perfume for Him", price: 1000, quantity: 1 },
      ],
    },
    ...injections.map(([name], i) => ({
      status: "delivered" as const,
      createdAt: new Date(placedAt.getTime() - (i + 1) * 60_000),
      fullName: name,
      phone: name,
    })),
    {
      status: "delivered",
      createdAt: new Date(placedAt.getTime() - 3_600_000),
      fullName: 'Wanjiru "Shiru", Kamau',
      address: "Block C,\nFlat 4",
      city: "Line\rbreak",
      items: [{ name: "=cmd|' /C calc'!A0", price: 3000, quantity: 1 }],
    },
    { status: "shipped", fullName: "Still On The Road", createdAt: placedAt },
  ]);
});
afterAll(() => database.close());

async function download(search: string) {
  const request = new Request(`https://loris.example/admin/orders/export${search}`);
  const response = loader({
    request,
    url: new URL(request.url),
    context: routeContext(database),
    params: {},
    pattern: "/admin/orders/export",
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
}

const csvOf = async (query: Partial<AdminOrderQuery>, batchSize?: number) =>
  readCsv(
    await new Response(
      exportOrdersCsv(
        database.db,
        { tab: "delivered", sort: "newest", page: 1, ...query },
        batchSize,
      ),
    ).text(),
  );

describe(`Order export on ${testDatabaseKind} (SPEC §2/§9)`, () => {
  test("the Delivered tab downloads as delivered-orders.csv with SPEC §9's columns", async () => {
    const { response, bytes, text } = await download("?tab=delivered");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="delivered-orders.csv"',
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = readCsv(text);
    expect(header).toEqual([...orderCsvColumns]);
    expect(rows).toHaveLength(11);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(rows[0]).toEqual([
      "LOR-1790000000100",
      "Achieng Atieno",
      "achieng@example.co.ke",
      "+254712345678",
      "Riverside Drive 14, Nairobi",
      "Amber Veil × 2; Mystery Perfume for Him × 1",
      "4000",
      "0",
      "552",
      "4000",
      formatOrderDate(placedAt),
      "Delivered",
      "Unpaid",
      "Pay on delivery",
      // Nothing refunded (decision 076).
      "0",
      // No discount code (decision 064), nothing agreed (decision 070).
      "0",
      "",
      "0",
      // Not a gift to wrap (decision 071).
      "0",
    ]);
  });

  test("the Ongoing tab downloads as ongoing-orders.csv with its own orders only", async () => {
    const { response, text } = await download("?tab=ongoing");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="ongoing-orders.csv"',
    );
    const rows = readCsv(text).slice(1);
    expect(rows.map((row) => [row[1], row[11]])).toEqual([["Still On The Road", "Shipped"]]);
  });

  test("a phone number in international form is written as is, so it stays dialable", async () => {
    const rows = await csvOf({ search: "achieng" });
    expect(rows[1]![3]).toBe("+254712345678");
    expect(runsAsFormula(rows[1]![3]!)).toBe(false);
  });

  test("every cell starting with = + - @, a tab or a carriage return is written as text", async () => {
    const rows = await csvOf({});
    for (const column of [1, 3]) {
      const cells = rows.map((row) => row[column]);
      for (const [name, written] of injections) {
        expect(cells).toContain(written);
        expect(cells).not.toContain(name);
      }
    }
    const quoted = rows.find((row) => row[1] === 'Wanjiru "Shiru", Kamau')!;
    // The product's name as the shop shows it (decision 036), still written as text.
    expect(quoted[5]).toBe("'=cmd|' /C Calc'!A0 × 1");
  });

  test("no cell of the export is a formula a spreadsheet would run", async () => {
    // The corpus is hostile: each value, written raw, would run.
    for (const [name] of injections) expect(runsAsFormula(name)).toBe(true);
    const { text } = await download("?tab=delivered");
    const cells = readCsv(text).flat();
    expect(cells.filter(runsAsFormula)).toEqual([]);
  });

  test("commas, quotes and line breaks are quoted as RFC 4180 says and read back intact", async () => {
    const { text } = await download("?tab=delivered");
    expect(text).toContain('"Wanjiru ""Shiru"", Kamau"');
    expect(text).toContain('"Block C,\nFlat 4, Line\rbreak"');
    const row = readCsv(text).find((cells) => cells[1] === 'Wanjiru "Shiru", Kamau')!;
    expect(row[4]).toBe("Block C,\nFlat 4, Line\rbreak");
    expect(row).toHaveLength(orderCsvColumns.length);
  });

  test("the export follows the view's search, status filter and sort", async () => {
    expect((await csvOf({ search: "achieng" })).slice(1).map((row) => row[0])).toEqual([
      "LOR-1790000000100",
    ]);
    expect((await csvOf({ tab: "ongoing", status: "cancelled" })).slice(1)).toEqual([]);
    const oldest = (await csvOf({ sort: "oldest" })).slice(1);
    expect(oldest.at(-1)![0]).toBe("LOR-1790000000100");
  });

  test("reading in small batches exports every order once, even when they share a timestamp", async () => {
    // One insert: every order gets the same created_at, to the microsecond.
    await insertOrders(
      database.db,
      Array.from({ length: 7 }, (_, i) => ({
        status: "cancelled" as const,
        fullName: `Twin ${i}`,
      })),
    );
    for (const sort of ["newest", "oldest"] as const) {
      const whole = await csvOf({ tab: "ongoing", status: "cancelled", sort });
      const batched = await csvOf({ tab: "ongoing", status: "cancelled", sort }, 2);
      expect(whole).toHaveLength(8);
      expect(batched).toEqual(whole);
    }
  });

  test("a refund recorded from the order's details shows in Refunded, the order part-refunded", async () => {
    const placed = await paidDeliveredOrder(database);
    expect(
      await postRefund(database, {
        orderId: placed.orderId,
        idempotencyKey: newRefundKey(),
        amount: "6500",
        way: "mpesa_reversal",
        reference: "QWE1RT2YU3",
      }),
    ).toMatchObject({ ok: true });
    const [header, row] = await csvOf({ search: placed.orderId });
    const cell = (column: string) => row![header!.indexOf(column)];
    expect(header!.slice(12, 15)).toEqual(["Payment Status", "Payment Method", "Refunded"]);
    expect([cell("Total"), cell("Payment Status"), cell("Refunded")]).toEqual([
      "9000",
      "Part-refunded",
      "6500",
    ]);
  });
});
