/**
 * A checkout the shop refuses for a reason the shopper can act on (unknown or out-of-stock
 * products, too many units, too many orders from one address): answered with its HTTP status,
 * message and, for 429, a Retry-After in seconds, never as a server failure.
 */
export class CheckoutError extends Error {
  readonly retryAfterSeconds?: number;

  constructor(
    message: string,
    readonly status: 400 | 409 | 429,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "CheckoutError";
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
