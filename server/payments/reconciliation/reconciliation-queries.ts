import { and, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import { adminOrderHref } from "#contracts/admin-order-query.ts";
import {
  maskPhone,
  paymentPageSize,
  paymentSourceLabel,
  type PaymentDayQuery,
  type PaymentDayRow,
  type PaymentDayTotals,
  type PaymentState,
} from "#contracts/admin-payments.ts";
import { dayBounds, nairobiDay } from "#contracts/nairobi-time.ts";
import { paymentIssueLabels } from "#contracts/payment.ts";
import type { DbExecutor } from "#server/db/client.ts";
import { dailySales } from "#server/db/kept-figures-schema.ts";
import { order } from "#server/db/order-schema.ts";
import { payment } from "#server/db/payment-schema.ts";
import { wholeSum } from "#server/db/whole-sum.ts";
import { getDayRefundTotals } from "./day-refunds";

/** Counted for an order and not refunded: the shop's paid money (decision 056). */
const isMatched = and(isNotNull(payment.orderId), isNull(payment.refundedAt))!;
/** Naming no order and not refunded. */
const isUnmatched = and(isNull(payment.orderId), isNull(payment.refundedAt))!;
/** Waiting for staff: an issue, not refunded. */
const isToReview = and(isNotNull(payment.issue), isNull(payment.refundedAt))!;
const isRefunded = isNotNull(payment.refundedAt);

const stateConditions: Record<PaymentState, SQL | undefined> = {
  all: undefined,
  matched: isMatched,
  unmatched: isUnmatched,
  review: isToReview,
  refunded: isRefunded,
};

/** Payments received in day `day` (Nairobi), served by the received_at index. */
function inDay(day: string): SQL {
  const { start, end } = dayBounds(day);
  return and(gte(payment.receivedAt, start), lt(payment.receivedAt, end))!;
}

/** The payments of a view: its day and state. */
export function paymentDayCondition(query: Pick<PaymentDayQuery, "day" | "state">): SQL {
  return and(inDay(query.day), stateConditions[query.state])!;
}

/**
 * The money of day `day` (Nairobi) in one SQL aggregate over its payments (decision 056):
 * received (and by method), matched, unmatched, refunded, in whole KSh, and how many payments
 * each state holds. Matched, unmatched and refunded part the day's payments, so received is
 * their sum to the shilling. Beside them the order refunds recorded that day
 * (docs/decisions/076-returns-refunds.md) and the day's net: received − refunded − those.
 */
export async function getPaymentDayTotals(db: DbExecutor, day: string): Promise<PaymentDayTotals> {
  const count = (condition?: SQL) =>
    (condition ? sql<number>`count(*) filter (where ${condition})` : sql<number>`count(*)`).mapWith(
      Number,
    );
  const [[row], refundsPaidOut] = await Promise.all([
    db
      .select({
        received: wholeSum(sql`sum(${payment.amount})`),
        mpesa: wholeSum(sql`sum(${payment.amount}) filter (where ${payment.method} = 'mpesa')`),
        cash: wholeSum(sql`sum(${payment.amount}) filter (where ${payment.method} = 'cash')`),
        card: wholeSum(sql`sum(${payment.amount}) filter (where ${payment.method} = 'card')`),
        matched: wholeSum(sql`sum(${payment.amount}) filter (where ${isMatched})`),
        unmatched: wholeSum(sql`sum(${payment.amount}) filter (where ${isUnmatched})`),
        refunded: wholeSum(sql`sum(${payment.amount}) filter (where ${isRefunded})`),
        all: count(),
        matchedCount: count(isMatched),
        unmatchedCount: count(isUnmatched),
        reviewCount: count(isToReview),
        refundedCount: count(isRefunded),
      })
      .from(payment)
      .where(inDay(day)),
    getDayRefundTotals(db, day),
  ]);
  const received = row?.received ?? 0;
  const refunded = row?.refunded ?? 0;
  return {
    received,
    byMethod: { mpesa: row?.mpesa ?? 0, cash: row?.cash ?? 0, card: row?.card ?? 0 },
    matched: row?.matched ?? 0,
    unmatched: row?.unmatched ?? 0,
    refunded,
    counts: {
      all: row?.all ?? 0,
      matched: row?.matchedCount ?? 0,
      unmatched: row?.unmatchedCount ?? 0,
      review: row?.reviewCount ?? 0,
      refunded: row?.refundedCount ?? 0,
    },
    refundsPaidOut,
    net: received - refunded - refundsPaidOut.amount,
  };
}

/** Every day's money at once: the dashboard's Paid figure and what waits for staff. */
export interface PaymentLedgerSummary {
  /**
   * Sum of the payments counted for an order and not refunded, less what order refunds gave
   * back (docs/decisions/076-returns-refunds.md), all days, whole KSh.
   */
  paidRevenue: number;
  /**
   * Payments waiting for staff (an issue, not refunded), all days, and the Nairobi day
   * (YYYY-MM-DD) the oldest of them was received; null when none waits.
   */
  toReview: { count: number; oldestDay: string | null };
}

/**
 * The ledger over all days (decision 056): the paid revenue the dashboard and the Payments page
 * both show — so they agree to the shilling — summed over its kept days (decision 047), net of
 * the order refunds (decision 076: paid − refunded), and the payments waiting for staff, read
 * through their partial index.
 */
export async function getPaymentLedgerSummary(db: DbExecutor): Promise<PaymentLedgerSummary> {
  const [[paid], [review]] = await Promise.all([
    db
      .select({ revenue: wholeSum(sql`sum(${dailySales.paid} - ${dailySales.refunded})`) })
      .from(dailySales),
    db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        oldest: sql<string | null>`min(${payment.receivedAt})`,
      })
      .from(payment)
      .where(isToReview),
  ]);
  return {
    paidRevenue: paid?.revenue ?? 0,
    toReview: {
      count: review?.count ?? 0,
      oldestDay: review?.oldest ? nairobiDay(new Date(review.oldest)) : null,
    },
  };
}

