import { and, desc, sql } from "drizzle-orm";
import { paymentStateLabels, type PaymentDayQuery } from "#contracts/admin-payments.ts";
import { formatOrderDate } from "#contracts/order-date.ts";
import type { Db } from "#server/db/client.ts";
import { csvStream } from "#server/http/csv-download.ts";
import { payment } from "#server/db/payment-schema.ts";
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

/**
 * A view's payments, newest first, `batchSize` at a time, each batch after the last payment of
 * the one before (keyset on received_at as text, which keeps its microseconds, and id).
 */
async function* paymentBatches(db: Db, query: PaymentDayQuery, batchSize: number) {
  let cursor: { receivedAt: string; id: number } | undefined;
  for (;;) {
    const after = cursor
      ? sql`(${payment.receivedAt}, ${payment.id}) < (${cursor.receivedAt}::timestamptz, ${cursor.id})`
      : undefined;
    const rows = await selectPaymentRows(db, { cursor: sql<string>`${payment.receivedAt}::text` })
      .where(and(paymentDayCondition(query), after))
      .orderBy(desc(payment.receivedAt), desc(payment.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    cursor = { receivedAt: last.cursor, id: last.id };
  }
}

/** The CSV's records, a batch at a time: one array of cells per payment, in paymentCsvColumns' order. */
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
}

/**
 * The payments of a Payments view (its Nairobi day and state) as a CSV byte stream (decision
 * 056), read in batches as the client takes them: a header row, then one row per payment,
 * newest first. As the orders' export: RFC 4180 with CRLF rows, a UTF-8 byte order mark, and
 * every text cell a spreadsheet would run as a formula prefixed with ' (formulaCell).
 * Amounts in whole KSh; times in Nairobi (SPEC §9's format); phones masked but for their last
 * 3 digits.
 */
export function exportPaymentsCsv(
  db: Db,
  query: PaymentDayQuery,
  batchSize = exportBatchSize,
): ReadableStream<Uint8Array> {
  return csvStream(paymentCsvColumns, paymentRecords(db, query, batchSize));
}
