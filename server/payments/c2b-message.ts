import { eq } from "drizzle-orm";
import type { DbExecutor } from "../db/client";
import { paymentMessage, type paymentMessageKinds } from "../db/payment-schema";

/** A kind of message M-PESA sends the shop. */
export type PaymentMessageKind = (typeof paymentMessageKinds)[number];

/**
 * Stores a message from M-PESA as it came (`body`: the request's text), before anything is made
 * of it (decision 020: nothing received is dropped).
 * @returns the stored message's id, for its outcome.
 */
export async function keepPaymentMessage(
  db: DbExecutor,
  kind: PaymentMessageKind,
  body: string,
  now: Date,
): Promise<number> {
  const [kept] = await db
    .insert(paymentMessage)
    .values({ kind, body, receivedAt: now })
    .returning({ id: paymentMessage.id });
  return kept!.id;
}

/** Writes what the shop made of stored message `messageId` (one line, for staff and logs). */
export async function writeMessageOutcome(
  db: DbExecutor,
  messageId: number,
  outcome: string,
): Promise<void> {
  await db.update(paymentMessage).set({ outcome }).where(eq(paymentMessage.id, messageId));
}
