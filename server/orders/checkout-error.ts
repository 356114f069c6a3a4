/**
 * A checkout the shop refuses for a reason the shopper can act on (unknown or out-of-stock
 * products): answered with its HTTP status and message, never as a server failure.
 */
export class CheckoutError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409,
  ) {
    super(message);
    this.name = "CheckoutError";
  }
}
