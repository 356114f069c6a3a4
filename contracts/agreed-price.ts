// Staff's agreed prices (docs/decisions/070-agreed-prices.md): texts, limits and readers shared
// by the New order and Change items pages and the server. No zod: those pages load it.
import { formatPrice } from "./money";
import { formatOrderDate } from "./order-date";
import { hasUnstorableCharacter } from "./text-characters";

/** The AGREED_DISCOUNT_CAP_PERCENT setting's default: staff take at most 15% off an order. */
export const defaultAgreedDiscountCapPercent = 15;

/** The longest reason, in characters. */
export const agreedReasonMaxLength = 200;

/** The most an agreed price or order discount may be typed as, whole KSh (a code's limit). */
export const maxAgreedAmount = 1_000_000;

/** The agreed price fields' texts, and the server's refusals. */
export const agreedPriceTexts = {
  priceHeading: "Agreed price",
  priceLabel: (line: string) => `Agreed price of ${line}`,
  discountLabel: "Order discount (KSh)",
  reasonLabel: "Reason for the agreed price",
  hint: "Leave a price empty to sell at the catalogue price.",
  amount: "Enter whole shillings, e.g. 4500, or leave it empty.",
  overCatalogue: (line: string, cataloguePrice: number) =>
    `${line} is ${formatPrice(cataloguePrice)} in the catalogue: an agreed price can only be lower.`,
  reasonNeeded: "Give the reason for the lower price.",
  reasonTooLong: `A reason holds at most ${agreedReasonMaxLength} characters.`,
  reasonCharacters: "Remove line breaks and other control characters from the reason.",
  overCap: (capPercent: number, mostOff: number) =>
    `At most ${capPercent}% off: ${formatPrice(mostOff)} is the most you can take off this order.`,
  /** The timeline's line when Change items leaves nothing agreed. */
  agreementRemoved: "Agreed prices removed: the items are at their catalogue prices.",
} as const;

/** The form field of a line's agreed price: `agreedPrice.<line key>` (refusals mark it). */
export const agreedPriceFieldOf = (key: string) => `agreedPrice.${key}`;

/**
 * An amount as staff type it: whole KSh 0…1,000,000 ('4500', '4,500', ' 4 500 '); undefined when
 * blank; null when it is anything else ('-1', '2.5', '1e3', 'abc').
 */
export function readAgreedAmount(value: unknown): number | undefined | null {
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") return undefined;
  if (!/^(\d{1,3}([, ]\d{3})+|\d{1,7})$/.test(text)) return null;
  const amount = Number(text.replace(/[, ]/g, ""));
  return amount <= maxAgreedAmount ? amount : null;
}

/** Why a reason is refused — too long, or holding a control character — or null. */
export function agreedReasonRefusal(reason: string): string | null {
  if (reason.length > agreedReasonMaxLength) return agreedPriceTexts.reasonTooLong;
  return hasUnstorableCharacter(reason) ? agreedPriceTexts.reasonCharacters : null;
}

/** The most staff may take off an order (whole KSh): `capPercent` of its catalogue subtotal. */
export const mostAgreedOff = (catalogueSubtotal: number, capPercent: number) =>
  Math.floor((catalogueSubtotal * capPercent) / 100);

/** An order's agreement as staff see it: why, who gave it (their name) and when (ISO 8601). */
export interface AgreementView {
  agreedReason: string | null;
  agreedBy: string | null;
  agreedAt: string | null;
}

/** 'Agreed by Amina Wanjiru, 2 Dec 2026, 14:05: a regular on Instagram'; null when none. */
export function agreementText(order: AgreementView): string | null {
  if (!order.agreedReason || !order.agreedBy || !order.agreedAt) return null;
  return `Agreed by ${order.agreedBy}, ${formatOrderDate(order.agreedAt)}: ${order.agreedReason}`;
}

/**
 * What staff agreed with a customer, as the server is sent it (whole KSh): agreed unit prices
 * by size id (a size not named sells at its catalogue price), KSh off the whole order, and why
 * ("" = no reason given).
 */
export interface AgreedTerms {
  prices: Record<string, number>;
  discount: number;
  reason: string;
}

/** No agreement: catalogue prices, nothing off. */
export const noAgreedTerms: AgreedTerms = { prices: {}, discount: 0, reason: "" };
