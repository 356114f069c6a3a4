import { and, eq } from "drizzle-orm";
import { paymentTexts } from "#contracts/payment-messages.ts";
import type { Db } from "../db/client";
import { paymentAttempt } from "../db/payment-schema";
import { lockPayableOrder } from "./payable-order";
import { PaymentError } from "./payment-error";
import { setPaymentStatus } from "./payment-settlement";

/** The first re-query of a prompt whose callback has not come, after it was accepted. */
export const firstCheckAfterMs = 30_000;

/** Prompts one order may be sent: enough for every slip, too few to pester a phone. */
export const maxPromptsPerOrder = 5;

/** A prompt about to be sent: its attempt row and the amount to ask for, whole KSh. */
export interface OpenedStkAttempt {
  attemptId: number;
  amount: number;
}

/**
 * Records an M-PESA prompt for order `orderId`'s total to `phone` (2547…/2541…) before it is
 * sent, and marks the order 'awaiting_payment' by M-PESA, in one transaction holding the
 * order's row, so two taps cannot send two prompts (at most one is paid).
 * @throws PaymentError 404 for an unknown order, 409 when it is paid, cancelled or has nothing
 *   to pay, or while an earlier prompt still awaits its answer; 429 once `maxPromptsPerOrder`
 *   prompts were sent.
 */
export async function openStkAttempt(
  db: Db,
  { orderId, phone }: { orderId: string; phone: string },
  now: Date,
): Promise<OpenedStkAttempt> {
  return db.transaction(async (tx) => {
    const total = await lockPayableOrder(tx, orderId);
    const prompts = await tx
      .select({ status: paymentAttempt.status })
      .from(paymentAttempt)
      .where(and(eq(paymentAttempt.orderId, orderId), eq(paymentAttempt.method, "mpesa_stk")));
    if (prompts.some((prompt) => prompt.status === "awaiting")) {
      throw new PaymentError(paymentTexts.stillWaiting, 409);
    }
    if (prompts.length >= maxPromptsPerOrder) {
      throw new PaymentError(paymentTexts.tooManyPrompts, 429);
    }
    const [opened] = await tx
      .insert(paymentAttempt)
      .values({
        orderId,
        method: "mpesa_stk",
        phone,
        amount: total,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ attemptId: paymentAttempt.id });
    await setPaymentStatus(tx, orderId, "awaiting_payment", now, "mpesa_stk");
    return { attemptId: opened!.attemptId, amount: total };
  });
}

/**
 * Records Daraja's ids for a prompt it accepted and schedules its first re-query
 * `firstCheckAfterMs` later, in case the callback never comes.
 */
export async function recordStkAccepted(
  db: Db,
  attemptId: number,
  ids: { merchantRequestId: string; checkoutRequestId: string },
  now: Date,
): Promise<void> {
  await db
    .update(paymentAttempt)
    .set({
      ...ids,
      nextCheckAt: new Date(now.getTime() + firstCheckAfterMs),
      updatedAt: now,
    })
    .where(eq(paymentAttempt.id, attemptId));
}
