/**
 * An order's payment status (DESIGN §6, decision 020), beside its fulfilment status, kept by
 * server/payments/ledger/order-balance.ts from the money received: 'paid' once the payments counted
 * for it reach its total, 'part_paid' below it; otherwise 'awaiting_payment' while an M-PESA
 * prompt or a typed confirmation code may still pay it, 'failed' when the last one did not,
 * 'refunded' when every payment was given back, else 'unpaid'. Once refunds gave money back
 * (docs/decisions/076-returns-refunds.md): 'refunded' when they reach what was received,
 * 'part_refunded' below it.
 * The one list the database's column and check, the live events, the admin's filter and the CSV use.
 */
export const paymentStatuses = [
  "unpaid",
  "awaiting_payment",
  "part_paid",
  "paid",
  "failed",
  "part_refunded",
  "refunded",
] as const;

/** An order's payment status. */
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * How an order is paid: an M-PESA prompt sent to the shopper's phone (STK push), a
 * payment to the shop's Paybill or Till confirmed by its code, a Paybill payment M-PESA told the
 * shop of (C2B), or at the door (the default).
 */
export const paymentMethods = [
  "mpesa_stk",
  "mpesa_manual",
  "mpesa_paybill",
  "cash_on_delivery",
] as const;

/** How an order is paid. */
export type PaymentMethod = (typeof paymentMethods)[number];

/** A payment status as people read it: 'awaiting_payment' → 'Awaiting payment'. */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  unpaid: "Unpaid",
  awaiting_payment: "Awaiting payment",
  part_paid: "Part-paid",
  paid: "Paid",
  failed: "Failed",
  part_refunded: "Part-refunded",
  refunded: "Refunded",
};

/** A payment method as people read it. */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  mpesa_stk: "M-PESA",
  mpesa_manual: "M-PESA (code)",
  mpesa_paybill: "M-PESA (Paybill)",
  cash_on_delivery: "Pay on delivery",
};

/**
 * How an order's payment method reads: paying on delivery is paying at the shop for an order
 * picked up there (decision 077).
 */
export function paymentMethodLabelOf(order: {
  paymentMethod: PaymentMethod;
  deliveryArea: string;
}): string {
  const isAtShop = order.paymentMethod === "cash_on_delivery" && order.deliveryArea === "shop";
  return isAtShop ? "Pay at the shop" : paymentMethodLabels[order.paymentMethod];
}

/**
 * A payment attempt's state (decision 020). A prompt is 'queued' for the prompt sender, 'sending'
 * while Daraja is asked, 'awaiting' the shopper's PIN once Daraja accepted it, 'unconfirmed' when
 * Daraja's answer to the push was lost (the phone may show the prompt all the same); a typed code
 * is 'awaiting' staff. Then 'paid' or 'failed' for good.
 */
export const paymentAttemptStatuses = [
  "queued",
  "sending",
  "awaiting",
  "unconfirmed",
  "paid",
  "failed",
] as const;

/** A payment attempt's state. */
export type PaymentAttemptStatus = (typeof paymentAttemptStatuses)[number];

/**
 * The states in which an attempt may still pay its order: while one is live, no second prompt
 * is sent for the order and its page says the payment is being checked.
 */
export const livePaymentAttemptStatuses = ["queued", "sending", "awaiting", "unconfirmed"] as const;

/** Whether an attempt in `status` may still pay its order. */
export function isLiveAttemptStatus(status: PaymentAttemptStatus): boolean {
  return (livePaymentAttemptStatuses as readonly string[]).includes(status);
}

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

/** How money reached the shop: M-PESA (prompt, Paybill, or to the courier's M-PESA), cash, card. */
export const receivedPaymentMethods = ["mpesa", "cash", "card"] as const;

/** How money reached the shop. */
export type ReceivedPaymentMethod = (typeof receivedPaymentMethods)[number];

/** A received payment's method as people read it. */
export const receivedPaymentMethodLabels: Record<ReceivedPaymentMethod, string> = {
  mpesa: "M-PESA",
  cash: "Cash",
  card: "Card",
};

/**
 * How the shop learned of a payment: its own M-PESA 'prompt' (callback or re-query), a 'paybill'
 * confirmation from M-PESA (C2B), a 'code' the shopper typed and staff confirmed, or recorded by
 * staff at the 'door'.
 */
export const receivedPaymentSources = ["prompt", "paybill", "code", "door"] as const;

/** How the shop learned of a payment. */
export type ReceivedPaymentSource = (typeof receivedPaymentSources)[number];

/**
 * Why a received payment waits for staff (decision 056): less or more than the order's balance,
 * no order or prompt of ours named, or M-PESA did not confirm a callback's payment.
 */
export const paymentIssues = [
  "short",
  "over",
  "no_order",
  "not_confirmed",
  "order_cancelled",
] as const;

/** Why a received payment waits for staff. */
export type PaymentIssue = (typeof paymentIssues)[number];

/** A payment issue as staff read it. */
export const paymentIssueLabels: Record<PaymentIssue, string> = {
  short: "Less than the order's balance",
  over: "More than the order's balance",
  no_order: "No order matches",
  not_confirmed: "Not confirmed by M-PESA",
  order_cancelled: "Its order was cancelled",
};
