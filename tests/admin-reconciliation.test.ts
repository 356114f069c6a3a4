import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { paymentDayTexts } from "#contracts/admin-payments.ts";
import { formatPrice } from "#contracts/money.ts";
import { formatOrderDate } from "#contracts/order-date.ts";
import { nairobiDay, nairobiInstant } from "#contracts/nairobi-time.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { payment } from "#server/db/payment-schema.ts";
import { orderRefund } from "#server/db/return-schema.ts";
import { exportPaymentsCsv } from "#server/payments/reconciliation/reconciliation-export.ts";
import { paymentReference } from "#server/payments/mpesa/payment-reference.ts";
import type { Browser } from "./support/shopper";
import { readCsv, runsAsFormula } from "./support/csv-reader";
import { paymentOf } from "./support/mpesa";
import {
  askShop,
  figure,
  figuresShownAt,
  listed,
  paidInDatabase,
  paymentsPageAt,
  recordReceived,
  sumsInDatabase,
  textOf,
} from "./support/payments-page";
import { insertOrders } from "./support/order-factories";
import { newRefundKey, paidDeliveredOrder, postRefund } from "./support/order-refunds";
import { serveShop } from "./support/served-shop";
import { signedInBrowser } from "./support/signed-in";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
let shop: Awaited<ReturnType<typeof serveShop>>;
let admin: Browser;

beforeAll(async () => {
  database = await openTestDatabase();
  shop = await serveShop(database, (origin) => ({ PUBLIC_URL: origin, AUTH_RATE_LIMIT: "100" }), {
    isCached: false,
  });
  admin = await signedInBrowser(shop.services, "admin");
});
afterAll(async () => {
  await shop?.stop();
  await database?.close();
});

/** A receipt of its own, as M-PESA's: 10 letters and digits. */
let receipts = 0;
const newReceipt = () => `TST${String((receipts += 1)).padStart(7, "0")}`;

const ask = (browser: Browser | undefined, path: string, form?: Record<string, string>) =>
  askShop(shop.url, browser, path, form);
const paymentsPage = (search: string) => paymentsPageAt(shop.url, admin, search);
const figuresShown = (day: string) => figuresShownAt(shop.url, admin, day);
const received = (paid: Parameters<typeof recordReceived>[1]) => recordReceived(database.db, paid);

/** Staff's form on the Payments page of `day`. */
const act = (day: string, form: Record<string, string>) =>
  ask(admin, `/admin/payments?day=${day}`, form);

