// No zod here: the checkout page imports these labels and limits (decision 064); the refusal
// texts, which only the server sends, are in discount-texts.ts.
import { formatPrice } from "./money";

/** A discount code's length in characters (docs/decisions/064-discount-codes.md). */
export const discountCodeLength = { min: 3, max: 20 } as const;

/** What a code may hold once upper-cased: letters A–Z, digits and '-' (decision 064). */
const discountCodePattern = /^[A-Z0-9-]+$/;

/** The kinds of code (decision 064): percentage off the items, KSh off the items, free delivery. */
export const discountKinds = ["percent", "fixed", "free_delivery"] as const;
export type DiscountKind = (typeof discountKinds)[number];

/** What a code applies to (decision 064): every item, or items of some categories, products or brands. */
export const discountScopes = ["all", "categories", "products", "brands"] as const;
export type DiscountScope = (typeof discountScopes)[number];

/** What a code gives, as staff read it: '10% off', 'KSh 500 off', 'Free delivery'. */
export function discountGivesText(code: { kind: DiscountKind; value: number }): string {
  if (code.kind === "free_delivery") return "Free delivery";
  return code.kind === "percent" ? `${code.value}% off` : `${formatPrice(code.value)} off`;
}

/**
 * A code as typed, in its canonical form: trimmed and upper-cased (codes are case-insensitive);
 * undefined when it is not 3–20 letters, digits or '-'.
 */
export function canonicalDiscountCode(typed: string): string | undefined {
  const code = typed.trim().toUpperCase();
  const { min, max } = discountCodeLength;
  if (code.length < min || code.length > max || !discountCodePattern.test(code)) return undefined;
  return code;
}

/** The checkout's code field texts (decision 064); refusals are in discount-texts.ts. */
export const discountFieldTexts = {
  label: "Discount code",
  applied: (code: string) => `Code ${code} applied.`,
} as const;

/** A code's line in an order's totals: 'Discount (VAL10)'. */
export const discountLineLabel = (code: string) => `Discount (${code})`;

/** A free-delivery code's delivery line: 'Free (FREESHIP)'. */
export const freeDeliveryLabel = (code: string) => `Free (${code})`;

/**
 * The code kept on a cart as the checkout shows it (decision 064): what it takes off the items
 * (whole KSh) and whether it waives delivery, or why it no longer applies.
 */
export type CheckoutDiscount =
  { code: string; discount: number; isFreeDelivery: boolean } | { code: string; refusal: string };

/** An amount taken off, as a totals line shows it: '−KSh 450' (a true minus sign). */
export const formatDiscount = (amountKsh: number) => `\u2212${formatPrice(amountKsh)}`;

/**
 * A code as Admin → Marketing → Discounts lists it (decision 064): its rules, and its kept uses,
 * discount given and sales (whole KSh), with the names of what it applies to.
 */
export interface ListedDiscountCode {
  id: number;
  code: string;
  kind: DiscountKind;
  value: number;
  minSubtotal: number | null;
  startsAt: Date;
  endsAt: Date;
  endedAt: Date | null;
  maxUses: number | null;
  isOncePerCustomer: boolean;
  appliesTo: DiscountScope;
  skipsSaleItems: boolean;
  uses: number;
  discountGiven: number;
  sales: number;
  targetNames: string[];
}
