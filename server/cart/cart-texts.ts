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
