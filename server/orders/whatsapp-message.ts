import { deliveryAreaLabels } from "#contracts/delivery.ts";
import { formatPrice } from "#contracts/money.ts";
import type { OrderView } from "#contracts/order.ts";
import { lineDisplayName } from "#contracts/product-sizes.ts";

/** What the chat text needs of an order: its lines and total, and whatever contact it carries. */
export type WhatsappOrder = Pick<
  OrderView,
  "id" | "items" | "total" | "fullName" | "phone" | "deliveryArea" | "address" | "city" | "notes"
>;

/**
 * The shopper's details under the order, one line each and only those given (decision 013), so the
 * shop can deliver without asking again. The town is left out when it only repeats the area
 * (checkout stores 'Nairobi' for a Nairobi order with no town).
 */
function contactLines(placed: WhatsappOrder): string[] {
  const area = deliveryAreaLabels[placed.deliveryArea];
  const town = placed.city && placed.city !== area ? placed.city : undefined;
  const address = [placed.address, town].filter(Boolean).join(", ");
  return [
    placed.fullName && `Name: ${placed.fullName}`,
    placed.phone && `Phone: ${placed.phone}`,
    `Delivery area: ${area}`,
    address && `Address: ${address}`,
    placed.notes && `Notes: ${placed.notes}`,
  ].filter((line): line is string => Boolean(line));
}

/**
 * The pre-filled WhatsApp chat for an order (SPEC §1, §7): the shop's number and a text with
 * the order id, each item (named as the shop shows it, decision 036, with its size) with its quantity and line
 * total, the total in KSh, then the shopper's name, phone, delivery area, address/town and notes
 * when given.
 */
export function whatsappOrderUrl(whatsappNumber: string, placed: WhatsappOrder): string {
  const lines = placed.items.map(
    (item) =>
      `• ${lineDisplayName(item)} × ${item.quantity} = ${formatPrice(item.price * item.quantity)}`,
  );
  const text = [
    "Hello Loris, I would like to place this order:",
    `Order: ${placed.id}`,
    ...lines,
    `Total: ${formatPrice(placed.total)}`,
    "",
    ...contactLines(placed),
  ].join("\n");
  return `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(text)}`;
}
