/**
 * What a customer is told of their order (DESIGN §5 "Messages out"), once each: when it is
 * confirmed, paid in full, shipped and delivered — by SMS, and by e-mail when they gave one
 * (decisions 042 and 045).
 */
export const orderUpdateKinds = [
  "order_confirmed",
  "order_paid",
  "order_shipped",
  "order_delivered",
] as const;

/** One of the order updates a customer is told of. */
export type OrderUpdateKind = (typeof orderUpdateKinds)[number];

/** The order SMS: the customer's order updates, and the new-order alert to the shop's phone. */
export const orderSmsKinds = [...orderUpdateKinds, "new_order_alert"] as const;

/** An SMS about an order, composed from it when first sent. */
export type OrderSmsKind = (typeof orderSmsKinds)[number];

/**
 * Marketing SMS, composed when queued and carrying their opt-out: a back-in-stock alert
 * (docs/decisions/066-back-in-stock-alerts.md) and a cart reminder (decision 067).
 */
export const marketingSmsKinds = ["back_in_stock", "cart_reminder"] as const;

/** Whether `kind` is an order SMS (composed from its order when first sent). */
export function isOrderSmsKind(kind: string): kind is OrderSmsKind {
  return (orderSmsKinds as readonly string[]).includes(kind);
}

/**
 * Every SMS the shop sends: the order SMS, the code that proves an account's phone
 * (docs/decisions/068-returning-customers.md), queued with its text, the marketing SMS, and a
 * refund's notice (docs/decisions/076-returns-refunds.md), queued with its text, once per refund.
 */
export const smsKinds = [
  ...orderSmsKinds,
  "phone_code",
  ...marketingSmsKinds,
  "order_refunded",
] as const;

/** What an outbox SMS is about. */
export type SmsKind = (typeof smsKinds)[number];

/**
 * Where an outbox SMS stands (decision 042): `queued` waits for its next attempt; `sending` is
 * with the gateway; `sent` the gateway took it; `failed` was given up (refused for good, or out
 * of attempts); `unconfirmed` was with the gateway when its process died — it may or may not
 * have gone, so it is never sent again by itself; `opted_out` was not sent: the customer
 * replied STOP or staff marked them so.
 */
export const smsStatuses = [
  "queued",
  "sending",
  "sent",
  "failed",
  "unconfirmed",
  "opted_out",
] as const;

/** An outbox SMS's state. */
export type SmsStatus = (typeof smsStatuses)[number];

/** An order's SMS as staff see it on the order (decision 042). `at` is ISO 8601. */
export interface OrderSmsEntry {
  id: number;
  kind: SmsKind;
  status: SmsStatus;
  /** E.164. */
  recipient: string;
  /** The text sent; null until first sent. */
  message: string | null;
  /** Why it has not gone (the gateway's answer, an opt-out, a crash); null when sent. */
  lastError: string | null;
  at: string;
}

/** What each SMS is, in staff's words. */
export const smsKindLabels: Record<SmsKind, string> = {
  order_confirmed: "Order confirmed",
  order_paid: "Payment received",
  order_shipped: "Order shipped",
  order_delivered: "Order delivered",
  new_order_alert: "New-order alert to the shop",
  phone_code: "Code to confirm the customer's phone",
  back_in_stock: "Back in stock",
  cart_reminder: "Cart reminder",
  order_refunded: "Refund made",
};

/** Where each SMS stands, in staff's words. */
export const smsStatusLabels: Record<SmsStatus, string> = {
  queued: "Waiting to send",
  sending: "Sending",
  sent: "Sent",
  failed: "Not sent",
  unconfirmed: "Not confirmed",
  opted_out: "Not sent: the customer opted out",
};

/** Statuses staff may send again by hand: it did not go, or may not have. */
export const resendableSmsStatuses: readonly SmsStatus[] = ["failed", "unconfirmed"];
