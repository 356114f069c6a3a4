import { canonicalDiscountCode, type CheckoutDiscount } from "#contracts/discount-code.ts";
import { discountTexts, wrongCodeLimits } from "#contracts/discount-texts.ts";
import type { DeliveryArea } from "#contracts/delivery.ts";
import { setCartDiscountCode } from "#server/cart/cart-checkout-store.ts";
import type { Db, DbExecutor } from "#server/db/client.ts";
import type { RefusalStatus } from "#server/http/refusal.ts";
import { countInWindow, windowWait, type WindowLimit } from "#server/limits/window-count.ts";
import { readCartDiscountLines } from "./cart-discount-lines";
import { checkDiscountCode, type CodeBuyer } from "./discount-code-check";

/** What a code typed at checkout came to: kept on the cart, or refused with the shopper's text. */
export type CartCodeOutcome =
  { code: string } | { error: string; status: RefusalStatus; retryAfterSeconds?: number };

/** A checkout trying a code: the cart, the client's address, who they are, the fees, the clock. */
export interface CartCodeTry {
  cartId: string | undefined;
  /** The client's address (server/accounts/client-ip.ts); '' when the host could not tell. */
  clientAddress: string;
  code: string;
  buyer: CodeBuyer;
  shippingFees: Record<DeliveryArea, number>;
  now: Date;
}

const windowMs = wrongCodeLimits.windowMinutes * 60_000;
const limitsOf = (cartId: string, clientAddress: string): WindowLimit[] => [
  { scope: "discount-code", key: `cart:${cartId}`, max: wrongCodeLimits.perCart, windowMs },
  {
    scope: "discount-code",
    key: `address:${clientAddress}`,
    max: wrongCodeLimits.perAddress,
    windowMs,
  },
];

/** The seconds to wait when the cart or the address has used up its wrong codes; else undefined. */
async function wrongCodeWait(db: DbExecutor, limits: WindowLimit[], now: Date) {
  const waits = await Promise.all(limits.map((limit) => windowWait(db, limit, now)));
  const longest = Math.max(0, ...waits.map((wait) => wait ?? 0));
  return longest > 0 ? longest : undefined;
}

/**
 * Checks code `attempt.code` against the cart's lines and keeps it on the cart when it applies
 * (docs/decisions/064-discount-codes.md). A free-delivery code is checked against the dearer
 * area's fee (the area is chosen on the same page). Wrong codes (unknown, expired, not started,
 * used up, not applicable) count against the cart's and the client address's hourly limits
 * (contracts/discount-code.ts wrongCodeLimits); over either, every code is refused until the
 * window ends, so codes cannot be guessed. A code not shaped like one is refused uncounted.
 * @returns the canonical code kept, or the refusal: 400 malformed or empty cart, 404 unknown,
 *   409 unusable here, 429 over the limit (with the seconds to wait).
 */
export async function applyCartDiscountCode(
  db: Db,
  attempt: CartCodeTry,
): Promise<CartCodeOutcome> {
  const code = canonicalDiscountCode(attempt.code);
  if (!code) return { error: discountTexts.malformed, status: 400 };
  if (!attempt.cartId) return { error: discountTexts.notApplicable, status: 400 };
  const limits = limitsOf(attempt.cartId, attempt.clientAddress);
  const wait = await wrongCodeWait(db, limits, attempt.now);
  if (wait) {
    const error = discountTexts.tooManyWrong(Math.ceil(wait / 60));
    return { error, status: 429, retryAfterSeconds: wait };
  }
  const lines = await readCartDiscountLines(db, attempt.cartId);
  const { nairobi, elsewhere } = attempt.shippingFees;
  const checked = await checkDiscountCode(db, {
    code,
    lines,
    shipping: Math.max(nairobi, elsewhere),
    buyer: attempt.buyer,
    now: attempt.now,
  });
  if ("refusal" in checked) {
    await db.transaction(async (tx) => {
      for (const limit of limits) await countInWindow(tx, limit, attempt.now);
    });
    return { error: checked.refusal, status: checked.isUnknown ? 404 : 409 };
  }
  await setCartDiscountCode(db, attempt.cartId, code);
  return { code };
}

/**
 * The code kept on a cart, priced for the checkout's totals now (decision 064): the server's
 * amounts, or why it no longer applies (the cart or the code changed since it was applied).
 * @returns undefined when the cart keeps no code.
 */
export async function previewCartDiscount(
  db: DbExecutor,
  preview: Omit<CartCodeTry, "code" | "clientAddress"> & { code: string | null | undefined },
): Promise<CheckoutDiscount | undefined> {
  const { code, cartId } = preview;
  if (!code || !cartId) return undefined;
  const { nairobi, elsewhere } = preview.shippingFees;
  const checked = await checkDiscountCode(db, {
    code,
    lines: await readCartDiscountLines(db, cartId),
    shipping: Math.max(nairobi, elsewhere),
    buyer: preview.buyer,
    now: preview.now,
  });
  if ("refusal" in checked) return { code, refusal: checked.refusal };
  const { discount, deliveryWaived } = checked.applied;
  return { code, discount, isFreeDelivery: deliveryWaived > 0 };
}
