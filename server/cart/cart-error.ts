/**
 * A cart change the shop refuses for a reason the shopper can act on (an unknown product, one out
 * of stock, a quantity that is not a whole number 0…99, too many new carts from one address):
 * answered with its status, message and, for 429, a Retry-After in seconds, never as a server
 * failure (decisions 019 and 029).
 */
export class CartError extends Error {
  readonly retryAfterSeconds?: number;

  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 429,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "CartError";
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** What a shopper reads when a cart change is refused (SPEC §8's words where it has them). */
export const cartTexts = {
  unknownProduct: "Sorry, this product is no longer available.",
  badQuantity: "Quantities must be whole numbers from 1 to 99",
  /** Setting a quantity: 0 takes the line out. */
  badNewQuantity: "Quantities must be whole numbers from 0 to 99",
  outOfStock: (name: string) => `Sorry, ${name} is out of stock.`,
  /** Decision 029: what to do when an address has started too many guest carts. */
  tooManyNewCarts: (waitMinutes: number) =>
    `Many new carts were started from your network in a short time. Please wait ${
      waitMinutes === 1 ? "1 minute" : `${waitMinutes} minutes`
    } and try again, or log in to shop with your account's cart.`,
} as const;
