import { and, count, eq, gt, inArray } from "drizzle-orm";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import type { PaymentRequester } from "#contracts/payable-order.ts";
import { isLiveAttemptStatus } from "#contracts/payment.ts";
import { paymentTexts } from "#contracts/payment-messages.ts";
import { advisoryLockSpaces, lockAdvisory } from "#server/db/advisory-lock.ts";
import type { Logger } from "pino";
import type { Db } from "#server/db/client.ts";
import { paymentAttempt } from "#server/db/payment-schema.ts";
import { addPaymentEvent, rebalanceOrder } from "#server/payments/ledger/order-balance.ts";
import { lockPayableOrder } from "#server/payments/ledger/payable-order.ts";
import { Refusal } from "#server/http/refusal.ts";
import type { DarajaClient } from "./daraja/daraja-client";

/** What talks to Daraja about prompts (sends, re-queries, callbacks) and logs. */
export interface MpesaServices {
  db: Db;
  daraja: DarajaClient;
  log: Logger;
}

/** The first re-query of a prompt whose callback has not come, after it was accepted. */
export const firstCheckAfterMs = 30_000;

/** Prompts one order may be sent: enough for every slip, too few to pester a phone. */
export const maxPromptsPerOrder = 5;

/** Prompts one phone number may be sent across all orders in `phoneWindowMs` (decision 020). */
export const maxPromptsPerPhone = 3;

/** The window of maxPromptsPerPhone: 10 minutes. */
export const phoneWindowMs = 10 * 60_000;

/**
 * How long after it was asked for a prompt whose push answer was lost may still be paid: the
 * phone's prompt lives about a minute, M-PESA's callback may take a while after it. Past this
 * the attempt fails and 'Try again' returns (decision 020).
 */
export const unconfirmedLifetimeMs = 3 * 60_000;

/**
 * How long a prompt may stay 'sending': Daraja's own time-out (15 s) and a margin. A process that
 * died mid-send leaves it so; the re-check then treats it as unconfirmed.
 */
export const sendingLeaseMs = 45_000;

/** A prompt asked for: who asks, the order, and the number (E.164) it should go to. */
export interface PromptRequest {
  orderId: string;
  /** The shopper's number, E.164 (+2547…/+2541…); staff's prompts go to the order's own phone. */
  phone?: string;
  requester: PaymentRequester;
  /** For the order's timeline: 'Shopper' or the staff member's name. */
  actor: string;
}

/** '+254712345678' → '254712345678', as Daraja takes a number. */
export const msisdnOf = (e164: string) => e164.replace(/^\+/, "");

/** '254712345678' → '0712 345 678': a number as Daraja takes it, as Kenyans read it. */
export const readableMsisdn = (msisdn: string) => formatKenyanPhone(`+${msisdn}`);

/**
 * Queues an M-PESA prompt (STK push) for order `orderId`'s balance (decision 020): the attempt is
 * written 'queued' for the prompt sender, which calls Daraja outside any shopper's request, and
 * the order reads 'awaiting payment', in one transaction holding the order's row, so two taps
 * queue one prompt. A prompt goes to the order's own phone or to one other number per order
 * (the first the shopper gave); a number is sent at most `maxPromptsPerPhone` prompts in 10
 * minutes across all orders, counted under the number's advisory lock so prompts asked for at
 * once are counted one after another.
 * @returns the attempt's id.
 * @throws Refusal 404 for an unknown order; 409 when it may not be paid (lockPayableOrder),
 *   has no phone to prompt, while an earlier prompt may still be paid, or for a second other
 *   number; 429 once
 *   `maxPromptsPerOrder` prompts were sent, or the number had its prompts.
 */
