import type { CheckoutInput } from "#contracts/checkout.ts";
import { discountTexts } from "#contracts/discount-texts.ts";
import type { DbTransaction } from "#server/db/client.ts";
import {
  checkDiscountCode,
  type AppliedDiscount,
  type CodeBuyer,
} from "#server/discounts/discount-code-check.ts";
import type { DiscountLine } from "#server/discounts/discount-pricing.ts";
import { Refusal } from "#server/http/refusal.ts";
import type { PricedLine } from "./order-lines";

/** Priced lines as a discount code reads them: product, category, brand, price, sale price. */
export const discountLinesOf = (lines: readonly PricedLine[]): DiscountLine[] =>
  lines.map((line) => ({
    productId: line.productId,
    category: line.category,
    brandId: line.size.brandId,
    price: line.price,
    quantity: line.quantity,
    compareAtPrice: line.size.compareAtPrice,
  }));

/**
 * The discount code of a checkout, checked and priced in placement's transaction with the code's
 * row locked (docs/decisions/064-discount-codes.md): its uses are counted one order at a time.
 * A free-delivery code on an order delivered free anyway gives nothing and is left off (no use).
 * @returns the code's amounts, or undefined when the checkout has no code.
 * @throws Refusal 409 with the shopper's text naming why the code cannot be used.
 */
export async function applyOrderDiscount(
  tx: DbTransaction,
  input: Pick<CheckoutInput, "discountCode" | "phone" | "email">,
  {
    lines,
    shipping,
    buyer,
    now,
  }: { lines: PricedLine[]; shipping: number; buyer: CodeBuyer; now: Date },
): Promise<AppliedDiscount | undefined> {
  if (!input.discountCode) return undefined;
  const checked = await checkDiscountCode(
    tx,
    { code: input.discountCode, lines: discountLinesOf(lines), shipping, buyer, now },
    { isLocking: true },
  );
  if ("applied" in checked) return checked.applied;
  if (checked.refusal === discountTexts.deliveryFree) return undefined;
  throw new Refusal(checked.refusal, 409, { field: "discountCode" });
}
