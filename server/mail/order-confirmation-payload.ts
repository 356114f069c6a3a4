import type { CheckoutInput } from "#contracts/checkout.ts";
import { productDisplayName } from "#contracts/product-name.ts";
import { withSizeLabel } from "#contracts/product-sizes.ts";
import { orderPageUrl } from "../orders/order-access-token";
import type { PricedLine } from "../orders/order-lines";
import type { OrderTotals } from "../orders/order-totals";
import type { OrderConfirmationPayload } from "./order-confirmation";

/** What the confirmation links to and is sent from (absolute links need the shop's address). */
export interface ConfirmationShop {
  publicUrl: string;
  replyTo: string;
  phone: string;
  /** Signs the e-mail's link to the order (server/orders/order-access-token.ts). */
  secret: string;
}

function absolute(url: string | null, publicUrl: string): string {
  return new URL(url ?? "/media/brand/placeholder.svg", `${publicUrl}/`).toString();
}

/**
 * The order confirmation's payload (SPEC §7) for an order just placed: its priced lines, totals
 * (whole KSh) with a code's discount and staff's agreed one (decisions 064, 070) — each line at
 * the price it is charged — and a gift's wrapping (decision 071), the delivery zone's estimate
 * (decision 082) and a signed
 * link to the order that opens on any device. The
 * recipient is `input.email`, which the caller has checked is there.
 */
export function orderConfirmationPayload(
  order: {
    orderId: string;
    input: CheckoutInput & { email: string };
    lines: PricedLine[];
    totals: OrderTotals;
    /** The discount code the order was placed with (decision 064). */
    discountCode?: string;
    /** Where it goes and when, as placed: 'Westlands', '1-2 business days' (decision 082). */
    delivery: { title: string; estimate: string };
    placedAt: Date;
  },
  shop: ConfirmationShop,
): OrderConfirmationPayload {
  const { orderId, input, lines, totals, placedAt } = order;
  return {
    order_id: orderId,
    orders: lines.map((line) => ({
      name: withSizeLabel(productDisplayName(line.name), line.size.label),
      image_url: absolute(line.imageUrl, shop.publicUrl),
      units: line.quantity,
      price: line.price,
    })),
    cost: totals.total,
    email: input.email,
    to_name: input.fullName ?? "",
    reply_to: shop.replyTo,
    logo_url: `${shop.publicUrl}/media/brand/logo-email.png`,
    subtotal: totals.subtotal,
    discount: totals.discount,
    delivery_waived: totals.deliveryWaived,
    discount_code: order.discountCode ?? null,
    agreed_discount: totals.agreedDiscount,
    gift_wrapping: totals.giftWrapping,
    shipping: totals.shipping,
    tax: totals.tax,
    order_date: placedAt.toISOString(),
    delivery_estimate: `${order.delivery.estimate} (${order.delivery.title})`,
    order_method: input.orderMethod,
    shop_phone: shop.phone,
    order_url: orderPageUrl(shop.publicUrl, orderId, shop.secret),
  };
}
