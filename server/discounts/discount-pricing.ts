import type { DiscountKind, DiscountScope } from "#contracts/discount-code.ts";
import { discountTexts } from "#contracts/discount-texts.ts";

/** What a code takes off, as docs/decisions/064-discount-codes.md prices it. Money whole KSh. */
export interface DiscountRule {
  kind: DiscountKind;
  /** A percentage 1–100, or whole KSh off the items; 0 for free delivery. */
  value: number;
  minSubtotal: number | null;
  appliesTo: DiscountScope;
  /** The category names, product ids or brand ids `appliesTo` names; empty for 'all'. */
  targets: readonly string[];
  skipsSaleItems: boolean;
}

/** A priced line as a code reads it: its product, category, brand, unit price and sale price. */
export interface DiscountLine {
  productId: string;
  category: string | null;
  brandId: string | null;
  price: number;
  quantity: number;
  /** The size's compare-at price: set when the size is on sale. */
  compareAtPrice: number | null;
}

/** What a code gives an order: KSh off the items, and the delivery fee it waives. */
export interface DiscountAmounts {
  discount: number;
  deliveryWaived: number;
}

const inScope = (rule: DiscountRule, line: DiscountLine) => {
  const key = {
    all: "",
    categories: line.category,
    products: line.productId,
    brands: line.brandId,
  }[rule.appliesTo];
  return rule.appliesTo === "all" || (key !== null && rule.targets.includes(key));
};

const sumOf = (lines: readonly DiscountLine[]) =>
  lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

/**
 * What `rule` takes off lines whose delivery costs `shipping` (decision 064): a percentage of the
 * lines it applies to (rounded down to whole KSh), a fixed amount up to their sum, or the whole
 * delivery fee. The minimum is of the whole items subtotal. Never more than the items or the fee,
 * so a total never goes negative, and never a fee already waived.
 * @returns the amounts, or the shopper's text naming why the code gives nothing here.
 */
export function priceDiscount(
  rule: DiscountRule,
  lines: readonly DiscountLine[],
  shipping: number,
): DiscountAmounts | { refusal: string } {
  if (rule.minSubtotal !== null && sumOf(lines) < rule.minSubtotal) {
    return { refusal: discountTexts.minimum(rule.minSubtotal) };
  }
  const scoped = lines.filter((line) => inScope(rule, line));
  const eligible = rule.skipsSaleItems
    ? scoped.filter((line) => line.compareAtPrice === null)
    : scoped;
  if (eligible.length === 0) {
    return { refusal: scoped.length > 0 ? discountTexts.saleItems : discountTexts.notApplicable };
  }
  if (rule.kind === "free_delivery") {
    if (shipping === 0) return { refusal: discountTexts.deliveryFree };
    return { discount: 0, deliveryWaived: shipping };
  }
  const base = sumOf(eligible);
  const discount =
    rule.kind === "percent" ? Math.floor((base * rule.value) / 100) : Math.min(rule.value, base);
  return { discount, deliveryWaived: 0 };
}
