import { expect } from "vitest";
import { sql } from "drizzle-orm";
import { nairobiTimeZone } from "#contracts/nairobi-time.ts";
import type { Db } from "#server/db/client.ts";
import { payment } from "#server/db/payment-schema.ts";
import { orderRefund } from "#server/db/return-schema.ts";
import { recordPayment, type ReceivedPayment } from "#server/payments/ledger/order-balance.ts";
import type { Browser } from "./shopper";

// The Payments page (decision 056) as its tests read it: the shop's answers as text, the figures
// and payments the page shows, and the same sums read straight from the database.

/** Records money received as M-PESA would tell the shop of it (a Paybill payment by default). */
export async function recordReceived(
  db: Db,
  received: Partial<ReceivedPayment> & Pick<ReceivedPayment, "amount">,
): Promise<number> {
  const recorded = await db.transaction((tx) =>
    recordPayment(
      tx,
      { method: "mpesa", source: "paybill", orderId: null, receivedAt: new Date(), ...received },
      new Date(),
    ),
  );
  return recorded!.paymentId;
}

/** An answer of the shop at `shopUrl` to `browser`: its status, location, and body. */
export async function askShop(
  shopUrl: string,
  browser: Browser | undefined,
  path: string,
  form?: Record<string, string>,
) {
  const headers = new Headers(browser?.request(path).headers);
  if (form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    headers.set("origin", shopUrl);
  }
  const response = await fetch(`${shopUrl}${path}`, {
    method: form ? "POST" : "GET",
    headers,
    body: form ? new URLSearchParams(form) : undefined,
    redirect: "manual",
  });
  const body = await response.text();
  return { status: response.status, location: response.headers.get("location"), body };
}

/** A page's main part as a reader sees it: tags gone, the usual entities read, spaces collapsed. */
export const textOf = (html: string) =>
  html
    .slice(html.indexOf("<main"), html.indexOf("</main>"))
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The Payments page of `search` as `admin` reads it at `shopUrl`. */
export async function paymentsPageAt(shopUrl: string, admin: Browser, search: string) {
  const answer = await askShop(shopUrl, admin, `/admin/payments${search}`);
  expect(answer.status).toBe(200);
  return { html: answer.body, text: textOf(answer.body) };
}

const escaped = (text: string) => text.replace(/[()]/g, "\\$&");

/** The amount a figure labelled `label` shows ('Received KSh 12,400' → 12400; 'KSh -500' → -500). */
export function figure(text: string, label: string): number {
  const match = new RegExp(`${escaped(label)} KSh (-?[\\d,]+)`).exec(text);
  if (!match) throw new Error(`no figure ${label} in: ${text.slice(0, 600)}`);
  return Number(match[1]!.replace(/,/g, ""));
}

/** The payments a page lists, by receipt (or id for one without), once each. */
export const listed = (html: string) =>
  [
    ...new Set([...html.matchAll(/aria-label="Payment ([^"]+)"/g)].map((match) => match[1]!)),
  ].sort();

/** Nairobi's day of `column`, for a sum read straight from the database. */
const nairobiDayOf = (column: typeof payment.receivedAt | typeof orderRefund.createdAt) =>
  sql`(${column} at time zone ${nairobiTimeZone})::date`;

/**
 * The day's sums read straight from the database, the day cut at Nairobi's midnight: its
 * payments', the order refunds paid out that day (decision 076) and what the day leaves.
 */
export async function sumsInDatabase(db: Db, day: string) {
  const [[row], [refunds]] = await Promise.all([
    paymentSums(db, day),
    db
      .select({
        refundsPaidOut: sql<number>`coalesce(sum(${orderRefund.amount}), 0)`.mapWith(Number),
      })
      .from(orderRefund)
      .where(sql`${nairobiDayOf(orderRefund.createdAt)} = ${day}::date`),
  ]);
  return {
    ...row!,
    refundsPaidOut: refunds!.refundsPaidOut,
    net: row!.received - row!.refunded - refunds!.refundsPaidOut,
  };
}

/** The sums of the day's payments read straight from the database. */
function paymentSums(db: Db, day: string) {
  return db
    .select({
      received: sql<number>`coalesce(sum(${payment.amount}), 0)`.mapWith(Number),
      mpesa:
        sql<number>`coalesce(sum(${payment.amount}) filter (where ${payment.method} = 'mpesa'), 0)`.mapWith(
          Number,
        ),
      cash: sql<number>`coalesce(sum(${payment.amount}) filter (where ${payment.method} = 'cash'), 0)`.mapWith(
        Number,
      ),
      card: sql<number>`coalesce(sum(${payment.amount}) filter (where ${payment.method} = 'card'), 0)`.mapWith(
        Number,
      ),
      matched:
        sql<number>`coalesce(sum(${payment.amount}) filter (where ${payment.orderId} is not null and ${payment.refundedAt} is null), 0)`.mapWith(
          Number,
        ),
      unmatched:
        sql<number>`coalesce(sum(${payment.amount}) filter (where ${payment.orderId} is null and ${payment.refundedAt} is null), 0)`.mapWith(
          Number,
        ),
      refunded:
        sql<number>`coalesce(sum(${payment.amount}) filter (where ${payment.refundedAt} is not null), 0)`.mapWith(
          Number,
        ),
    })
    .from(payment)
    .where(sql`${nairobiDayOf(payment.receivedAt)} = ${day}::date`);
}

/** The figures the Payments page shows `admin` for `day`. */
export async function figuresShownAt(shopUrl: string, admin: Browser, day: string) {
  const { text } = await paymentsPageAt(shopUrl, admin, `?day=${day}`);
  return {
    received: figure(text, "Received"),
    mpesa: figure(text, "M-PESA"),
    cash: figure(text, "Cash"),
    card: figure(text, "Card"),
    matched: figure(text, "Matched"),
    unmatched: figure(text, "Unmatched"),
    refunded: figure(text, "Refunded"),
    refundsPaidOut: figure(text, "Refunds paid out"),
    net: figure(text, "Net for the day"),
  };
}

/**
 * The paid revenue of all days the database holds: matched payments, not refunded, less what
 * order refunds gave back (decision 076).
 */
export async function paidInDatabase(db: Db): Promise<number> {
  const [[row], [refunds]] = await Promise.all([
    db
      .select({
        paid: sql<number>`coalesce(sum(${payment.amount}) filter (where ${payment.orderId} is not null and ${payment.refundedAt} is null), 0)`.mapWith(
          Number,
        ),
      })
      .from(payment),
    db
      .select({ amount: sql<number>`coalesce(sum(${orderRefund.amount}), 0)`.mapWith(Number) })
      .from(orderRefund),
  ]);
  return row!.paid - refunds!.amount;
}
