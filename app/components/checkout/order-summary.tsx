import type { CartLine } from "#contracts/cart.ts";
import {
  discountLineLabel,
  formatDiscount,
  freeDeliveryLabel,
  type CheckoutDiscount,
} from "#contracts/discount-code.ts";
import { giftWrappingLabel } from "#contracts/checkout-field-limits.ts";
import { formatPrice, vatIncluded } from "#contracts/money.ts";

interface OrderSummaryProps {
  lines: CartLine[];
  /** The delivery fee for the chosen area, whole KSh. */
  shipping: number;
  /** The cart's discount code as the server priced it (decision 064). */
  discount?: CheckoutDiscount;
  /** How far the items are from free delivery in the chosen area (decision 065). */
  note?: string;
  /** A gift's wrapping when ticked, whole KSh (decision 071). */
  giftWrapping: number;
}

/**
 * The cart's total as the shopper will pay it (DESIGN §6, decisions 064 and 071): subtotal, the
 * code's discount, delivery ('Free' when 0, or waived by a code), a gift's wrapping, the VAT
 * included in what is charged for the items and wrapping, and the total. Display only: the
 * server prices the order.
 */
export function OrderSummary({ lines, shipping, discount, note, giftWrapping }: OrderSummaryProps) {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const applied = discount && "discount" in discount ? discount : undefined;
  const itemsOff = Math.min(applied?.discount ?? 0, subtotal);
  const isWaived = applied?.isFreeDelivery === true && shipping > 0;
  const delivery = isWaived ? 0 : shipping;
  const goods = subtotal - itemsOff + giftWrapping;
  const row = "flex justify-between gap-4 text-sm";
  const summary = (
    <dl className="space-y-2" aria-label="Order summary">
      <div className={row}>
        <dt className="text-taupe">Subtotal</dt>
        <dd>{formatPrice(subtotal)}</dd>
      </div>
      {applied && itemsOff > 0 && (
        <div className={row}>
          <dt className="text-taupe">{discountLineLabel(applied.code)}</dt>
          <dd data-testid="order-discount">{formatDiscount(itemsOff)}</dd>
        </div>
      )}
      <div className={row}>
        <dt className="text-taupe">Delivery</dt>
        <dd>
          {isWaived
            ? freeDeliveryLabel(applied.code)
            : delivery === 0
              ? "Free"
              : formatPrice(delivery)}
        </dd>
      </div>
      {giftWrapping > 0 && (
        <div className={row}>
          <dt className="text-taupe">{giftWrappingLabel}</dt>
          <dd>{formatPrice(giftWrapping)}</dd>
        </div>
      )}
      <div className={row}>
        <dt className="text-taupe">VAT (16%, included)</dt>
        <dd>{formatPrice(vatIncluded(goods))}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-stone pt-3 text-base font-medium text-espresso">
        <dt>Total</dt>
        <dd data-testid="order-total">{formatPrice(goods + delivery)}</dd>
      </div>
    </dl>
  );
  return (
    <>
      {summary}
      {note && !isWaived && (
        <p className="mt-3 text-sm text-espresso" data-testid="free-delivery-note">
          {note}
        </p>
      )}
    </>
  );
}
