import { and, sql } from "drizzle-orm";
import type { AdminOrderQuery } from "#contracts/admin-order-query.ts";
import { orderStatusLabel } from "#contracts/order-status.ts";
import { lineDisplayName } from "#contracts/product-sizes.ts";
import { paymentMethodLabels, paymentStatusLabels } from "#contracts/payment.ts";
import { formatOrderDate } from "#contracts/order-date.ts";
import type { Db } from "../db/client";
import { csvStream } from "../http/csv-download";
import { adminOrderCondition, adminOrderSort } from "./admin-order-filters";
import { order, orderItem } from "../db/order-schema";
import { adminOrderColumns } from "./admin-order-rows";

/**
 * SPEC §9: the export's columns, in this order, plus the payment's after Status — its status,
 * method and what refunds gave back (whole KSh, docs/decisions/076-returns-refunds.md) — a
 * discount code's two (decision 064), staff's agreed discount (decision 070) and a gift's
 * wrapping (decision 071) at the end: Total = Subtotal − Discount − Agreed Discount + Shipping +
 * Gift Wrapping, the Subtotal at the prices charged.
 */
export const orderCsvColumns = [
  "Order ID",
  "Customer",
  "Email",
  "Phone",
  "Address",
  "Items",
  "Subtotal",
  "Shipping",
  "Tax",
  "Total",
  "Date",
  "Status",
  "Payment Status",
  "Payment Method",
  "Refunded",
  "Discount",
  "Discount Code",
  "Agreed Discount",
  "Gift Wrapping",
] as const;

/**
 * Orders read per query while exporting: memory stays flat however many orders there are. Read
 * ahead, 500 cost no more time than 2,000 for a year's orders and half the heap (decision 054).
 */
const exportBatchSize = 500;

/** SPEC §9: '{tab}-orders.csv'. */
export const orderCsvFileName = (tab: AdminOrderQuery["tab"]) => `${tab}-orders.csv`;

/** An order's line item as the export reads it: name, size label and quantity. */
type ExportedLine = [name: string, sizeLabel: string | null, quantity: number];

type Order = typeof order.$inferSelect;

/**
 * An order's cells as the export reads them, in SPEC §9's column order: the address already
 * joined to its town, the line items in the order they were placed, the date as ISO 8601.
 */
type ExportedOrder = [
  id: string,
  customerName: string | null,
  email: string | null,
  phone: string | null,
  address: string,
  items: ExportedLine[] | null,
  subtotal: number,
  shipping: number,
  tax: number,
  total: number,
  createdAt: string,
  status: Order["status"],
  paymentStatus: Order["paymentStatus"],
  paymentMethod: Order["paymentMethod"],
  amountRefunded: number,
  discount: number,
  discountCode: string | null,
  agreedDiscount: number,
  giftWrapping: number,
];

/**
 * What the export reads of an order: its cells as one JSON array (the driver parses it in one
 * step, where a column each costs a mapping each: a third of the export's time), its id and
 * its place for the next batch.
 */
const exportColumns = {
  id: order.id,
  cells: sql<ExportedOrder>`json_build_array(${order.id}, ${adminOrderColumns.customerName},
    ${adminOrderColumns.email}, ${order.phone},
    concat_ws(', ', nullif(${order.address}, ''), nullif(${order.city}, '')),
    (select json_agg(json_build_array(${orderItem.name}, ${orderItem.sizeLabel}, ${orderItem.quantity})
      order by ${orderItem.id})
      from ${orderItem} where ${orderItem.orderId} = ${order}.${sql.identifier(order.id.name)}),
    ${order.subtotal}, ${order.shipping}, ${order.tax}, ${order.total}, ${order.createdAt},
    ${order.status}, ${order.paymentStatus}, ${order.paymentMethod}, ${order.amountRefunded},
    ${order.discount},
    ${order.discountCode}, ${order.agreedDiscount}, ${order.giftWrapping})`,
  cursor: sql<string>`${order.createdAt}::text`,
};

/**
 * One batch of a view's orders with their line items: the `batchSize` after `cursor` (keyset
 * on created_at and id, so a later batch costs what the first did). The cursor is created_at
 * as text: a JS Date would drop its microseconds and skip or repeat orders.
 */