/** The columns a payment's row is made of (the list and the CSV). */
const paymentRowColumns = {
  id: payment.id,
  receivedAt: payment.receivedAt,
  amount: payment.amount,
  method: payment.method,
  source: payment.source,
  receipt: payment.receiptNumber,
  phone: payment.phone,
  payerName: payment.payerName,
  takenBy: payment.takenBy,
  orderId: payment.orderId,
  orderStatus: order.status,
  issue: payment.issue,
  note: payment.note,
  refundedAt: payment.refundedAt,
};

/**
 * Payments with their order's status, as the list and the CSV read them, plus `extra` columns
 * (the export's cursor).
 */
export function selectPaymentRows<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: DbExecutor,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...paymentRowColumns, ...extra })
    .from(payment)
    .leftJoin(order, eq(order.id, payment.orderId));
}

type PaymentRowRead = Awaited<ReturnType<typeof selectPaymentRows<Record<never, never>>>>[number];

/** A payment as the page and the CSV show it: phone masked, its order's place in the admin. */
export function paymentDayRowOf(row: PaymentRowRead): PaymentDayRow {
  const state = row.refundedAt ? "refunded" : row.orderId ? "matched" : "unmatched";
  return {
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    amount: row.amount,
    source: paymentSourceLabel(row.method, row.source),
    receipt: row.receipt,
    phone: maskPhone(row.phone),
    payerName: row.payerName,
    takenBy: row.takenBy,
    orderId: row.orderId,
    orderHref: row.orderId ? adminOrderHref(row.orderId, row.orderStatus) : null,
    state,
    issue: row.issue && !row.refundedAt ? paymentIssueLabels[row.issue] : null,
    note: row.note,
    isReviewable: !row.refundedAt && (!row.orderId || !!row.issue),
  };
}

/**
 * One page of a view's payments (its day and state), newest first, `paymentPageSize` a page
 * (how many pages: the day's totals count each state's payments).
 */
export async function listDayPayments(
  db: DbExecutor,
  query: PaymentDayQuery,
): Promise<PaymentDayRow[]> {
  const rows = await selectPaymentRows(db)
    .where(paymentDayCondition(query))
    .orderBy(desc(payment.receivedAt), desc(payment.id))
    .limit(paymentPageSize)
    .offset((query.page - 1) * paymentPageSize);
  return rows.map(paymentDayRowOf);
}

/**
 * The order staff mean by `number` (decision 056): a full order id ('LOR-…'), or the 12-digit
 * account number M-PESA carries (paymentReference: the id's last 12 digits).
 * @returns its id; undefined when no order has it; 'ambiguous' when several end in those digits.
 */
export async function findOrderByNumber(
  db: DbExecutor,
  number: string,
): Promise<string | "ambiguous" | undefined> {
  const condition = number.startsWith("LOR-")
    ? eq(order.id, number)
    : and(sql`${order.id} like 'LOR-%'`, sql`right(${order.id}, 12) = ${number}`);
  const rows = await db.select({ id: order.id }).from(order).where(condition).limit(2);
  if (rows.length > 1) return "ambiguous";
  return rows[0]?.id;
}
