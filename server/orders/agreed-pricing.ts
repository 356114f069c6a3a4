import {
  agreedPriceFieldOf,
  agreedPriceTexts,
  agreedReasonRefusal,
  maxAgreedAmount,
  mostAgreedOff,
  type AgreedTerms,
} from "#contracts/agreed-price.ts";
import { formatPrice } from "#contracts/money.ts";
import { lineDisplayName } from "#contracts/product-sizes.ts";
import { lineKey } from "#contracts/staff-order.ts";
import { Refusal } from "#server/http/refusal.ts";
import type { PricedLine } from "./order-lines";
import { orderTotals, type OrderTotals } from "./order-totals";

/** Priced lines with staff's agreement applied (decision 070). Money in whole KSh. */
export interface AgreedLines {
  /** Each line's `price` is what it is charged at; `size.price` stays its catalogue price. */
  lines: PricedLine[];
  /** KSh off the whole order, as asked (orderTotals caps it at what a code left). */
  discount: number;
  /** Why, when anything was agreed; null when the order sells at catalogue prices. */
  reason: string | null;
}

const isAmount = (amount: number) =>
  Number.isInteger(amount) && amount >= 0 && amount <= maxAgreedAmount;

const nameOf = (line: PricedLine) =>
  lineDisplayName({ name: line.name, sizeLabel: line.size.label });

/**
 * Applies what staff agreed with the customer to lines priced from the catalogue under its lock
 * (decision 070): a line's agreed price replaces its catalogue price when lower (equal keeps
 * it), and the order discount is taken off the whole order. A reason is required once anything
 * is lowered; what is taken off — the catalogue subtotal less what the items are charged (line
 * reductions plus the order discount, a discount code apart) — may not pass `capPercent` of the
 * catalogue subtotal. Pure: nothing is written.
 * @throws Refusal 400 for an agreed price above its size's catalogue price (its field
 *   `agreedPrice.<line key>`), an amount not whole KSh 0…1,000,000, a reason missing, too long or
 *   holding a control character (`agreedReason`); 409 past the cap, naming it and the most off.
 */
export function applyAgreedTerms(
  lines: readonly PricedLine[],
  terms: AgreedTerms,
  capPercent: number,
): AgreedLines {
  const reason = terms.reason.trim();
  const reasonRefusal = agreedReasonRefusal(reason);
  if (reasonRefusal) throw new Refusal(reasonRefusal, 400, { field: "agreedReason" });
  if (!isAmount(terms.discount)) {
    throw new Refusal(agreedPriceTexts.amount, 400, { field: "agreedDiscount" });
  }
  const agreed = lines.map((line) => {
    const key = lineKey({ productId: line.productId, sizeId: line.size.id });
    const price = terms.prices[line.size.id];
    if (price === undefined) return line;
    const field = agreedPriceFieldOf(key);
    if (!isAmount(price)) throw new Refusal(agreedPriceTexts.amount, 400, { field });
    if (price > line.size.price) {
      throw new Refusal(agreedPriceTexts.overCatalogue(nameOf(line), line.size.price), 400, {
        field,
      });
    }
    return { ...line, price };
  });
  const catalogueSubtotal = lines.reduce((sum, line) => sum + line.size.price * line.quantity, 0);
  const charged = agreed.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const takenOff = catalogueSubtotal - charged + terms.discount;
  if (takenOff === 0) return { lines: agreed, discount: 0, reason: null };
  if (!reason) throw new Refusal(agreedPriceTexts.reasonNeeded, 400, { field: "agreedReason" });
  const mostOff = mostAgreedOff(catalogueSubtotal, capPercent);
  if (takenOff > mostOff) throw new Refusal(agreedPriceTexts.overCap(capPercent, mostOff), 409);
  return { lines: agreed, discount: terms.discount, reason };
}

/**
 * The agreement as the order's timeline says it: 'Agreed with the customer: Oud Royale 100ml at
 * KSh 9,000 (catalogue KSh 9,500); KSh 500 off the order. Reason: a regular on Instagram'.
 */
export function agreedEventText(agreed: AgreedLines, agreedDiscount: number): string {
  const prices = agreed.lines
    .filter((line) => line.price < line.size.price)
    .map(
      (line) =>
        `${nameOf(line)} at ${formatPrice(line.price)} (catalogue ${formatPrice(line.size.price)})`,
    );
  const off = agreedDiscount > 0 ? [`${formatPrice(agreedDiscount)} off the order`] : [];
  return `Agreed with the customer: ${[...prices, ...off].join("; ")}. Reason: ${agreed.reason}`;
}

/**
 * A staff draft's totals as its page shows them (decisions 043, 046, 070): each line at its
 * agreed price (never above its catalogue price), less the order discount, with `shippingFee`.
 * A preview only: the order is priced again when placed or saved.
 */
export function draftTotals(
  lines: readonly { price: number; quantity: number; agreedPrice?: number | null }[],
  shippingFee: number,
  agreedDiscount = 0,
): OrderTotals {
  const charged = lines.map((line) => ({
    quantity: line.quantity,
    price:
      typeof line.agreedPrice === "number" ? Math.min(line.agreedPrice, line.price) : line.price,
  }));
  return orderTotals(charged, shippingFee, undefined, { agreedDiscount });
}
