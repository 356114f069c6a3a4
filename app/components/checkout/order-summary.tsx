import type { CartLine } from "#contracts/cart.ts";
import { formatPrice, vatIncluded } from "#contracts/money.ts";

interface OrderSummaryProps {
  lines: CartLine[];
  /** The delivery fee for the chosen area, whole KSh. */
  shipping: number;
}

/**
 * The cart's total as the shopper will pay it (DESIGN §6): subtotal, delivery ('Free' when 0),
 * the VAT included, and the total. Display only: the server prices the order.
 */
export function OrderSummary({ lines, shipping }: OrderSummaryProps) {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const row = "flex justify-between gap-4 text-sm";
  return (
    <dl className="space-y-2" aria-label="Order summary">
      <div className={row}>
        <dt className="text-taupe">Subtotal</dt>
        <dd>{formatPrice(subtotal)}</dd>
      </div>
      <div className={row}>
        <dt className="text-taupe">Delivery</dt>
        <dd>{shipping === 0 ? "Free" : formatPrice(shipping)}</dd>
      </div>
      <div className={row}>
        <dt className="text-taupe">VAT (16%, included)</dt>
        <dd>{formatPrice(vatIncluded(subtotal))}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-stone pt-3 text-base font-medium text-espresso">
        <dt>Total</dt>
        <dd data-testid="order-total">{formatPrice(subtotal + shipping)}</dd>
      </div>
    </dl>
  );
}
