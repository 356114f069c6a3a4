import { dialledPhone, type Dispatch } from "#contracts/dispatch.ts";
import type { OrderSmsKind } from "#contracts/sms.ts";
import { formatPrice } from "#contracts/money.ts";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import { refundWayLabels, type RefundWay } from "#contracts/returns-refunds.ts";
import { clip, gsm7Length, smsMaxLength, toGsm7 } from "./gsm7";

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
  /** Who takes the order to the customer, if anyone yet (decision 079). */
  dispatch: Dispatch | null;
  /** Whether the customer picks it up at the shop (decision 077): 'shipped' is then 'ready'. */
  isShopPickup: boolean;
  /** The order's tracking link (orderTrackingUrl). */
  trackingUrl: string;
}

/** The shop's phone as a customer dials it: '0712 345 678', or as configured, kept short. */
function shopPhoneText(shopPhone: string): string {
  return toGsm7(formatKenyanPhone(shopPhone.replace(/[\s-]/g, ""))).slice(0, 20);
}

/** A text's length in GSM-7 septets (an extended character counts two). */
const size = (text: string) => gsm7Length(text) ?? text.length;

/**
 * What an SMS to the customer says of the change, with `who` in it where it names someone; the
 * name alone is shortened when the whole does not fit.
 */
function customerHead(kind: Exclude<OrderSmsKind, "new_order_alert">, facts: OrderSmsFacts) {
  const id = facts.orderId;
  const { dispatch } = facts;
  if (kind === "order_shipped" && dispatch !== null) {
    const tail =
      dispatch.way === "courier"
        ? `, reference ${toGsm7(dispatch.reference)}.`
        : `${dispatch.phone ? `, ${dialledPhone(dispatch.phone)}` : ""}.`;
    return {
      text: (who: string) => `Loris: your order ${id} is on its way with ${who}${tail}`,
      who: toGsm7(dispatch.name),
    };
  }
  if (facts.isShopPickup && (kind === "order_shipped" || kind === "order_delivered")) {
    const pickup = {
      order_shipped: `Loris: your order ${id} is ready for pickup at the shop.`,
      order_delivered: `Loris: your order ${id} has been collected. Thank you!`,
    }[kind];
    return { text: () => pickup, who: "" };
  }
  const text = {
    order_confirmed: `Loris: your order ${id} is confirmed. Total ${formatPrice(facts.total)}.`,
    order_paid: `Loris: we received ${formatPrice(facts.amountPaid)} for order ${id}. Thank you!`,
    order_shipped: `Loris: your order ${id} is on its way to you.`,
    order_delivered: `Loris: your order ${id} has been delivered. Thank you!`,
  }[kind];
  return { text: () => text, who: "" };
}

/**
 * The text of an order SMS (DESIGN §5, decisions 042 and 079): to the customer, the order
 * number, what changed — shipped, who is bringing it and their phone, or the courier and its
 * reference; for a pickup at the shop, ready or collected (decision 077) — the order's tracking link and, when it fits, the shop's phone; for the shop's own
 * new-order alert, the total, units, channel and who ordered. Always GSM-7 and at most 160
 * characters: a name is shortened to fit, the shop's phone left out before the link.
 */
export function orderSmsText(kind: OrderSmsKind, facts: OrderSmsFacts, shopPhone: string): string {
  if (kind === "new_order_alert") return clip(alertText(facts), smsMaxLength);
  const head = customerHead(kind, facts);
  const link = ` ${facts.trackingUrl}`;
  const call = ` Questions? Call ${shopPhoneText(shopPhone)}`;
  const whole = head.text(head.who);
  if (size(whole + link + call) <= smsMaxLength) return whole + link + call;
  const over = size(whole + link) - smsMaxLength;
  if (over <= 0) return whole + link;
  // A long name is shortened to keep the link; an address too long for any name drops the link.
  if (head.who.length - over >= 8) return head.text(clip(head.who, head.who.length - over)) + link;
  return clip(whole, smsMaxLength);
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
