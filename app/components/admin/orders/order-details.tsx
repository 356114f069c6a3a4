import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  orderSourceText,
  stockMovementText,
  type AdminOrderRow,
} from "#contracts/admin-order-list.ts";
import { agreementText } from "#contracts/agreed-price.ts";
import { deliveryPlaceOf } from "#contracts/delivery.ts";
import { deliveryTextOf, discountRowsOf } from "#contracts/order-discount-lines.ts";
import { giftWrappingLineOf, type OrderGift } from "#contracts/gift.ts";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import { formatPrice } from "#contracts/money.ts";
import { lineDisplayName } from "#contracts/product-sizes.ts";
import { itemChangeRefusal, orderItemsTexts } from "#contracts/staff-order.ts";
import { SubjectActivity } from "../activity/subject-activity";
import { OrderMessages } from "./order-messages";
import { OrderPayment } from "./payments/order-payment";
import { OrderDispatchForm } from "./order-dispatch-form";
import { OrderTimeline } from "./order-timeline";
import { PaymentHistory } from "./payments/payment-history";
import { PaymentMessage } from "./payments/payment-message";
import { usePaymentPanel } from "./payments/use-payment-panel";

const heading = "eyebrow mb-3";

/** One labelled fact about the customer. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-taupe">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * A gift's recipient, whom the rider calls, and the card's message (decision 071), with the link
 * to its printable gift note.
 */
function GiftFacts({
  orderId,
  gift,
  isWrapped,
}: {
  orderId: string;
  gift: OrderGift;
  isWrapped: boolean;
}) {
  return (
    <section aria-label="Gift" className="mt-6">
      <h3 className={heading}>Gift</h3>
      <dl className="space-y-2 text-sm">
        <Fact label="Recipient">{gift.recipientName}</Fact>
        <Fact label="Recipient's number">{formatKenyanPhone(gift.recipientPhone)}</Fact>
        {gift.message && (
          <Fact label="Gift message">
            <span className="whitespace-pre-line">{gift.message}</span>
          </Fact>
        )}
        <Fact label="Wrapping">{isWrapped ? "Gift-wrap it" : "Not wrapped"}</Fact>
      </dl>
      <a
        href={`/admin/orders/${encodeURIComponent(orderId)}/gift-note`}
        target="_blank"
        rel="noreferrer"
        className="mt-3 inline-block text-xs text-espresso underline underline-offset-4 hover:text-gold"
      >
        Print gift note
      </a>
    </section>
  );
}

/**
 * An expanded order (SPEC §2): the customer's e-mail and phone, how the order was placed, the
 * delivery area with the address and notes when given (decision 013: a WhatsApp order can be acted
 * on), a gift's recipient and message (decision 071), the items with price, quantity and
 * subtotal and the stock they returned or took again (decision 017) — changeable in a WhatsApp
 * order's chat (decision 046) — with the catalogue price beside a price agreed lower and who
 * agreed it, when and why (decision 070), the money (shipping 'Free' when 0), the payment
 * (decision 020), the rider (decision 075) and the timeline,
 * then the payment history and the order's SMS (read when the order is first expanded:
 * usePaymentPanel).
 */
