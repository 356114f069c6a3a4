import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { paymentTexts } from "#contracts/payment-messages.ts";
import { paymentAttempt } from "#server/db/payment-schema.ts";
import type { PaymentAttemptStatus } from "#contracts/payment.ts";
import { outcomeOfResult, settleAttempt } from "#server/payments/ledger/payment-settlement.ts";
import { markUnconfirmed, type MpesaServices } from "./stk-attempt";
import { actOnStoredCallbacks } from "./stored-callbacks";

/** After the first re-query, one a minute (decision 020). */
export const checkEveryMs = 60_000;
/** Re-queries before an unanswered prompt is given up: 30 s, then every minute for 10 minutes. */
export const maxChecks = 11;
/** Prompts one pass re-queries at most: the rest wait for the next pass. */
const batchSize = 20;

/** A live prompt as the re-check reads it. */
export interface AwaitingPrompt {
  id: number;
  orderId: string;
  status: PaymentAttemptStatus;
  checkoutRequestId: string | null;
  checksMade: number;
  createdAt: Date;
}

/** The columns of a live prompt the re-check reads. */
export const awaitingPromptColumns = {
  id: paymentAttempt.id,
  orderId: paymentAttempt.orderId,
  status: paymentAttempt.status,
  checkoutRequestId: paymentAttempt.checkoutRequestId,
  checksMade: paymentAttempt.checksMade,
  createdAt: paymentAttempt.createdAt,
};

/**
 * Settles the due prompt `prompt` as far as the shop can know (decision 020). One still
 * 'sending' past its lease (its process died mid-send) becomes unconfirmed; one unconfirmed past
 * its lifetime fails with 'We did not receive confirmation…' (no callback matched it). One
 * awaiting its PIN is asked of Daraja: paid or failed as the query answers; still processing
 * after `maxChecks` checks, failed the same way, and a paid callback that waited for a re-query
 * meanwhile is acted on again (its money recorded, or kept for staff). A query that fails is
 * logged and tried at the next check.
 * @returns whether the attempt was settled now.
 */
export async function recheckPrompt(
  services: MpesaServices,
  prompt: AwaitingPrompt,
  now: Date,
): Promise<boolean> {
  const { db, daraja, log } = services;
  const isLastCheck = prompt.checksMade >= maxChecks;
  const giveUp = () =>
    settleAttempt(
      db,
      prompt.id,
      { status: "failed", resultCode: null, resultDescription: paymentTexts.noConfirmation },
      now,
    );
  if (prompt.status === "sending") {
    await markUnconfirmed(db, prompt, now);
    return false;
  }
  const { checkoutRequestId } = prompt;
  if (prompt.status === "unconfirmed" || !checkoutRequestId) return giveUp();
  try {
    const result = await daraja.stkQuery(checkoutRequestId);
    if (result.state === "done") {
      const outcome = outcomeOfResult(result.resultCode, result.resultDescription);
      return await settleAttempt(db, prompt.id, outcome, now);
    }
  } catch (error) {
    log.warn({ err: error, orderId: prompt.orderId }, "could not re-query an M-PESA prompt");
  }
  if (!isLastCheck || !(await giveUp())) return false;
  // A paid callback that waited for a re-query that never answered is not dropped with it.
  await actOnStoredCallbacks(services, checkoutRequestId, ["query disagrees"]);
  return true;
}

/**
 * One pass of the re-check: takes the live prompts whose check is due, moves
 * their next check a minute on (so another process skips them: SKIP LOCKED), and settles each
 * (recheckPrompt). A callback that never came, or a push whose answer was lost, is covered so.
 * @returns how many prompts it settled.
 */
export async function recheckDuePrompts(services: MpesaServices, now: Date): Promise<number> {
  const due = await services.db.transaction(async (tx) => {
    const ids = await tx
      .select({ id: paymentAttempt.id })
      .from(paymentAttempt)
      .where(
        and(
          inArray(paymentAttempt.status, ["sending", "awaiting", "unconfirmed"]),
          eq(paymentAttempt.method, "mpesa_stk"),
          lte(paymentAttempt.nextCheckAt, now),
        ),
      )
      .orderBy(asc(paymentAttempt.nextCheckAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (ids.length === 0) return [];
    return tx
      .update(paymentAttempt)
      .set({
        checksMade: sql`${paymentAttempt.checksMade} + 1`,
        nextCheckAt: new Date(now.getTime() + checkEveryMs),
      })
      .where(
        inArray(
          paymentAttempt.id,
          ids.map((row) => row.id),
        ),
      )
      .returning(awaitingPromptColumns);
  });
  let settled = 0;
  for (const prompt of due) if (await recheckPrompt(services, prompt, now)) settled += 1;
  return settled;
}
