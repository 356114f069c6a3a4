import { and, eq, type SQL } from "drizzle-orm";
import type { PaymentAttemptMethod } from "#contracts/payment.ts";
import { paymentAttempt } from "#server/db/payment-schema.ts";

/**
 * The condition of order `orderId`'s attempt by `method` still awaiting its answer: at most one
 * row (payment_attempt_one_awaiting_idx).
 */
export function awaitingAttemptOf(orderId: string, method: PaymentAttemptMethod): SQL {
  return and(
    eq(paymentAttempt.orderId, orderId),
    eq(paymentAttempt.method, method),
    eq(paymentAttempt.status, "awaiting"),
  )!;
}
