import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import type { DbExecutor } from "#server/db/client.ts";
import type { paymentMessageKinds } from "#server/db/payment-schema.ts";
import { paymentMessage } from "#server/db/payment-schema.ts";

/** A kind of message M-PESA sends the shop. */
export type PaymentMessageKind = (typeof paymentMessageKinds)[number];

/**
 * Stores a message M-PESA sent the shop, as it came, before anything is done with it (decision
 * 020: nothing received is dropped): `body` the request's text, `requestId` the id it names
 * (an STK callback's CheckoutRequestID), when known.
 * @returns the message's id, for recordMessageOutcome.
 */
export async function storePaymentMessage(
  db: DbExecutor,
  {
    kind,
    body,
    requestId = null,
  }: { kind: PaymentMessageKind; body: string; requestId?: string | null },
  now: Date = new Date(),
): Promise<number> {
  const [stored] = await db
    .insert(paymentMessage)
    .values({ kind, body, requestId, receivedAt: now })
    .returning({ id: paymentMessage.id });
  return stored!.id;
}

/** Writes what the shop made of message `messageId` ('settled', 'unknown request', …). */
export async function recordMessageOutcome(
  db: DbExecutor,
  messageId: number,
  outcome: string,
): Promise<void> {
  await db.update(paymentMessage).set({ outcome }).where(eq(paymentMessage.id, messageId));
}

/**
 * The bodies of the STK callbacks stored for `checkoutRequestId` whose outcome is one of
 * `outcomes` (null: not acted on yet), oldest first.
 */
export async function storedCallbacks(
  db: DbExecutor,
  checkoutRequestId: string,
  outcomes: readonly (string | null)[],
): Promise<{ id: number; body: string }[]> {
  const named = outcomes.filter((outcome) => outcome !== null);
  return db
    .select({ id: paymentMessage.id, body: paymentMessage.body })
    .from(paymentMessage)
    .where(
      and(
        eq(paymentMessage.kind, "stk_callback"),
        eq(paymentMessage.requestId, checkoutRequestId),
        or(
          outcomes.includes(null) ? isNull(paymentMessage.outcome) : undefined,
          named.length > 0 ? inArray(paymentMessage.outcome, named) : undefined,
        ),
      ),
    )
    .orderBy(asc(paymentMessage.id));
}
