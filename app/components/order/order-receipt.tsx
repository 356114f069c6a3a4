import { deliveryTextOf, discountRowsOf } from "#contracts/order-discount-lines.ts";
import { giftWrappingLineOf } from "#contracts/gift.ts";
import { formatPrice } from "#contracts/money.ts";
import type { OrderView } from "#contracts/order.ts";
import { formatOrderDate } from "#contracts/order-date.ts";
import { lineDisplayName } from "#contracts/product-sizes.ts";
import { ProductImage } from "../product/product-image";

/**
 * The order number, date, items and totals with a code's discount, staff's agreed one and a
 * gift's wrapping (SPEC §2 order success, decisions 064, 070 and 071).
 */
export function OrderReceipt({
  order,
}: {
  order: Pick<
    OrderView,
    | "id"
    | "createdAt"
    | "subtotal"
    | "discount"
    | "agreedDiscount"
    | "deliveryWaived"
    | "discountCode"
    | "giftWrapping"
    | "shipping"
    | "tax"
    | "total"
    | "items"
  >;
}) {
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const wrappingLine = giftWrappingLineOf(order);
  const row = "flex justify-between gap-4 text-sm";
  return (
    <div className="space-y-6">
      {/* An order number reads on one line: on a phone it has the first row to itself. */}
      <dl className="grid grid-cols-3 gap-4 border-y border-stone/70 py-5 sm:grid-cols-[max-content_repeat(3,minmax(0,1fr))]">
        <div className="col-span-3 sm:col-span-1">
          <dt className="eyebrow text-[10px]">Order number</dt>
          <dd className="mt-1 font-medium whitespace-nowrap text-espresso">{order.id}</dd>
        </div>
        <div>
          <dt className="eyebrow text-[10px]">Date</dt>
          <dd className="mt-1 text-sm">{formatOrderDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt className="eyebrow text-[10px]">Items</dt>
          <dd className="mt-1 text-sm">{itemCount}</dd>
        </div>
        <div>
          <dt className="eyebrow text-[10px]">Total</dt>
          <dd className="mt-1 text-sm font-medium">{formatPrice(order.total)}</dd>
        </div>
      </dl>
      <ul aria-label="Items ordered" className="space-y-4">
        {order.items.map((item) => (
          <li key={`${item.productId}-${item.sizeLabel}`} className="flex items-center gap-4">
            <ProductImage
              image={item.imageUrl}
              alt=""
              sizes="4rem"
              className="size-16 bg-linen object-cover"
            />
            <p className="min-w-0 flex-1 text-sm">
              <span
                title={lineDisplayName(item)}
                className="block truncate font-display text-base text-espresso"
              >
                {lineDisplayName(item)}
              </span>
              <span className="text-taupe">
                {item.quantity} × {formatPrice(item.price)}
              </span>
            </p>
            <p className="shrink-0 text-sm">{formatPrice(item.price * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 border-t border-stone/70 pt-4">
        <div className={row}>
          <dt className="text-taupe">Subtotal</dt>
          <dd>{formatPrice(order.subtotal)}</dd>
        </div>
        {discountRowsOf(order).map(([label, amount]) => (
          <div key={label} className={row}>
            <dt className="text-taupe">{label}</dt>
            <dd>{amount}</dd>
          </div>
        ))}
        <div className={row}>
          <dt className="text-taupe">Delivery</dt>
          <dd>{deliveryTextOf(order)}</dd>
        </div>
        {wrappingLine && (
          <div className={row}>
            <dt className="text-taupe">{wrappingLine[0]}</dt>
            <dd>{wrappingLine[1]}</dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-taupe">VAT (16%, included)</dt>
          <dd>{formatPrice(order.tax)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-base font-medium text-espresso">
          <dt>Total</dt>
          <dd>{formatPrice(order.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
