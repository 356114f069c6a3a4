// zod/mini: the admin's payment forms are checked by the route that takes them.
import { z } from "zod/mini";
import type { ActivityEntryView } from "./activity";
import { isIdempotencyKey } from "./checkout";
import { formatPrice } from "./money";
import {
  normalizeMpesaCode,
  receivedPaymentMethods,
  type PaymentAttemptStatus,
  type ReceivedPaymentMethod,
} from "./payment";
import { isRecordId, recordId } from "./record-id";
import type { PaymentWays } from "./payment-view";
import type { OrderSmsEntry } from "./sms";
import { hasUnstorableCharacter } from "./text-characters";

/** The largest id a payment attempt row can have (PostgreSQL's serial). */
const maxAttemptId = 2_147_483_647;

/**
 * What staff ask of an order's payment at POST /admin/orders/payment (decision 020): confirm or
 * reject a confirmation code the shopper typed (by its attempt's id), or mark a paid order
 * refunded after refunding it by hand. Recording a payment ('record') and sending a prompt
 * ('prompt') are read by parseDoorPaymentForm and the route.
 */
export const PaymentReviewSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum(["confirm", "reject"]),
    attemptId: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxAttemptId)),
  }),
  z.object({ intent: z.literal("refund"), orderId: recordId("Order not found") }),
]);

/** A valid payment review. */
export type PaymentReview = z.output<typeof PaymentReviewSchema>;

/** What the payment route answers: done (with what to tell staff), or the reason to show them. */
export type PaymentReviewResult = { ok: true; notice?: string } | { error: string };

/** The limits of the 'Record payment' form (decision 056); its inputs carry them too. */
export const doorPaymentLimits = { minAmount: 1, maxAmount: 10_000_000, maxTakenBy: 100 };

/** What the 'Record payment' form says of a field staff must fix. */
export const doorPaymentTexts = {
  method: "Choose how the order was paid: cash, M-PESA or card.",
  amount: `Enter the amount received in whole shillings, from ${formatPrice(doorPaymentLimits.minAmount)} to ${formatPrice(doorPaymentLimits.maxAmount)}.`,
  receipt:
    "Enter the M-PESA receipt code from the payer's SMS: 10 letters and digits, such as QWE1RT2YU3.",
  takenBy: `Write who took the payment on one line, in at most ${doorPaymentLimits.maxTakenBy} characters.`,
  order: "Order not found",
  form: "This form is out of date: close it and open Record payment again.",
} as const;

/** A payment at the door as the form gives it (takenBy empty = the staff member recording it). */
export interface DoorPaymentForm {
  intent: "record";
  orderId: string;
  method: ReceivedPaymentMethod;
  amount: number;
  receiptNumber: string | null;
  takenBy: string;
  /** The form's idempotency key (decision 049): sent twice, it records one payment. */
  idempotencyKey: string;
}

/** A form field as text, cut to `limit` characters first: a huge field is not read in full. */
function field(form: FormData, name: string, limit = 200): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, limit) : "";
}

/**
 * Reads the 'Record payment' form (intent 'record'): the order, the method (cash, mpesa, card),
 * the amount in whole KSh ('3,000' and '3000' alike; 1..10,000,000), M-PESA's receipt (required
 * for M-PESA, normalised by normalizeMpesaCode; ignored otherwise) and who took it (trimmed,
 * ≤ 100 characters, one line) and the form's idempotency key. Otherwise the text saying what
 * to fix.
 */
export function parseDoorPaymentForm(form: FormData): DoorPaymentForm | { error: string } {
  const orderId = field(form, "orderId");
  if (!isRecordId(orderId)) return { error: doorPaymentTexts.order };
  const idempotencyKey = field(form, "idempotencyKey");
  if (!isIdempotencyKey(idempotencyKey)) return { error: doorPaymentTexts.form };
  const method = field(form, "method");
  if (!(receivedPaymentMethods as readonly string[]).includes(method)) {
    return { error: doorPaymentTexts.method };
  }
  const digits = field(form, "amount").replace(/[\s,]/g, "");
  const amount = /^\d{1,9}$/.test(digits) ? Number(digits) : NaN;
  if (!(amount >= doorPaymentLimits.minAmount && amount <= doorPaymentLimits.maxAmount)) {
    return { error: doorPaymentTexts.amount };
  }
  let receiptNumber: string | null = null;
  if (method === "mpesa") {
    receiptNumber = normalizeMpesaCode(field(form, "receiptNumber"));
    if (!receiptNumber) return { error: doorPaymentTexts.receipt };
  }
  const takenBy = field(form, "takenBy", doorPaymentLimits.maxTakenBy + 200).trim();
  if (takenBy.length > doorPaymentLimits.maxTakenBy || hasUnstorableCharacter(takenBy)) {
    return { error: doorPaymentTexts.takenBy };
  }
  return {
    intent: "record",
    orderId,
    method: method as ReceivedPaymentMethod,
    amount,
    receiptNumber,
    takenBy,
    idempotencyKey,
  };
}

/** One line of an order's payment timeline as staff read it; `at` ISO 8601, amount whole KSh. */
export interface PaymentTimelineEntry {
  id: number;
  at: string;
  actor: string;
  message: string;
  receiptNumber: string | null;
  amount: number | null;
}

/** The order's latest M-PESA prompt as staff see it; phone as Kenyans write it, `at` ISO 8601. */
export interface StaffPromptView {
  status: PaymentAttemptStatus;
  phone: string;
  amount: number;
  at: string;
  receiptNumber: string | null;
  /** Daraja's own words for a failed prompt, or the shop's. */
  resultDescription: string | null;
}

/**
 * What GET /admin/orders/payment?orderId= gives an expanded order (decision 020): its payment
 * timeline (oldest first), its latest prompt, whether M-PESA prompts are set up, and the staff
 * member's name ('Taken by' starts with it).
 */
export interface OrderPaymentPanel {
  staffName: string;
  isMpesaOffered: boolean;
  prompt: StaffPromptView | null;
  timeline: PaymentTimelineEntry[];
  /** The shop's Paybill or Till with the order's account, for a payment message; null = none. */
  manual: PaymentWays["manual"];
  /** The order's SMS (decision 042), and whether its phone asked for no more. */
  messages: OrderSmsEntry[];
  isSmsStopped: boolean;
  /** The order's latest activity trail entries, newest first (decision 074). */
  activity: ActivityEntryView[];
}

/** A prompt's state in staff's words: 'Waiting for the PIN on 0712 345 678'. */
export function staffPromptText(prompt: StaffPromptView): string {
  switch (prompt.status) {
    case "queued":
    case "sending":
      return `Sending the prompt to ${prompt.phone}…`;
    case "awaiting":
      return `Waiting for the PIN on ${prompt.phone}`;
    case "unconfirmed":
      return "M-PESA's answer was lost: checking for the payment";
    case "paid":
      return `Paid from ${prompt.phone}${prompt.receiptNumber ? `, receipt ${prompt.receiptNumber}` : ""}`;
    case "failed":
      return `Not paid: ${prompt.resultDescription ?? "no answer from M-PESA"}`;
  }
}
