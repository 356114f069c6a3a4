/**
 * A payment the shop refuses for a reason the shopper or staff can act on (decision 020): the order
 * is paid already, a prompt is still on the phone, a code paid another order. Answered with its
 * HTTP status and message, never as a server failure.
 */
export class PaymentError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 429,
  ) {
    super(message);
    this.name = "PaymentError";
  }
}
