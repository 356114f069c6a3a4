import { formatDiscount } from "#contracts/discount-code.ts";
import { agreedDiscountLabel } from "#contracts/order-discount-lines.ts";
import { formatPrice } from "#contracts/money.ts";

/**
 * A staff draft's money (decisions 043, 046 and 070): subtotal at the agreed prices, the agreed
 * order discount, delivery ('Free' when 0) and total, whole KSh, with Update total — a submit of
 * the draft's form, so quantities and prices typed count.
 */
export function DraftTotals({
  totals,
}: {
  totals: { subtotal: number; agreedDiscount: number; shipping: number; total: number };
}) {
  return (
    <section
      aria-label="Order total"
      className="space-y-1.5 border-t border-stone pt-4 text-sm tabular-nums"
    >
      <p className="flex justify-between">
        <span className="text-taupe">Subtotal</span>
        {formatPrice(totals.subtotal)}
      </p>
      {totals.agreedDiscount > 0 && (
        <p className="flex justify-between">
          <span className="text-taupe">{agreedDiscountLabel}</span>
          {formatDiscount(totals.agreedDiscount)}
        </p>
      )}
      <p className="flex justify-between">
        <span className="text-taupe">Delivery</span>
        {totals.shipping === 0 ? "Free" : formatPrice(totals.shipping)}
      </p>
      <p className="flex justify-between font-medium text-espresso">
        <span>Total</span>
        <span data-testid="draft-total">{formatPrice(totals.total)}</span>
      </p>
      <button type="submit" className="mt-1 text-xs text-taupe underline underline-offset-4">
        Update total
      </button>
    </section>
  );
}
