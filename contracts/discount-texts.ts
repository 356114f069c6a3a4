// The server's texts for discount codes (decision 064): the checkout page gets them in answers.
import { discountCodeLength } from "./discount-code";
import { formatPrice } from "./money";
import { nairobiTimeZone } from "./nairobi-time";

/** Wrong codes allowed per hour (decision 064): per cart, and per client address. */
export const wrongCodeLimits = { perCart: 10, perAddress: 30, windowMinutes: 60 } as const;

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: nairobiTimeZone,
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** A day as a shopper reads it, Nairobi time: '14 Feb 2027'. */
export const formatDiscountDay = (at: Date) => dayFormat.format(at);

/** The shopper's texts for a code (decision 064): why one is refused, what one gave. */
export const discountTexts = {
  malformed: `A discount code is ${discountCodeLength.min} to ${discountCodeLength.max} letters or digits.`,
  unknown: (code: string) => `${code} is not a discount code we know. Please check its spelling.`,
  expired: "This code has expired.",
  ended: "This code has ended.",
  notStarted: (startsAt: Date) => `This code starts on ${formatDiscountDay(startsAt)}.`,
  usedUp: "This code has been used up.",
  usedByCustomer: "You have already used this code: it is once per customer.",
  minimum: (minSubtotal: number) =>
    `This code needs items worth at least ${formatPrice(minSubtotal)}.`,
  notApplicable: "This code does not apply to the items in your cart.",
  saleItems: "This code does not apply to items already on sale.",
  deliveryFree: "Delivery is already free on this order, so this code gives nothing more.",
  tooManyWrong: (waitMinutes: number) =>
    `Too many wrong codes: at most ${wrongCodeLimits.perCart} an hour. Please try again in ${waitMinutes === 1 ? "1 minute" : `${waitMinutes} minutes`}.`,
  removed: "Discount code removed.",
} as const;
