// No zod here: the checkout's gift fields (decision 071) load their labels and limits from it.
import { giftWrappingLabel } from "./checkout-field-limits";
import { formatPrice } from "./money";

/**
 * The checkout's gift fields as the form names them: their labels (refusals name them) and
 * longest texts in characters (the inputs' `maxLength`; the server enforces the same). The
 * card's message is printed, so it is kept short.
 */
export const giftFieldLimits = {
  giftName: { label: "Recipient's name", maxLength: 120 },
  giftPhone: { label: "Recipient's mobile number", maxLength: 40 },
  giftMessage: { label: "Gift message", maxLength: 300 },
} as const;

/** A placed order's gift (decision 071): who receives it and the card's message. */
export interface OrderGift {
  recipientName: string;
  /** E.164: the rider calls this phone, not the buyer's. */
  recipientPhone: string;
  /** Printed on the gift note; null = none. */
  message: string | null;
}

/** The wrapping's line of an order's totals, ['Gift wrapping', 'KSh 250']; none when not wrapped. */
export function giftWrappingLineOf(order: { giftWrapping: number }): [string, string] | undefined {
  return order.giftWrapping > 0 ? [giftWrappingLabel, formatPrice(order.giftWrapping)] : undefined;
}

/** What the gift note prints (decision 071): no prices anywhere. */
export interface GiftNote {
  orderId: string;
  recipientName: string;
  message: string | null;
  /** The buyer's name on the order (else their account's); null = none given. */
  senderName: string | null;
}

/** The gift note's texts. */
export const giftNoteTexts = {
  title: "Gift note",
  notFound: "No gift with this order number.",
  print: "Print",
} as const;
