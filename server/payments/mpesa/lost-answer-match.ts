import { and, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { paymentAttempt } from "#server/db/payment-schema.ts";
import { firstCheckAfterMs } from "./stk-attempt";
import { metadataValue, type StkCallback } from "./stk-callback-body";

/** How far back a callback may name a prompt whose push answer was lost (decision 020). */
const lostAnswerWindowMs = 30 * 60_000;

/**
 * The live prompt whose push answer was lost (still 'sending' or 'unconfirmed', no Daraja ids)
 * that callback `callback` is for: the same phone and amount, asked for in the 30 minutes before
 * (decision 020). It takes the callback's ids and awaits, so the callback is then checked as any
 * other (a re-query confirms it). Undefined when none matches.
 */
export async function matchLostAnswer(db: Db, callback: StkCallback, now: Date) {
  const phone = String(metadataValue(callback, "PhoneNumber") ?? "");
  const amount = Number(metadataValue(callback, "Amount"));
  if (!/^254\d{9}$/.test(phone) || !Number.isInteger(amount)) return undefined;
  return db.transaction(async (tx) => {
    const [lost] = await tx
      .select({ id: paymentAttempt.id })
      .from(paymentAttempt)
      .where(
        and(
          eq(paymentAttempt.method, "mpesa_stk"),
          inArray(paymentAttempt.status, ["sending", "unconfirmed"]),
          isNull(paymentAttempt.checkoutRequestId),
          eq(paymentAttempt.phone, phone),
          eq(paymentAttempt.amount, amount),
          gt(paymentAttempt.createdAt, new Date(now.getTime() - lostAnswerWindowMs)),
        ),
      )
      .orderBy(desc(paymentAttempt.createdAt))
      .limit(1)
      .for("update");
    if (!lost) return undefined;
    const [matched] = await tx
      .update(paymentAttempt)
      .set({
        status: "awaiting",
        merchantRequestId: callback.MerchantRequestID,
        checkoutRequestId: callback.CheckoutRequestID,
        nextCheckAt: new Date(now.getTime() + firstCheckAfterMs),
        updatedAt: now,
      })
      .where(eq(paymentAttempt.id, lost.id))
      .returning();
    return matched;
  });
}
