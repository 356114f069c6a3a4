/**
 * A cart change the shop refuses for a reason the shopper can act on (an unknown product, one out
 * of stock, a quantity that is not a whole number 0…99): answered with its status and message,
 * never as a server failure (decision 019).
 */
export class CartError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message);
    this.name = "CartError";
  }
}

/** What a shopper reads when a cart change is refused (SPEC §8's words where it has them). */
export const cartTexts = {
  unknownProduct: "Sorry, this product is no longer available.",
  badQuantity: "Quantities must be whole numbers from 1 to 99",
  /** Setting a quantity: 0 takes the line out. */
  badNewQuantity: "Quantities must be whole numbers from 0 to 99",
  outOfStock: (name: string) => `Sorry, ${name} is out of stock.`,
} as const;
