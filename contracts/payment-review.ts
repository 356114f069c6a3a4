// zod/mini: the admin's payment forms are checked by the route that takes them.
import { z } from "zod/mini";
import { recordId } from "./record-id";

/** The largest id a payment attempt row can have (PostgreSQL's serial). */
const maxAttemptId = 2_147_483_647;

/**
 * What staff ask of an order's payment at POST /admin/orders/payment (decision 020): confirm or
 * reject a confirmation code the shopper typed (by its attempt's id), or mark a paid order
 * refunded after refunding it by hand.
 */
export const PaymentReviewSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum(["confirm", "reject"]),
    attemptId: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxAttemptId)),
  }),
  z.object({ intent: z.literal("refund"), orderId: recordId("Order not found") }),
]);

/** A valid payment review. */
export type PaymentReview = z.output<typeof PaymentReviewSchema>;

/** What the payment route answers: done, or the reason to show staff. */
export type PaymentReviewResult = { ok: true } | { error: string };
