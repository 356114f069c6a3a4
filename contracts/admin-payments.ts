// zod/mini: the Payments page's forms and links are read in the browser too (decision 048).
import { z } from "zod/mini";
import { isCalendarDay, nairobiDay } from "./nairobi-time";
import type { ReceivedPaymentMethod, ReceivedPaymentSource } from "./payment";
import { choiceOr, pageNumber } from "./url-query";

/**
 * The Payments page's states (decision 056): every payment of the day, those counted for an
 * order, those naming no order, those waiting for staff (an issue), and those given back. A
 * payment not refunded is matched or unmatched; one waiting for staff is also one of those.
 */
export const paymentStates = ["all", "matched", "unmatched", "review", "refunded"] as const;

/** A filter of the Payments page. */
export type PaymentState = (typeof paymentStates)[number];

/** A state as staff read it. */
export const paymentStateLabels: Record<PaymentState, string> = {
  all: "All",
  matched: "Matched",
  unmatched: "Unmatched",
  review: "To review",
  refunded: "Refunded",
};

/** Payments per page of the list: a busy day spans several pages. */
export const paymentPageSize = 100;

/**
 * The /admin/payments (and /admin/payments/export) query string: day (YYYY-MM-DD, the shop's
 * day in Nairobi; default today), state, page. Lenient: a malformed value falls back to its
 * default, so any shared link opens.
 */
export function parsePaymentDayQuery(params: URLSearchParams, now: Date = new Date()) {
  const today = nairobiDay(now);
  return z
    .object({
      day: z._default(z.catch(z.string().check(z.refine(isCalendarDay)), today), today),
      state: choiceOr(paymentStates, "all"),
      page: pageNumber(100_000),
    })
    .parse(Object.fromEntries(params));
}

/** A view of the Payments page: the day, the state shown and the page of the list. */
export type PaymentDayQuery = ReturnType<typeof parsePaymentDayQuery>;

/**
 * The query string of a view, defaults but the day left out so a link names its day:
 * '?day=2026-11-27&state=unmatched'.
 */
export function paymentDaySearch(query: Partial<PaymentDayQuery> & { day: string }): string {
  const params = new URLSearchParams({ day: query.day });
  if (query.state && query.state !== "all") params.set("state", query.state);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return `?${params}`;
}

/**
 * A payer's phone with every digit but the last 3 hidden: '254712345678', '+254712345678' and
 * '0712345678' all read '•••••••678' (the local 10-digit form); Daraja's own masking
 * ('2547*****678') reads the same. '' when there is no phone or its last 3 are not digits.
 */
export function maskPhone(phone: string | null | undefined): string {
  const kept = (phone ?? "").replace(/[^\d*]/g, "").replace(/^254(?=[\d*]{9}$)/, "0");
  if (!/\d{3}$/.test(kept)) return "";
  return `${"•".repeat(kept.length - 3)}${kept.slice(-3)}`;
}

/** How a payment came, as staff read it: 'M-PESA Paybill', 'Cash at the door', … */
export function paymentSourceLabel(
  method: ReceivedPaymentMethod,
  source: ReceivedPaymentSource,
): string {
  if (source === "door") {
    return { mpesa: "M-PESA", cash: "Cash", card: "Card" }[method] + " at the door";
  }
  return { prompt: "M-PESA prompt", paybill: "M-PESA Paybill", code: "M-PESA code" }[source];
}

/** A day's money in whole KSh (payments received in that Nairobi day). */
export interface PaymentDayTotals {
  /** Every payment received: matched + unmatched + refunded. */
  received: number;
  /** `received` by method. */
  byMethod: Record<ReceivedPaymentMethod, number>;
  /** Counted for an order, not refunded. */
  matched: number;
  /** Naming no order, not refunded. */
  unmatched: number;
  /** Payments marked refunded (given back as they came). */
  refunded: number;
  /** How many payments each state holds (review: waiting for staff, not refunded). */
  counts: Record<PaymentState, number>;
  /**
   * Money given back that day by order refunds (docs/decisions/076-returns-refunds.md): their
   * sum and how many, by the time each was recorded.
   */
  refundsPaidOut: { amount: number; count: number };
  /** What the day left the shop: received − refunded − refundsPaidOut.amount (may be below 0). */
  net: number;
}

/** Order refunds of a day the page lists (the latest first); the CSV lists them all. */
export const dayRefundsShown = 100;

/**
 * One order refund of the day as the page and the CSV show it (decision 076): when, the order
 * and its place in Order Management, the amount (whole KSh, given back), how (refundWayLabels')
 * with its M-PESA code, who recorded it and the note.
 */
export interface DayRefundRow {
  id: number;
  /** ISO 8601. */
  createdAt: string;
  orderId: string;
  orderHref: string;
  amount: number;
  way: string;
  /** The M-PESA transaction code of a reversal or B2C payment; null for cash and other. */
  reference: string | null;
  staffName: string;
  note: string;
}

/** The State cell of a refund's row in the day's CSV, where its amount is below 0. */
export const refundPaidOutState = "Refund paid out";

/** One payment of the list, as the page and the CSV show it. Amount whole KSh. */
export interface PaymentDayRow {
  id: number;
  /** ISO 8601. */
  receivedAt: string;
  amount: number;
  source: string;
  receipt: string | null;
  /** maskPhone's: only the last 3 digits shown. */
  phone: string;
  payerName: string | null;
  /** Who took a payment at the door. */
  takenBy: string | null;
  /** The order it is counted for; null = unmatched. */
  orderId: string | null;
  /** Where the order is in Order Management (its tab), when there is one. */
  orderHref: string | null;
  state: Exclude<PaymentState, "all" | "review">;
  /** paymentIssueLabels' text while the payment waits for staff. */
  issue: string | null;
  note: string | null;
  /** Whether staff may attach it to an order or mark it refunded here. */
  isReviewable: boolean;
}

/** The Payments page's texts (decision 056). */
export const paymentDayTexts = {
  loadFailed: "Failed to load payments. Please try again.",
  noOrder: "No order with this number.",
  ambiguousReference:
    "Several orders end in this number: type the full order number (LOR-…) instead.",
  badForm: "Choose a payment, then type an order number or a note.",
  orderNumber: "Type the order number (LOR-…) or its 12-digit M-PESA account number.",
  noteRequired: "Write why the payment was refunded.",
  unknownPayment: "This payment was not found.",
  alreadyRefunded: "This payment was already refunded.",
  alreadyMatched: "This payment is already counted for an order.",
  attached: "Payment attached to order",
  refunded: "Payment marked refunded.",
} as const;

/** The longest refund note staff may write (decision 016). */
export const refundNoteMaxLength = 500;

/** The longest order number field read: 'LOR-' and 16 digits fit with room to spare. */
export const orderNumberMaxLength = 40;

/** What the page's action answers: done (with what to say), or why not; for one payment. */
export type PaymentDayActionResult =
  | { ok: true; paymentId: number; message: string }
  | { ok: false; paymentId: number | null; error: string };
