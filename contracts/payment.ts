/**
 * An order's payment status (DESIGN §6, decision 020), beside its fulfilment status: 'unpaid' until
 * a payment starts, 'awaiting_payment' while an M-PESA prompt or a typed confirmation code waits
 * for its answer, then 'paid' or 'failed'; 'refunded' is set by staff after a refund by hand.
 * The one list the database's column and check, the live events, the admin's filter and the CSV use.
 */
export const paymentStatuses = [
  "unpaid",
  "awaiting_payment",
  "paid",
  "failed",
  "refunded",
] as const;

/** An order's payment status. */
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * How an order is paid: an M-PESA prompt sent to the shopper's phone (STK push), a
 * payment to the shop's Paybill or Till confirmed by its code, or at the door (the default).
 */
export const paymentMethods = ["mpesa_stk", "mpesa_manual", "cash_on_delivery"] as const;

/** How an order is paid. */
export type PaymentMethod = (typeof paymentMethods)[number];

/** A payment status as people read it: 'awaiting_payment' → 'Awaiting payment'. */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  unpaid: "Unpaid",
  awaiting_payment: "Awaiting payment",
  paid: "Paid",
  failed: "Failed",
  refunded: "Refunded",
};

/** A payment method as people read it. */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  mpesa_stk: "M-PESA",
  mpesa_manual: "M-PESA (code)",
  cash_on_delivery: "Pay on delivery",
};

/**
 * A payment attempt's state: 'awaiting' its answer (the prompt's callback, or staff checking a
 * typed code), then 'paid' or 'failed' for good.
 */
export const paymentAttemptStatuses = ["awaiting", "paid", "failed"] as const;

/** A payment attempt's state. */
export type PaymentAttemptStatus = (typeof paymentAttemptStatuses)[number];

/** The ways of paying an attempt records: the prompt, or a typed confirmation code. */
export const paymentAttemptMethods = ["mpesa_stk", "mpesa_manual"] as const;

/** How one payment attempt was made. */
export type PaymentAttemptMethod = (typeof paymentAttemptMethods)[number];

/**
 * An M-PESA confirmation code as shoppers copy it from the SMS: 10 letters and digits, upper
 * case ('qwe1rt2yu3' → 'QWE1RT2YU3'); null for anything else.
 */
export function normalizeMpesaCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return /^[A-Z0-9]{10}$/.test(code) ? code : null;
}
