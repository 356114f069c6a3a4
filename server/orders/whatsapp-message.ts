import { deliveryAreaLabels } from "#contracts/delivery.ts";
import { deliveryTextOf, discountRowsOf } from "#contracts/order-discount-lines.ts";
import { formatPrice } from "#contracts/money.ts";
import type { OrderView } from "#contracts/order.ts";
import { lineDisplayName } from "#contracts/product-sizes.ts";

/** What the chat text needs of an order: its lines and total, and whatever contact it carries. */
export type WhatsappOrder = Pick<
  OrderView,
  | "id"
  | "items"
  | "total"
  | "discount"
  | "agreedDiscount"
  | "deliveryWaived"
  | "discountCode"
  | "shipping"
  | "fullName"
  | "phone"
  | "deliveryArea"
  | "address"
  | "city"
  | "notes"
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
 * The discounts' lines under the items: 'Discount (VAL10): −KSh 900', 'Agreed discount: −KSh
 * 500', 'Delivery: Free (FREESHIP)'.
 */
function discountLines(placed: WhatsappOrder): string[] {
  return [
    ...discountRowsOf(placed).map(([label, amount]) => `${label}: ${amount}`),
    ...(placed.deliveryWaived > 0 ? [`Delivery: ${deliveryTextOf(placed)}`] : []),
  ];
}

/**
 * The pre-filled WhatsApp chat for an order (SPEC §1, §7): the shop's number and a text with
 * the order id, each item (named as the shop shows it, decision 036, with its size) with its quantity and line
 * total, a discount code's line, staff's agreed discount and waived delivery (decisions 064,
 * 070), the total in KSh, then the shopper's name, phone, delivery area, address/town and notes
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
    ...discountLines(placed),
    `Total: ${formatPrice(placed.total)}`,
    "",
    ...contactLines(placed),
  ].join("\n");
  return `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(text)}`;
}
