import { data } from "react-router";

/** The statuses a refusal is answered with (add one here when a refusal needs it). */
export type RefusalStatus = 400 | 404 | 409 | 429;

/**
 * Something the shop refuses for a reason the person asking can act on (decision 051): a cart
 * change (an unknown product, one out of stock, a quantity not 0…99, too many new carts from one
 * address: decisions 019 and 029), a checkout (unknown or out-of-stock products, too many units or
 * orders), a payment (the order paid already, a prompt still on the phone, a code that paid
 * another order: decision 020), a product's SKU taken. `message` is the text that person reads
 * (SPEC §8's words where it has them); `retryAfterSeconds`, with a 429, is sent as Retry-After.
 * Answered with its status, never as a server failure: refusalOrThrow, refusalData.
 */
export class Refusal extends Error {
  readonly retryAfterSeconds?: number;
  /** The form field it refuses, by its posted name (`sizes[2].sku`), when it is one field's. */
  readonly field?: string;

  constructor(
    message: string,
    readonly status: RefusalStatus,
    options: { retryAfterSeconds?: number; field?: string } = {},
  ) {
    super(message);
    this.name = "Refusal";
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.field = options.field;
  }
}

/** `error` when it is a Refusal; anything else is thrown on (a failure, not a refusal). */
export function refusalOrThrow(error: unknown): Refusal {
  if (error instanceof Refusal) return error;
  throw error;
}

/**
 * The status and headers an answer takes: `status`, and Retry-After when it says how many
 * seconds to wait (a refusal, or an outcome carrying one's status and wait).
 */
export function refusalInit(answer: { status: number; retryAfterSeconds?: number }): {
  status: number;
  headers: Headers;
} {
  const headers = new Headers();
  if (answer.retryAfterSeconds) headers.set("Retry-After", String(answer.retryAfterSeconds));
  return { status: answer.status, headers };
}

/** `body` answered with `refusal`'s status and headers (refusalInit). */
export function refusalData<T>(refusal: Refusal, body: T) {
  return data(body, refusalInit(refusal));
}

/** `refusal`'s message as a page of its own, for a form posted without scripts. */
export function refusalText(refusal: Refusal): Response {
  const { status, headers } = refusalInit(refusal);
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(refusal.message, { status, headers });
}