export function OrderDetails({ order }: { order: AdminOrderRow }) {
  const panel = usePaymentPanel(order.id);
  const place = [order.address, order.city].filter(Boolean).join(", ");
  const stockMovement = stockMovementText(order);
  const agreement = agreementText(order);
  const wrappingLine = giftWrappingLineOf(order);
  const sum = "flex justify-between gap-4";
  return (
    <div className="grid gap-8 p-5 sm:p-6 lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,15rem)]">
      <section aria-label="Customer">
        <h3 className={heading}>Customer</h3>
        <dl className="space-y-2 text-sm">
          <Fact label="Email">
            <span className="break-all">{order.email ?? "—"}</span>
          </Fact>
          <Fact label="Phone">{order.phone ? formatKenyanPhone(order.phone) : "—"}</Fact>
          <Fact label="Ordered on">{orderSourceText(order)}</Fact>
          <Fact label="Delivery area">{deliveryPlaceOf(order)}</Fact>
          {place && <Fact label="Address">{place}</Fact>}
          {order.notes && <Fact label="Notes">{order.notes}</Fact>}
        </dl>
        {order.gift && (
          <GiftFacts orderId={order.id} gift={order.gift} isWrapped={order.giftWrapping > 0} />
        )}
      </section>

      <section aria-label="Items" className="min-w-0">
        <div className="flex items-baseline justify-between gap-4">
          <h3 className={heading}>Items</h3>
          {itemChangeRefusal(order) === null && (
            <Link
              to={`/admin/orders/items?orderId=${encodeURIComponent(order.id)}`}
              aria-label={`${orderItemsTexts.action} of order ${order.id}`}
              className="text-xs text-espresso underline underline-offset-4 hover:text-gold"
            >
              {orderItemsTexts.action}
            </Link>
          )}
        </div>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-stone text-left text-xs text-taupe">
              {["Item", "Price", "Quantity", "Subtotal"].map((label, index) => (
                <th
                  key={label}
                  scope="col"
                  className={`py-2 font-normal ${index > 0 ? "text-right" : ""} ${index < 3 ? "pr-3" : ""}`}
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={index} className="border-b border-stone/50 last:border-0">
                <td className="py-2 pr-3 wrap-anywhere">{lineDisplayName(item)}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                  {formatPrice(item.price)}
                  {item.cataloguePrice !== null && (
                    <span className="block text-xs text-taupe">
                      Catalogue {formatPrice(item.cataloguePrice)}
                    </span>
                  )}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{item.quantity}</td>
                <td className="py-2 text-right whitespace-nowrap tabular-nums">
                  {formatPrice(item.price * item.quantity)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {agreement && (
          <p className="mt-3 text-xs text-espresso" data-testid="agreement">
            {agreement}
          </p>
        )}
        {stockMovement && <p className="mt-3 text-xs text-taupe">{stockMovement}</p>}
      </section>

      <section aria-label="Payment" className="space-y-6">
        <div>
          <h3 className={heading}>Summary</h3>
          <dl className="space-y-1.5 text-sm tabular-nums">
            <div className={sum}>
              <dt className="text-taupe">Subtotal</dt>
              <dd>{formatPrice(order.subtotal)}</dd>
            </div>
            {discountRowsOf(order).map(([label, amount]) => (
              <div key={label} className={sum}>
                <dt className="text-taupe">{label}</dt>
                <dd>{amount}</dd>
              </div>
            ))}
            <div className={sum}>
              <dt className="text-taupe">Shipping</dt>
              <dd>{deliveryTextOf(order)}</dd>
            </div>
            {wrappingLine && (
              <div className={sum}>
                <dt className="text-taupe">{wrappingLine[0]}</dt>
                <dd>{wrappingLine[1]}</dd>
              </div>
            )}
            <div className={sum}>
              <dt className="text-taupe">Tax (VAT included)</dt>
              <dd>{formatPrice(order.tax)}</dd>
            </div>
            <div className={`${sum} border-t border-stone pt-2 font-medium text-espresso`}>
              <dt>Total</dt>
              <dd>{formatPrice(order.total)}</dd>
            </div>
          </dl>
        </div>
        <OrderPayment order={order} panel={panel} />
        <PaymentMessage order={order} panel={panel} />
        <OrderDispatchForm order={order} />
      </section>
      <div className="lg:col-span-3">
        <OrderTimeline status={order.status} />
        <SubjectActivity type="order" id={order.id} entries={panel?.activity} />
      </div>
      <div className="lg:col-span-2">
        <PaymentHistory entries={panel?.timeline} />
      </div>
      <OrderMessages orderId={order.id} panel={panel} />
    </div>
  );
}
