import { deliveryPlaceOf, isCollectedArea } from "#contracts/delivery.ts";
import { deliveryTextOf, discountRowsOf } from "#contracts/order-discount-lines.ts";
import { giftWrappingLineOf } from "#contracts/gift.ts";
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
  | "giftWrapping"
  | "gift"
  | "shipping"
  | "fullName"
  | "phone"
  | "deliveryArea"
  | "deliveryZoneName"
  | "address"
  | "city"
  | "notes"
>;

/**
 * The shopper's details under the order, one line each and only those given (decision 013), so the
 * shop can deliver without asking again. The town is left out when it only repeats the area
 * (checkout stores 'Nairobi' for a Nairobi order with no town); a pickup says 'Pick up at the shop'
 * (decision 077), a zone or pickup point its name as placed (decision 082).
 */
function contactLines(placed: WhatsappOrder): string[] {
  const area = deliveryPlaceOf(placed);
  const town = placed.city && placed.city !== area ? placed.city : undefined;
  const address = [placed.address, town].filter(Boolean).join(", ");
  return [
    placed.fullName && `Name: ${placed.fullName}`,
    placed.phone && `Phone: ${placed.phone}`,
    isCollectedArea(placed.deliveryArea) ? area : `Delivery area: ${area}`,
    address && `Address: ${address}`,
    placed.notes && `Notes: ${placed.notes}`,
  ].filter((line): line is string => Boolean(line));
}

/**
 * The lines under the items: the discounts' ('Discount (VAL10): −KSh 900', 'Agreed discount:
 * −KSh 500', 'Delivery: Free (FREESHIP)') and a gift's wrapping ('Gift wrapping: KSh 250',
 * decision 071).
 */
function amountLines(placed: WhatsappOrder): string[] {
  const wrapping = giftWrappingLineOf(placed);
  return [
    ...discountRowsOf(placed).map(([label, amount]) => `${label}: ${amount}`),
    ...(placed.deliveryWaived > 0 ? [`Delivery: ${deliveryTextOf(placed)}`] : []),
    ...(wrapping ? [`${wrapping[0]}: ${wrapping[1]}`] : []),
  ];
}

/** A gift's recipient, whom the rider calls, and its card's message (decision 071). */
function giftLines({ gift }: WhatsappOrder): string[] {
  if (!gift) return [];
  const recipient = `Gift for: ${gift.recipientName}, ${gift.recipientPhone}`;
  return gift.message ? [recipient, `Gift message: ${gift.message}`] : [recipient];
}

/**
 * The pre-filled WhatsApp chat for an order (SPEC §1, §7): the shop's number and a text with
 * the order id, each item (named as the shop shows it, decision 036, with its size) with its quantity and line
 * total, a discount code's line, staff's agreed discount and waived delivery (decisions 064,
 * 070), a gift's wrapping, the total in KSh, then the shopper's name, phone, delivery area,
 * address/town and notes when given, and a gift's recipient and message (decision 071).
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
    ...amountLines(placed),
    `Total: ${formatPrice(placed.total)}`,
    "",
    ...contactLines(placed),
    ...giftLines(placed),
  ].join("\n");
  return `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(text)}`;
}
