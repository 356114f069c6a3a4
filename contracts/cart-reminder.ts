// Cart reminders (docs/decisions/067-marketing-consent-and-cart-reminders.md): the words a
// shopper reads and the rules the job keeps. No zod here: pages import it.

/** Hours a cart is left before its one reminder, unless Admin → Settings says otherwise. */
export const defaultCartReminderHours = 24;

/**
 * The Nairobi hours no marketing message is queued in: from 21:00 to 08:00 (a reminder due at
 * night goes at 08:00).
 */
export const quietHours = { from: 21, until: 8 } as const;

/** Whether Nairobi's clock at `wallClock` ('YYYY-MM-DDTHH:mm:ss', nairobiWallClock) is quiet. */
export function isQuietHour(wallClock: string): boolean {
  const hour = Number(wallClock.slice(11, 13));
  return hour >= quietHours.from || hour < quietHours.until;
}

/** The texts of the cart reminder and of its restore link's page. */
export const cartReminderTexts = {
  /**
   * What follows the first product's name ("Oud Royale is still in your cart."; "Oud Royale and
   * 2 more are still in your cart."), in the SMS and the e-mail alike.
   */
  stillInCart: (others: number) =>
    others === 0 ? " is still in your cart." : ` and ${others} more are still in your cart.`,
  subject: "Your cart is waiting at Loris",
  eyebrow: "Your cart",
  heading: "You left something behind",
  mailDetail: "Open it on any device and check out when you are ready.",
  button: "Open my cart",
  /** The restore link's refusals: a link not signed by the shop, or a cart that is gone. */
  invalidLink: "This cart link is not valid. Open the link from your reminder as it came.",
  goneCart: "This cart is no longer here: it was ordered, emptied or removed after 30 days.",
} as const;
