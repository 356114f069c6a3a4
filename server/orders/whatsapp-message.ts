import { formatPrice } from "#contracts/money.ts";
import type { OrderView } from "#contracts/order.ts";

/**
 * The pre-filled WhatsApp chat for an order (SPEC §1, §7): the shop's number and a text with
 * the order id, each item with its quantity and line total, and the total in KSh.
 */
export function whatsappOrderUrl(
  whatsappNumber: string,
  placed: Pick<OrderView, "id" | "items" | "total">,
): string {
  const lines = placed.items.map(
    (item) => `• ${item.name} × ${item.quantity} = ${formatPrice(item.price * item.quantity)}`,
  );
  const text = [
    "Hello Loris, I would like to place this order:",
    `Order: ${placed.id}`,
    ...lines,
    `Total: ${formatPrice(placed.total)}`,
  ].join("\n");
  return `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(text)}`;
}
