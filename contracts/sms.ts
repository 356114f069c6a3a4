/**
 * The order messages a customer gets by SMS (DESIGN §5 "Messages out"), one each per order:
 * when it is confirmed, paid, shipped and delivered. `new_order_alert` goes to the shop's phone.
 */
export const smsKinds = [
  "order_confirmed",
  "order_paid",
  "order_shipped",
  "order_delivered",
  "new_order_alert",
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
