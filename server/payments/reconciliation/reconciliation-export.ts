import { and, desc, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  paymentStateLabels,
  refundPaidOutState,
  type PaymentDayQuery,
} from "#contracts/admin-payments.ts";
import { formatOrderDate } from "#contracts/order-date.ts";
import type { Db } from "#server/db/client.ts";
import { csvStream } from "#server/http/csv-download.ts";
import { payment } from "#server/db/payment-schema.ts";
import { orderRefund } from "#server/db/return-schema.ts";
import { dayRefundRowOf, refundsInDay, selectDayRefundRows } from "./day-refunds";
import { paymentDayCondition, paymentDayRowOf, selectPaymentRows } from "./reconciliation-queries";

/** The CSV's columns, in this order. */
const paymentCsvColumns = [
  "Time",
  "Amount (KSh)",
  "Method",
  "Receipt",
  "Phone",
  "Order",
  "State",
  "Issue",
  "Note",
] as const;

/** Payments read per query while exporting: memory stays flat however busy the day was. */
const exportBatchSize = 500;

/** 'payments-2026-11-27.csv', or 'payments-2026-11-27-unmatched.csv' for one state. */
export function paymentCsvFileName(query: Pick<PaymentDayQuery, "day" | "state">): string {
  return `payments-${query.day}${query.state === "all" ? "" : `-${query.state}`}.csv`;
}

/** Where a batch ended: the last row's time as text (which keeps its microseconds) and id. */
type Cursor = { cursor: string; id: number };

/**
 * Rows newest first, `batchSize` at a time: `read` returns the batch after `after` (keyset on
 * the time as text and id; none for the first), so a later batch costs what the first did.
 */
async function* keysetBatches<Row extends Cursor>(
  read: (after: Cursor | undefined) => Promise<Row[]>,
  batchSize: number,
) {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await read(after);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    after = rows.at(-1)!;
  }
}

/** Rows older than `after` by `time` then `id` (every row for the first batch). */
const olderThan = (time: PgColumn, id: PgColumn, after: Cursor | undefined) =>
  after && sql`(${time}, ${id}) < (${after.cursor}::timestamptz, ${after.id})`;

/** A view's payments, newest first, `batchSize` at a time. */
const paymentBatches = (db: Db, query: PaymentDayQuery, batchSize: number) =>
  keysetBatches(
    (after) =>
      selectPaymentRows(db, { cursor: sql<string>`${payment.receivedAt}::text` })
        .where(and(paymentDayCondition(query), olderThan(payment.receivedAt, payment.id, after)))
        .orderBy(desc(payment.receivedAt), desc(payment.id))
        .limit(batchSize),
    batchSize,
  );

/** The order refunds of a day, newest first, `batchSize` at a time. */
const refundBatches = (db: Db, day: string, batchSize: number) =>
  keysetBatches(
    (after) =>
      selectDayRefundRows(db, { cursor: sql<string>`${orderRefund.createdAt}::text` })
        .where(and(refundsInDay(day), olderThan(orderRefund.createdAt, orderRefund.id, after)))
        .orderBy(desc(orderRefund.createdAt), desc(orderRefund.id))
        .limit(batchSize),
    batchSize,
  );

/**
 * The CSV's records, a batch at a time, in paymentCsvColumns' order: one per payment, then —
 * for the whole day (state all) — one per order refund recorded that day (decision 076), its
 * amount below 0 as money going out, its way in Method, its M-PESA code in Receipt, who
 * recorded it in Note.
 */
async function* paymentRecords(db: Db, query: PaymentDayQuery, batchSize: number) {
  for await (const batch of paymentBatches(db, query, batchSize)) {
    yield batch.map((read) => {
      const row = paymentDayRowOf(read);
      return [
        formatOrderDate(row.receivedAt),
        row.amount,
        row.source,
        row.receipt ?? "",
        row.phone,
        row.orderId ?? "Unmatched",
        paymentStateLabels[row.state],
        row.issue ?? "",
        row.note ?? "",
      ];
    });
  }
  if (query.state !== "all") return;
  for await (const batch of refundBatches(db, query.day, batchSize)) {
    yield batch.map((read) => {
      const row = dayRefundRowOf(read);
      return [
        formatOrderDate(row.createdAt),
        -row.amount,
        row.way,
        row.reference ?? "",
        "",
        row.orderId,
        refundPaidOutState,
        "",
        row.note ? `By ${row.staffName}: ${row.note}` : `By ${row.staffName}`,
      ];
    });
  }
}

/**
 * The payments of a Payments view (its Nairobi day and state) as a CSV byte stream (decision
 * 056), read in batches as the client takes them: a header row, then one row per payment,
 * newest first, and for the whole day's view the day's order refunds after them, newest first,
 * each amount below 0 (decision 076), so the amounts add up to received − refunds paid out. As
 * the orders' export: RFC 4180 with CRLF rows, a UTF-8 byte order mark, and every text cell a
 * spreadsheet would run as a formula prefixed with ' (formulaCell). Amounts in whole KSh; times
 * in Nairobi (SPEC §9's format); phones masked but for their last 3 digits.
 */
export function exportPaymentsCsv(
  db: Db,
  query: PaymentDayQuery,
  batchSize = exportBatchSize,
): ReadableStream<Uint8Array> {
  return csvStream(paymentCsvColumns, paymentRecords(db, query, batchSize));
}