describe(`the Payments page on ${testDatabaseKind} (decision 020)`, () => {
  // Two days around Nairobi's midnight, which is 21:00 UTC the day before.
  const day = "2026-03-14";
  const nextDay = "2026-03-15";
  const ids: Record<string, string> = {};
  const codes: Record<string, string> = {};

  beforeAll(async () => {
    const [paidByPrompt, paidAtDoor, paidShort] = await insertOrders(database.db, [
      { subtotal: 5000 },
      { subtotal: 3000 },
      { subtotal: 4000 },
    ]);
    ids.prompt = paidByPrompt!.id!;
    ids.door = paidAtDoor!.id!;
    ids.short = paidShort!.id!;
    for (const name of ["prompt", "paybill", "lost", "refund", "short", "late", "early"]) {
      codes[name] = newReceipt();
    }
    await received({
      source: "prompt",
      amount: 5000,
      orderId: ids.prompt,
      receiptNumber: codes.prompt,
      phone: "254712345678",
      receivedAt: nairobiInstant(`${day}T10:00:00`),
    });
    await received({
      method: "cash",
      source: "door",
      amount: 3000,
      orderId: ids.door,
      takenBy: "Otieno",
      receivedAt: nairobiInstant(`${day}T23:59:30`),
    });
    // Paybill payments naming no order of ours; Daraja masks the payer's number.
    await received({
      amount: 1200,
      receiptNumber: codes.paybill,
      phone: "2547*****321",
      accountReference: "999999999999",
      receivedAt: nairobiInstant(`${day}T08:00:00`),
    });
    await received({
      amount: 2500,
      receiptNumber: codes.lost,
      phone: "254722000456",
      receivedAt: nairobiInstant(`${day}T09:00:00`),
    });
    await received({
      amount: 400,
      receiptNumber: codes.refund,
      phone: "254733000789",
      receivedAt: nairobiInstant(`${day}T11:00:00`),
    });
    await received({
      method: "card",
      source: "door",
      amount: 700,
      orderId: null,
      receivedAt: nairobiInstant(`${day}T12:00:00`),
    });
    // Short by KSh 1,000: counted for its order and waiting for staff.
    await received({
      amount: 3000,
      orderId: ids.short,
      receiptNumber: codes.short,
      phone: "254711000222",
      receivedAt: nairobiInstant(`${day}T13:00:00`),
    });
    // The next day from its first second in Nairobi (still the 14th in UTC).
    await received({
      amount: 900,
      receiptNumber: codes.late,
      phone: "254700111333",
      receivedAt: nairobiInstant(`${nextDay}T00:00:00`),
    });
    await received({
      method: "cash",
      source: "door",
      amount: 650,
      receivedAt: nairobiInstant(`${nextDay}T00:00:10`),
    });
    // The day before, at its last second.
    await received({
      amount: 333,
      receiptNumber: codes.early,
      receivedAt: nairobiInstant(`2026-03-13T23:59:59`),
    });
  });

  test("a day's totals are the sums of that day's payments in the database, cut at Nairobi's midnight", async () => {
    const shown = await figuresShown(day);
    expect(shown).toEqual(await sumsInDatabase(database.db, day));
    expect(shown).toEqual({
      received: 5000 + 3000 + 1200 + 2500 + 400 + 700 + 3000,
      mpesa: 5000 + 1200 + 2500 + 400 + 3000,
      cash: 3000,
      card: 700,
      matched: 5000 + 3000 + 3000,
      unmatched: 1200 + 2500 + 400 + 700,
      refunded: 0,
      // No order refund that day: the day keeps all it received.
      refundsPaidOut: 0,
      net: 5000 + 3000 + 1200 + 2500 + 400 + 700 + 3000,
    });
    const next = await figuresShown(nextDay);
    expect(next).toEqual(await sumsInDatabase(database.db, nextDay));
    expect(next).toMatchObject({ received: 1550, mpesa: 900, cash: 650, unmatched: 1550 });
  });

  test("each payment shows its time, amount, way, receipt, masked phone and order", async () => {
    const { html, text } = await paymentsPage(`?day=${day}`);
    expect(text).toContain(
      `14 Mar 2026, 10:00 ${formatPrice(5000)} M-PESA prompt ${codes.prompt} •••••••678 ${ids.prompt}`,
    );
    expect(text).toContain(`${formatPrice(3000)} Cash at the door — — ${ids.door}`);
    expect(text).toContain(`${codes.paybill} •••••••321 Unmatched No order matches`);
    expect(text).toContain(`${formatPrice(700)} Card at the door — — Unmatched`);
    expect(text).toContain(`${codes.short} •••••••222 ${ids.short} Less than the order's balance`);
    // Only the last 3 digits of a payer's number reach the page.
    for (const digits of ["712345678", "722000456", "0722000456"])
      expect(html).not.toContain(digits);
    expect(html).toContain(`href="/admin/orders?search=${ids.prompt}"`);
  });

  test("the state filters: matched, unmatched, to review, refunded", async () => {
    const state = async (name: string) =>
      listed((await paymentsPage(`?day=${day}&state=${name}`)).html);
    const idOf = async (method: "cash" | "card") =>
      String(
        (
          await database.db
            .select({ id: payment.id })
            .from(payment)
            .where(eq(payment.method, method))
        ).reduce((first, row) => Math.min(first, row.id), Infinity),
      );
    const [cash, card] = [await idOf("cash"), await idOf("card")];
    expect(await state("matched")).toEqual([codes.prompt, codes.short, cash].sort());
    expect(await state("unmatched")).toEqual(
      [codes.paybill, codes.lost, codes.refund, card].sort(),
    );
    expect(await state("review")).toEqual(
      [codes.paybill, codes.lost, codes.refund, card, codes.short].sort(),
    );
    expect(await state("refunded")).toEqual([]);
    expect(await state("all")).toHaveLength(7);
  });

  test("attaching an unmatched payment by the order's M-PESA account number: the order reads paid, the payment matched", async () => {
    const [order] = await insertOrders(database.db, [{ subtotal: 2500 }]);
    const [row] = await database.db
      .select({ id: payment.id })
      .from(payment)
      .where(eq(payment.receiptNumber, codes.lost!));
    const answer = await act(day, {
      intent: "attach",
      paymentId: String(row!.id),
      order: paymentReference(order!.id!),
    });
    expect(answer.status).toBe(200);
    expect(textOf(answer.body)).toContain(`Payment attached to order ${order!.id}.`);
    expect((await paymentOf(database, order!.id!)).paymentStatus).toBe("paid");
    const after = await figuresShown(day);
    expect(after).toEqual(await sumsInDatabase(database.db, day));
    expect(after.unmatched).toBe(1200 + 400 + 700);
    expect(listed((await paymentsPage(`?day=${day}&state=unmatched`)).html)).not.toContain(
      codes.lost,
    );
    expect(listed((await paymentsPage(`?day=${day}&state=matched`)).html)).toContain(codes.lost);
    // Counted now: no second attach, and no refund here (Order Management refunds an order).
    const again = await act(day, {
      intent: "attach",
      paymentId: String(row!.id),
      order: order!.id!,
    });
    expect(again.status).toBe(409);
    expect(textOf(again.body)).toContain(paymentDayTexts.alreadyMatched);
  });

  test("a short payment attached by staff is accepted as it is, by the full order number typed in lower case", async () => {
    const [row] = await database.db
      .select({ id: payment.id })
      .from(payment)
      .where(eq(payment.receiptNumber, codes.short!));
    const answer = await act(day, {
      intent: "attach",
      paymentId: String(row!.id),
      order: ` ${ids.short!.toLowerCase()} `,
    });
    expect(answer.status).toBe(200);
    expect((await paymentOf(database, ids.short!)).paymentStatus).toBe("part_paid");
    expect(listed((await paymentsPage(`?day=${day}&state=review`)).html)).not.toContain(
      codes.short,
    );
  });

  test("an order number no order has is refused with 404 and the payment stays unmatched", async () => {
    const [row] = await database.db
      .select({ id: payment.id })
      .from(payment)
      .where(eq(payment.receiptNumber, codes.paybill!));
    for (const order of ["LOR-1", "123456789012"]) {
      const answer = await act(day, { intent: "attach", paymentId: String(row!.id), order });
      expect(answer.status).toBe(404);
      expect(textOf(answer.body)).toContain("No order with this number.");
    }
    expect(listed((await paymentsPage(`?day=${day}&state=unmatched`)).html)).toContain(
      codes.paybill,
    );
  });

  test("marking a payment refunded with a note: it moves to Refunded, the totals still add up", async () => {
    const [row] = await database.db
      .select({ id: payment.id })
      .from(payment)
      .where(eq(payment.receiptNumber, codes.refund!));
    const paymentId = String(row!.id);
    const before = await figuresShown(day);
    const answer = await act(day, {
      intent: "refund",
      paymentId,
      note: '=HYPERLINK("https://evil.example") sent back to the payer',
    });
    expect(answer.status).toBe(200);
    expect(textOf(answer.body)).toContain("Payment marked refunded.");
    const after = await figuresShown(day);
    expect(after).toEqual(await sumsInDatabase(database.db, day));
    expect(after.refunded).toBe(before.refunded + 400);
    expect(after.unmatched).toBe(before.unmatched - 400);
    expect(after.received).toBe(after.matched + after.unmatched + after.refunded);
    const refunded = await paymentsPage(`?day=${day}&state=refunded`);
    expect(listed(refunded.html)).toEqual([codes.refund]);
    expect(refunded.text).toContain("sent back to the payer");
    const again = await act(day, { intent: "refund", paymentId, note: "twice" });
    expect(again.status).toBe(409);
    expect(textOf(again.body)).toContain(paymentDayTexts.alreadyRefunded);
  });

  test.each([
    [
      "an empty note",
      { intent: "refund", note: "   " },
      400,
      "Write why the payment was refunded.",
    ],
    [
      "a note over 500 characters",
      { intent: "refund", note: "x".repeat(501) },
      400,
      "Note is too long (at most 500 characters)",
    ],
    [
      "a control character in the note",
      { intent: "refund", note: "sent\u0000back" },
      400,
      "Note contains characters that are not allowed",
    ],
    [
      "an order number that is not one",
      { intent: "attach", order: "DROP TABLE" },
      400,
      paymentDayTexts.orderNumber,
    ],
    [
      "an order number far too long",
      { intent: "attach", order: "LOR-".padEnd(200, "1") },
      400,
      "Order number is too long (at most 40 characters)",
    ],
    ["an unknown intent", { intent: "delete" }, 400, paymentDayTexts.badForm],
    [
      "a payment id that is not a number",
      { intent: "refund", paymentId: "abc", note: "x" },
      400,
      paymentDayTexts.badForm,
    ],
    [
      "a payment no one recorded",
      { intent: "refund", paymentId: "2147483647", note: "x" },
      404,
      paymentDayTexts.unknownPayment,
    ],
  ])("%s is refused with its reason, never a 500", async (_name, fields, status, message) => {
    const [row] = await database.db
      .select({ id: payment.id })
      .from(payment)
      .where(eq(payment.receiptNumber, codes.paybill!));
    const answer = await act(day, { paymentId: String(row!.id), ...fields });
    expect(answer.status).toBe(status);
    expect(textOf(answer.body)).toContain(message);
  });

  test("the CSV: its header, a row per payment, phones masked but for 3 digits, no formula runs", async () => {
    const answer = await fetch(`${shop.url}/admin/payments/export?day=${day}`, {
      headers: admin.request("/admin/payments/export").headers,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="payments-${day}.csv"`,
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    // A byte order mark first, so spreadsheets read the file as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const [header, ...rows] = readCsv(text);
    expect(header).toEqual([
      "Time",
      "Amount (KSh)",
      "Method",
      "Receipt",
      "Phone",
      "Order",
      "State",
      "Issue",
      "Note",
    ]);
    expect(rows).toHaveLength(7);
    expect(rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(
      (await sumsInDatabase(database.db, day)).received,
    );
    const byReceipt = new Map(rows.map((row) => [row[3], row]));
    expect(byReceipt.get(codes.prompt)).toEqual([
      "14 Mar 2026, 10:00",
      "5000",
      "M-PESA prompt",
      codes.prompt,
      "•••••••678",
      ids.prompt,
      "Matched",
      "",
      "",
    ]);
    expect(byReceipt.get(codes.paybill)?.slice(4, 8)).toEqual([
      "•••••••321",
      "Unmatched",
      "Unmatched",
      "No order matches",
    ]);
    for (const row of rows) {
      expect(row[4]).toMatch(/^(•+\d{3})?$/);
      for (const cell of row) expect(runsAsFormula(cell), cell).toBe(false);
    }
    expect(byReceipt.get(codes.refund)?.[8]).toBe(
      '\'=HYPERLINK("https://evil.example") sent back to the payer',
    );
    const unmatched = readCsv(
      await (
        await fetch(`${shop.url}/admin/payments/export?day=${day}&state=unmatched`, {
          headers: admin.request("/").headers,
        })
      ).text(),
    );
    expect(unmatched.slice(1).every((row) => row[6] === "Unmatched")).toBe(true);
  });

  test("order refunds show on their day: paid out, the day's net, the list and the CSV below 0; paid revenue drops by them", async () => {
    const today = nairobiDay(new Date());
    const placed = await paidDeliveredOrder(database);
    const before = await figuresShown(today);
    const paidBefore = figure(
      (await paymentsPage(`?day=${today}`)).text,
      "Paid revenue (all days)",
    );
    const refunds: Record<string, string>[] = [
      {
        amount: "6500",
        way: "mpesa_reversal",
        reference: "qwe1rt2yu3",
        note: "=cmd|' /C calc'!A0 changed her mind",
      },
      { amount: "500", way: "cash" },
    ];
    for (const fields of refunds) {
      expect(
        await postRefund(database, {
          orderId: placed.orderId,
          idempotencyKey: newRefundKey(),
          ...fields,
        }),
      ).toMatchObject({ ok: true });
    }
    expect((await paymentOf(database, placed.orderId)).paymentStatus).toBe("part_refunded");

    const { html, text } = await paymentsPage(`?day=${today}`);
    const after = await figuresShown(today);
    expect(after).toEqual(await sumsInDatabase(database.db, today));
    expect(after).toEqual({
      ...before,
      refundsPaidOut: before.refundsPaidOut + 7000,
      net: before.net - 7000,
    });
    expect(after.net).toBe(after.received - after.refunded - after.refundsPaidOut);
    expect(text).toContain(`Refunds paid out ${formatPrice(after.refundsPaidOut)} 2 refunds`);
    const paidAfter = figure(text, "Paid revenue (all days)");
    expect(paidAfter).toBe(paidBefore - 7000);
    expect(paidAfter).toBe(await paidInDatabase(database.db));
    // The day's refunds, newest first, each with its order's link, way, code, staff and note.
    const [cashAt, reversalAt] = (
      await database.db
        .select({ createdAt: orderRefund.createdAt })
        .from(orderRefund)
        .where(eq(orderRefund.orderId, placed.orderId))
        .orderBy(desc(orderRefund.id))
    ).map(({ createdAt }) => formatOrderDate(createdAt.toISOString()));
    expect(text).toContain(
      `Refunds paid out −${formatPrice(500)} ${cashAt} · Cash ${placed.orderId} By Amina Wanjiru ` +
        `−${formatPrice(6500)} ${reversalAt} · M-PESA reversal QWE1RT2YU3 ${placed.orderId} ` +
        "By Amina Wanjiru =cmd|' /C calc'!A0 changed her mind",
    );
    expect(html).toContain(`href="/admin/orders?tab=delivered&amp;search=${placed.orderId}"`);
    // A view of one state lists its payments alone.
    expect((await paymentsPage(`?day=${today}&state=matched`)).text).not.toContain(
      "By Amina Wanjiru",
    );

    // The dashboard's Paid and Total Revenue drop by them too, and say what went back.
    const dashboard = textOf((await ask(admin, "/admin")).body);
    expect(figure(dashboard, "Paid")).toBe(paidAfter);
    expect(dashboard).toContain(`${formatPrice(7000)} refunded`);

    // The CSV: a row per refund below 0 after the payments; the amounts add up to the day's
    // money in less what went back.
    const csv = async (search: string) =>
      readCsv(
        await (
          await fetch(`${shop.url}/admin/payments/export?day=${today}${search}`, {
            headers: admin.request("/").headers,
          })
        ).text(),
      ).slice(1);
    const rows = await csv("");
    const refundRows = rows.filter((row) => row[6] === "Refund paid out");
    expect(refundRows.map((row) => row.slice(1))).toEqual([
      ["-500", "Cash", "", "", placed.orderId, "Refund paid out", "", "By Amina Wanjiru"],
      [
        "-6500",
        "M-PESA reversal",
        "QWE1RT2YU3",
        "",
        placed.orderId,
        "Refund paid out",
        "",
        "By Amina Wanjiru: =cmd|' /C calc'!A0 changed her mind",
      ],
    ]);
    expect(rows.slice(-2)).toEqual(refundRows);
    expect(rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(
      after.received - after.refundsPaidOut,
    );
    for (const cell of rows.flat()) expect(runsAsFormula(cell), cell).toBe(false);
    // Read a row at a time, the export writes the same rows once each.
    const oneByOne = exportPaymentsCsv(database.db, { day: today, state: "all", page: 1 }, 1);
    expect(readCsv(await new Response(oneByOne).text()).slice(1)).toEqual(rows);
    expect((await csv("&state=matched")).some((row) => row[6] === "Refund paid out")).toBe(false);
  });

  test("the dashboard's Paid is the page's paid revenue of all days, to the shilling", async () => {
    const dashboard = textOf((await ask(admin, "/admin")).body);
    const paid = figure(dashboard, "Paid");
    const { text } = await paymentsPage(`?day=${day}`);
    expect(figure(text, "Paid revenue (all days)")).toBe(paid);
    expect(paid).toBe(await paidInDatabase(database.db));
    // One waits for staff (the card at the door) beside the Paybill payment to no order.
    expect(dashboard).toMatch(/\d+ payments wait for review, the oldest from \d+ \w+ 2026\./);
  });
});
