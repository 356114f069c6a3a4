import { vatIncluded } from "#contracts/money.ts";
import type { OrderConfirmationPayload } from "#server/mail/order-confirmation.ts";

const shop = "https://loris.co.ke";

/**
 * An order confirmation as placeOrder would enqueue it: a guest in Nairobi buying two
 * perfumes (whole KSh, VAT included). Override what the test is about.
 */
export function makeOrderConfirmation(
  overrides: Partial<OrderConfirmationPayload> = {},
): OrderConfirmationPayload {
  const orderId = overrides.order_id ?? "LOR-1763792405117";
  const orders = overrides.orders ?? [
    {
      name: "Oud Royale",
      image_url: `${shop}/media/products/oud-royale-240.webp`,
      units: 1,
      price: 28000,
    },
    {
      name: "Rose de Karen",
      image_url: `${shop}/media/products/rose-de-karen-240.webp`,
      units: 2,
      price: 4500,
    },
  ];
  const subtotal = orders.reduce((sum, item) => sum + item.units * item.price, 0);
  return {
    order_id: orderId,
    orders,
    cost: subtotal,
    email: "wanjiku.kamau@example.co.ke",
    to_name: "Wanjiku Kamau",
    reply_to: "orders@loris.co.ke",
    logo_url: `${shop}/media/brand/logo-email.png`,
    subtotal,
    shipping: 0,
    tax: vatIncluded(subtotal),
    order_date: "2026-11-22T06:20:05.117Z",
    delivery_estimate: "2-3 business days (Nairobi)",
    order_method: "website",
    shop_phone: "+254 712 345 678",
    order_url: `${shop}/order-success?orderId=${orderId}`,
    ...overrides,
  };
}
