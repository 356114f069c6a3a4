// The agreed price fields of the New order and Change items forms (decision 070), read as the
// drafts' other fields are: lines' `agreedPrice` parallel to `line`, then `agreedDiscount` and
// `agreedReason`. The rules needing catalogue prices are the server's (agreed-pricing.ts).
import { agreedPriceFieldOf, agreedPriceTexts, readAgreedAmount } from "./agreed-price";
import type { FormRefusal } from "./form-refusal";
import { lineKey, parseLineKey } from "./staff-order";

/**
 * Why the amounts typed are refused — an agreed price or the order discount that is neither
 * empty nor whole KSh 0…1,000,000 — marking the first such field; null when all read.
 */
export function agreedAmountRefusal(form: URLSearchParams | FormData): FormRefusal | null {
  const message = agreedPriceTexts.amount;
  const prices = form.getAll("agreedPrice");
  for (const [index, key] of form.getAll("line").entries()) {
    const named = parseLineKey(key);
    if (named && readAgreedAmount(prices[index]) === null) {
      return { summary: message, fields: { [agreedPriceFieldOf(lineKey(named))]: message } };
    }
  }
  if (readAgreedAmount(form.get("agreedDiscount")) === null) {
    return { summary: message, fields: { agreedDiscount: message } };
  }
  return null;
}

/**
 * The order discount (whole KSh; empty = 0) and reason as the form gives them; each undefined
 * when the form has no such field (Change items then keeps the order's).
 */
export function agreedOrderFields(form: URLSearchParams | FormData): {
  discount?: number;
  reason?: string;
} {
  const discount = form.get("agreedDiscount");
  const reason = form.get("agreedReason");
  return {
    ...(typeof discount === "string" && { discount: readAgreedAmount(discount) ?? 0 }),
    ...(typeof reason === "string" && { reason }),
  };
}

/** Agreed unit prices of draft lines by size id: the lines with a price given. */
export const agreedPricesOf = (lines: { sizeId: string; agreedPrice?: number | null }[]) =>
  Object.fromEntries(
    lines.flatMap((line) =>
      typeof line.agreedPrice === "number" ? [[line.sizeId, line.agreedPrice]] : [],
    ),
  );
