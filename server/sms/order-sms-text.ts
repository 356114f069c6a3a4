import type { OrderSmsKind } from "#contracts/sms.ts";
import { formatPrice } from "#contracts/money.ts";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import { refundWayLabels, type RefundWay } from "#contracts/returns-refunds.ts";
import { clip, smsMaxLength, toGsm7 } from "./gsm7";

/** What an order's SMS says, read when it is first sent. Money in whole KSh. */
export interface OrderSmsFacts {
  orderId: string;
  total: number;
  amountPaid: number;
  units: number;
  /** The customer's name as the order has it, if any. */
  name: string | null;
  /** The customer's phone, E.164. */
  phone: string | null;
  /** How the order came: 'website', 'whatsapp' or a staff channel. */
  channel: string;
}

/** The shop's phone as a customer dials it: '0712 345 678', or as configured, kept short. */
function shopPhoneText(shopPhone: string): string {
  return toGsm7(formatKenyanPhone(shopPhone.replace(/[\s-]/g, ""))).slice(0, 20);
}

/**
 * The text of an order SMS (DESIGN §5, decision 042): the order number, what changed and the
 * shop's phone for customers; for the shop's own new-order alert, the total, units, channel and
 * who ordered. Always GSM-7 and at most 160 characters (a name is shortened to fit).
 */
export function orderSmsText(kind: OrderSmsKind, facts: OrderSmsFacts, shopPhone: string): string {
  const call = `Questions? Call ${shopPhoneText(shopPhone)}`;
  const id = facts.orderId;
  const text = {
    order_confirmed: `Loris: your order ${id} is confirmed. Total ${formatPrice(facts.total)}. ${call}`,
    order_paid: `Loris: we received ${formatPrice(facts.amountPaid)} for order ${id}. Thank you! ${call}`,
    order_shipped: `Loris: your order ${id} is on its way to you. ${call}`,
    order_delivered: `Loris: your order ${id} has been delivered. Thank you for shopping with us! ${call}`,
    new_order_alert: alertText(facts),
  }[kind];
  return clip(text, smsMaxLength);
}

function alertText(facts: OrderSmsFacts): string {
  const units = `${facts.units} item${facts.units === 1 ? "" : "s"}`;
  const phone = facts.phone ? ` ${formatKenyanPhone(facts.phone)}` : "";
  const head = `Loris new order ${facts.orderId}: ${formatPrice(facts.total)}, ${units}, ${toGsm7(facts.channel)}.${phone}`;
  const name = toGsm7(facts.name ?? "").trim();
  return name ? `${head} ${clip(name, smsMaxLength - head.length - 1)}` : head;
}

/**
 * A refund's SMS to the customer (docs/decisions/076-returns-refunds.md): the amount (whole
 * KSh), the order, how it went back with its M-PESA code, and the shop's phone; GSM-7, at most
 * 160 characters.
 */
export function refundSmsText(
  refund: { orderId: string; amount: number; way: RefundWay; reference: string | null },
  shopPhone: string,
): string {
  const code = refund.reference ? ` ${refund.reference}` : "";
  const text = `Loris: we refunded ${formatPrice(refund.amount)} for order ${refund.orderId} by ${refundWayLabels[refund.way]}${code}. Questions? Call ${shopPhoneText(shopPhone)}`;
  return clip(toGsm7(text), smsMaxLength);
}
