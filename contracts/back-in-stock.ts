import { normalizeKenyanPhone } from "./kenyan-phone";

/**
 * Back-in-stock alerts (docs/decisions/066-back-in-stock-alerts.md): a shopper leaves a phone
 * (SMS) or an e-mail on a sold-out size and gets one message when it is back. The form's and
 * the refusals' texts, shared by the product page, the action and the tests.
 */
export const backInStockTexts = {
  open: "Tell me when it's back",
  intro: "Leave a phone number or an e-mail: we send one message when this size is back.",
  size: "Size",
  contact: "Phone or e-mail",
  contactPlaceholder: "0712 345 678 or you@example.com",
  signedInHint: "Leave it empty to use your account's phone or e-mail.",
  submit: "Notify me",
  noted: "Noted: we will send you one message when this size is back.",
  alreadyNoted: "You are already on the list for this size: one message will come when it is back.",
  inStock: "This size is in stock: add it to your cart instead.",
  unknownSize: "This size is no longer sold.",
  badContact:
    "Please enter a Kenyan phone number, such as 0712 345 678, or an e-mail address, such as you@example.com",
  failed: "We could not note your request. Please try again.",
} as const;

/** Requests one phone or e-mail may make in an hour, across sizes (decision 066). */
export const backInStockHourlyLimit = 5;

/** The refusal past backInStockHourlyLimit. */
export const backInStockFloodText = `Too many requests for this phone or e-mail: at most ${backInStockHourlyLimit} an hour. Please try again later.`;

/** How a marketing message reaches a shopper. */
export type ContactChannel = "sms" | "email";

/** A shopper's contact as stored: E.164 for SMS, the lower-cased address for e-mail. */
export interface MarketingContact {
  channel: ContactChannel;
  contact: string;
}

/** The longest e-mail address taken (RFC 5321's path limit). */
export const contactMaxLength = 254;

/**
 * The contact a shopper typed: a Kenyan phone (contracts/kenyan-phone.ts) or an e-mail address
 * (the checkout's check); null for anything else.
 */
export function parseMarketingContact(input: string): MarketingContact | null {
  const text = input.trim();
  if (text.length === 0 || text.length > contactMaxLength || /\p{Cc}/u.test(text)) return null;
  const phone = normalizeKenyanPhone(text);
  if (phone) return { channel: "sms", contact: phone };
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)
    ? { channel: "email", contact: text.toLowerCase() }
    : null;
}

/** What the product page's back-in-stock form gets (a live form shows `message`). */
export type BackInStockResult =
  { ok: true; message: string } | { ok: false; error: string; field?: string };
