import { isIdempotencyKey } from "./checkout";
import { formatPrice } from "./money";
import { normalizeMpesaCode } from "./payment";
import { isRecordId } from "./record-id";
import { hasUnstorableCharacter } from "./text-characters";

/**
 * How money went back to a customer (docs/decisions/076-returns-refunds.md): an M-PESA
 * reversal of their payment, an M-PESA B2C payment from the shop, cash, or another way the
 * note explains. The M-PESA ways carry their transaction code.
 */
export const refundWays = ["mpesa_reversal", "mpesa_b2c", "cash", "other"] as const;

/** One way a refund went. */
export type RefundWay = (typeof refundWays)[number];

/** A refund's way in staff's and customers' words. */
export const refundWayLabels: Record<RefundWay, string> = {
  mpesa_reversal: "M-PESA reversal",
  mpesa_b2c: "M-PESA (B2C)",
  cash: "Cash",
  other: "Other",
};

/** Whether a refund by `way` names an M-PESA transaction code. */
export const isMpesaRefundWay = (way: RefundWay): boolean => way.startsWith("mpesa_");

/** What became of returned units: back on the shelf (stock rises) or damaged (it does not). */
export const returnConditions = ["restocked", "damaged"] as const;

/** One condition of returned units. */
export type ReturnCondition = (typeof returnConditions)[number];

/** A condition as the form and the timeline name it. */
export const returnConditionLabels: Record<ReturnCondition, string> = {
  restocked: "Back to stock",
  damaged: "Damaged",
};

/** Limits of the 'Return or refund' form (decision 076). */
export const refundLimits = {
  /** Highest amount one refund may give back, whole KSh (never more than was received). */
  maxAmount: 10_000_000,
  /** Longest note, characters. */
  maxNote: 500,
  /** Most order lines one return names. */
  maxLines: 100,
} as const;

/** What the form says of what staff must fix, and why the server refused it. */
export const refundTexts = {
  order: "Order not found",
  form: "This form is out of date: close it and open Return or refund again.",
  nothing: "Choose the units returned or enter an amount refunded.",
  quantity: "Enter the units returned as a whole number from 0 to 99.",
  condition: "Choose whether the returned units go back to stock or are damaged.",
  amount: `Enter the amount refunded in whole shillings, from KSh 0 to ${formatPrice(refundLimits.maxAmount)}.`,
  way: "Choose how the money went back: M-PESA reversal, M-PESA (B2C), cash or other.",
  reference:
    "Enter the M-PESA transaction code of the refund: 10 letters and digits, such as QWE1RT2YU3.",
  note: `Write the note in at most ${refundLimits.maxNote} characters, without control characters.`,
  noteForOther: "Say in the note how the money went back.",
  notDelivered: "Returns are recorded on delivered orders: mark the order delivered first.",
  cancelled: "This order is cancelled: its money waits on the Payments page.",
  overRefund: (most: number) =>
    most > 0
      ? `A refund cannot exceed what was received: at most ${formatPrice(most)} is left to refund on this order.`
      : "A refund cannot exceed what was received: nothing received for this order is left to refund.",
  overReturn: (line: string, most: number) =>
    most > 0
      ? `Only ${most} of ${line} can be returned: the rest were not sold on this order or are already returned.`
      : `No more of ${line} can be returned: every unit sold is already returned.`,
  done: (orderId: string) => `Return and refund recorded for order ${orderId}.`,
} as const;

/** Units of one order line coming back. */
export interface ReturnLine {
  /** The order line's id (order_item.id). */
  itemId: number;
  quantity: number;
  condition: ReturnCondition;
}

/** Money going back; amount whole KSh ≥ 1. */
export interface RefundInput {
  amount: number;
  way: RefundWay;
  /** The M-PESA transaction code (upper case) for the M-PESA ways; null otherwise. */
  reference: string | null;
  note: string;
}

/** The 'Return or refund' form, read: at least a return line or a refund. */
export interface ReturnRefundForm {
  orderId: string;
  /** Sent twice, the form records one return and refund (decision 049). */
  idempotencyKey: string;
  lines: ReturnLine[];
  refund: RefundInput | null;
}

/** One line of an order as a return reads it: how many were sold and are already returned. */
export interface ReturnableLine {
  itemId: number;
  /** 'Amber Veil — 50ml'. */
  label: string;
  sold: number;
  returned: number;
}

function field(form: FormData, name: string, limit = 200): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, limit) : "";
}

/** Reads the return lines: `return-<itemId>` units (0 = none) and `condition-<itemId>`. */
function readLines(form: FormData): ReturnLine[] | { error: string } {
  const lines: ReturnLine[] = [];
  for (const [name, value] of form) {
    const itemId = /^return-(\d{1,10})$/.exec(name)?.[1];
    if (itemId === undefined) continue;
    const text = typeof value === "string" ? value.trim() : "";
    if (text === "" || text === "0") continue;
    if (!/^\d{1,2}$/.test(text)) return { error: refundTexts.quantity };
    const condition = field(form, `condition-${itemId}`);
    if (!(returnConditions as readonly string[]).includes(condition)) {
      return { error: refundTexts.condition };
    }
    lines.push({
      itemId: Number(itemId),
      quantity: Number(text),
      condition: condition as ReturnCondition,
    });
    if (lines.length > refundLimits.maxLines) return { error: refundTexts.form };
  }
  return lines;
}

/** Reads the refund: none when the amount is empty or 0. */
function readRefund(form: FormData): RefundInput | null | { error: string } {
  const digits = field(form, "amount").replace(/[\s,]/g, "");
  if (digits === "" || /^0+$/.test(digits)) return null;
  const amount = /^\d{1,9}$/.test(digits) ? Number(digits) : NaN;
  if (!(amount >= 1 && amount <= refundLimits.maxAmount)) return { error: refundTexts.amount };
  const way = field(form, "way");
  if (!(refundWays as readonly string[]).includes(way)) return { error: refundTexts.way };
  const refundWay = way as RefundWay;
  let reference: string | null = null;
  if (isMpesaRefundWay(refundWay)) {
    reference = normalizeMpesaCode(field(form, "reference"));
    if (!reference) return { error: refundTexts.reference };
  }
  const note = field(form, "note", refundLimits.maxNote + 200).trim();
  if (note.length > refundLimits.maxNote || hasUnstorableCharacter(note, { isMultiline: true })) {
    return { error: refundTexts.note };
  }
  if (refundWay === "other" && !note) return { error: refundTexts.noteForOther };
  return { amount, way: refundWay, reference, note };
}

/**
 * Reads the 'Return or refund' form (decision 076): the order, the form's idempotency key, the
 * units returned per line with their condition, and the refund — amount (whole KSh, '2,000'
 * alike; empty or 0 = none), way, the M-PESA code for the M-PESA ways, a note (≤ 500
 * characters; required for 'other'). At least one of the two. Otherwise the text saying what
 * to fix.
 */
export function parseReturnRefundForm(form: FormData): ReturnRefundForm | { error: string } {
  const orderId = field(form, "orderId");
  if (!isRecordId(orderId)) return { error: refundTexts.order };
  const idempotencyKey = field(form, "idempotencyKey");
  if (!isIdempotencyKey(idempotencyKey)) return { error: refundTexts.form };
  const lines = readLines(form);
  if ("error" in lines) return lines;
  const refund = readRefund(form);
  if (refund && "error" in refund) return refund;
  if (lines.length === 0 && !refund) return { error: refundTexts.nothing };
  return { orderId, idempotencyKey, lines, refund };
}