function readBatch(
  db: Db,
  query: AdminOrderQuery,
  batchSize: number,
  cursor?: { createdAt: string; id: string },
) {
  const before = query.sort === "oldest" ? sql`>` : sql`<`;
  const after = cursor
    ? sql`(${order.createdAt}, ${order.id}) ${before} (${cursor.createdAt}::timestamptz, ${cursor.id})`
    : undefined;
  // Run now, not when awaited (a query builder waits for its first then): the read ahead.
  return db
    .select(exportColumns)
    .from(order)
    .where(and(adminOrderCondition(query), after))
    .orderBy(...adminOrderSort(query.sort))
    .limit(batchSize)
    .execute();
}

/**
 * The orders of a view (tab, status, search and sort; every page), `batchSize` at a time, the
 * next batch read while the one before is written out.
 */
async function* orderBatches(db: Db, query: AdminOrderQuery, batchSize: number) {
  let next = readBatch(db, query, batchSize);
  try {
    for (;;) {
      const batch = await next;
      const last = batch.at(-1);
      if (batch.length === batchSize && last) {
        next = readBatch(db, query, batchSize, { createdAt: last.cursor, id: last.id });
      }
      if (batch.length > 0) yield batch;
      if (batch.length < batchSize) return;
    }
  } finally {
    // A download cancelled mid-way leaves the batch read ahead unread: its failure is no one's.
    next.catch(() => undefined);
  }
}

/**
 * A year's 250,000 line items name a few thousand sizes: each one's display name (decision
 * 036) worked out once per export, found by size label, then name.
 */
function lineNamesOnce(): (line: ExportedLine) => string {
  const bySizeLabel = new Map<string | null, Map<string, string>>();
  return ([name, sizeLabel]) => {
    let byName = bySizeLabel.get(sizeLabel);
    if (!byName) bySizeLabel.set(sizeLabel, (byName = new Map()));
    let shown = byName.get(name);
    if (shown === undefined) byName.set(name, (shown = lineDisplayName({ name, sizeLabel })));
    return shown;
  };
}

/** The export's records, a batch at a time: one array of cells per order, in SPEC §9's order. */
async function* orderRecords(db: Db, query: AdminOrderQuery, batchSize: number) {
  const lineName = lineNamesOnce();
  for await (const batch of orderBatches(db, query, batchSize)) {
    yield batch.map(({ cells }) => {
      const [id, customerName, email, phone, address, items, ...money] = cells;
      const [subtotal, shipping, tax, total, createdAt, status, paymentStatus, paymentMethod] =
        money;
      const [amountRefunded, discount, discountCode, agreedDiscount, giftWrapping] = money.slice(
        8,
      ) as [number, number, string | null, number, number];
      return [
        id,
        customerName ?? "",
        email ?? "",
        phone ?? "",
        address,
        (items ?? []).map((line) => `${lineName(line)} × ${line[2]}`).join("; "),
        subtotal,
        shipping,
        tax,
        total,
        formatOrderDate(createdAt),
        orderStatusLabel(status),
        paymentStatusLabels[paymentStatus],
        paymentMethodLabels[paymentMethod],
        amountRefunded,
        discount,
        discountCode ?? "",
        agreedDiscount,
        giftWrapping,
      ];
    });
  }
}

/**
 * The CSV export of an admin order view (SPEC §2/§9, decision 009) as a byte stream: a header row
 * of SPEC §9's columns, then one row per order, read from the database in batches as the
 * client takes them. RFC 4180 (CRLF rows; fields with a comma, quote or line break quoted,
 * quotes doubled), a UTF-8 byte order mark so spreadsheets read names correctly, and every
 * text cell beginning with = + - @, a tab or a carriage return prefixed with ' so that a
 * spreadsheet shows it as text instead of running it as a formula (OWASP CSV injection) —
 * except a phone number, `+` and digits only, which stays dialable (`formulaCell`).
 * Money in whole KSh; dates as SPEC §9 formats them (Nairobi time); product names in Items as
 * the shop shows them (decision 036).
 */
export function exportOrdersCsv(
  db: Db,
  query: AdminOrderQuery,
  batchSize = exportBatchSize,
): ReadableStream<Uint8Array> {
  return csvStream(orderCsvColumns, orderRecords(db, query, batchSize));
}