export async function queueStkPrompt(db: Db, request: PromptRequest, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const { orderId, requester, actor } = request;
    const { balance, phone: orderPhone } = await lockPayableOrder(tx, orderId, requester);
    const phone = requester === "staff" ? orderPhone : request.phone;
    if (!phone) throw new Refusal(paymentTexts.noPhoneToPrompt, 409);
    const msisdn = msisdnOf(phone);
    const prompts = await tx
      .select({ status: paymentAttempt.status, phone: paymentAttempt.phone })
      .from(paymentAttempt)
      .where(and(eq(paymentAttempt.orderId, orderId), eq(paymentAttempt.method, "mpesa_stk")));
    if (prompts.some((prompt) => isLiveAttemptStatus(prompt.status))) {
      throw new Refusal(paymentTexts.stillWaiting, 409);
    }
    if (prompts.length >= maxPromptsPerOrder) {
      throw new Refusal(paymentTexts.tooManyPrompts, 429);
    }
    const ownNumber = orderPhone ? msisdnOf(orderPhone) : null;
    const otherNumbers = new Set(
      prompts.map((prompt) => prompt.phone).filter((used) => used && used !== ownNumber),
    );
    if (msisdn !== ownNumber && otherNumbers.size > 0 && !otherNumbers.has(msisdn)) {
      throw new Refusal(paymentTexts.anotherNumber, 409);
    }
    // Orders of one phone are different rows: the phone's own lock makes its count exact.
    await lockAdvisory(tx, advisoryLockSpaces.promptPhone, msisdn);
    const [recent] = await tx
      .select({ prompts: count() })
      .from(paymentAttempt)
      .where(
        and(
          eq(paymentAttempt.phone, msisdn),
          eq(paymentAttempt.method, "mpesa_stk"),
          gt(paymentAttempt.createdAt, new Date(now.getTime() - phoneWindowMs)),
        ),
      );
    if ((recent?.prompts ?? 0) >= maxPromptsPerPhone) {
      throw new Refusal(paymentTexts.phoneBusy, 429);
    }
    const [queued] = await tx
      .insert(paymentAttempt)
      .values({
        orderId,
        method: "mpesa_stk",
        status: "queued",
        phone: msisdn,
        amount: balance,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ attemptId: paymentAttempt.id });
    await rebalanceOrder(tx, orderId, now, "mpesa_stk");
    await addPaymentEvent(
      tx,
      {
        orderId,
        actor,
        message: `M-PESA prompt asked for, to ${formatKenyanPhone(phone)}`,
        amount: balance,
      },
      now,
    );
    return queued!.attemptId;
  });
}

/**
 * Records Daraja's ids for a prompt it accepted and schedules its first re-query
 * `firstCheckAfterMs` later, in case the callback never comes. Only a prompt still being sent
 * or unconfirmed takes them: one a callback already matched keeps what it has. The order's page
 * hears of it (rebalanceOrder announces the order).
 * @returns whether the attempt took them.
 */
export async function recordStkAccepted(
  db: Db,
  attemptId: number,
  ids: { merchantRequestId: string; checkoutRequestId: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(paymentAttempt)
      .set({
        ...ids,
        status: "awaiting",
        nextCheckAt: new Date(now.getTime() + firstCheckAfterMs),
        updatedAt: now,
      })
      .where(
        and(
          eq(paymentAttempt.id, attemptId),
          inArray(paymentAttempt.status, ["sending", "unconfirmed"]),
        ),
      )
      .returning({ orderId: paymentAttempt.orderId });
    if (!taken) return false;
    await rebalanceOrder(tx, taken.orderId, now);
    return true;
  });
}

/**
 * Marks attempt `attemptId`, still being sent, 'unconfirmed': Daraja's answer to the push was
 * lost, so the phone may show the prompt and the shopper may pay. It stays live (no second
 * prompt) until a callback matches it or `unconfirmedLifetimeMs` after it was asked for.
 */
export async function markUnconfirmed(
  db: Db,
  attempt: { id: number; createdAt: Date },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(paymentAttempt)
      .set({
        status: "unconfirmed",
        nextCheckAt: new Date(attempt.createdAt.getTime() + unconfirmedLifetimeMs),
        updatedAt: now,
      })
      .where(and(eq(paymentAttempt.id, attempt.id), eq(paymentAttempt.status, "sending")))
      .returning({ orderId: paymentAttempt.orderId });
    if (!marked) return false;
    await rebalanceOrder(tx, marked.orderId, now);
    await addPaymentEvent(
      tx,
      {
        orderId: marked.orderId,
        actor: "M-PESA",
        message: "M-PESA's answer to the prompt was lost: checking for the payment",
      },
      now,
    );
    return true;
  });
}
