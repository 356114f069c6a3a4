import { and, asc, eq, inArray } from "drizzle-orm";
import { paymentTexts } from "#contracts/payment-messages.ts";
import type { Db } from "#server/db/client.ts";
import { startRepeatingJob, type KickableJob } from "#server/jobs/repeating-job.ts";
import { paymentAttempt } from "#server/db/payment-schema.ts";
import { DarajaError } from "./daraja/daraja-error";
import { paymentReference } from "./payment-reference";
import { settleAttempt } from "#server/payments/ledger/payment-settlement.ts";
import { actOnStoredCallbacks } from "./stored-callbacks";
import {
  markUnconfirmed,
  recordStkAccepted,
  sendingLeaseMs,
  type MpesaServices,
} from "./stk-attempt";

/** Prompts one pass claims: sent concurrently, as Daraja may take 15 s to answer each. */
const batchSize = 10;

/** A claimed prompt: the attempt to send. */
interface ClaimedPrompt {
  id: number;
  orderId: string;
  phone: string | null;
  amount: number;
  createdAt: Date;
}

/**
 * Claims the queued prompts (oldest first, FOR UPDATE SKIP LOCKED, so each is sent by one
 * process) and marks them 'sending', with the lease after which the re-check takes over.
 */
async function claimQueuedPrompts(db: Db, now: Date): Promise<ClaimedPrompt[]> {
  return db.transaction(async (tx) => {
    const ids = await tx
      .select({ id: paymentAttempt.id })
      .from(paymentAttempt)
      .where(and(eq(paymentAttempt.status, "queued"), eq(paymentAttempt.method, "mpesa_stk")))
      .orderBy(asc(paymentAttempt.createdAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (ids.length === 0) return [];
    return tx
      .update(paymentAttempt)
      .set({
        status: "sending",
        nextCheckAt: new Date(now.getTime() + sendingLeaseMs),
        updatedAt: now,
      })
      .where(
        and(
          inArray(
            paymentAttempt.id,
            ids.map((row) => row.id),
          ),
          eq(paymentAttempt.status, "queued"),
        ),
      )
      .returning({
        id: paymentAttempt.id,
        orderId: paymentAttempt.orderId,
        phone: paymentAttempt.phone,
        amount: paymentAttempt.amount,
        createdAt: paymentAttempt.createdAt,
      });
  });
}

/**
 * Sends one claimed prompt to Daraja. Accepted: its ids are recorded and it awaits the PIN.
 * Refused (Daraja answered 4xx): it fails with 'We could not send the M-PESA prompt…'. No answer,
 * a dropped connection or 5xx: Daraja may have sent it all the same, so it is unconfirmed.
 */
async function sendPrompt(services: MpesaServices, prompt: ClaimedPrompt) {
  const { db, daraja, log } = services;
  try {
    const accepted = await daraja.stkPush({
      phone: prompt.phone ?? "",
      amount: prompt.amount,
      accountReference: paymentReference(prompt.orderId),
      transactionDesc: "Loris order",
    });
    if (await recordStkAccepted(db, prompt.id, accepted, new Date())) {
      // Callbacks that came before this answer named no prompt then: they do now.
      await actOnStoredCallbacks(services, accepted.checkoutRequestId, [null, "unknown request"]);
    }
  } catch (error) {
    const isRefused = error instanceof DarajaError && error.status >= 400 && error.status < 500;
    log.warn({ err: error, orderId: prompt.orderId, isRefused }, "M-PESA prompt not confirmed");
    if (isRefused) {
      await settleAttempt(db, prompt.id, {
        status: "failed",
        resultCode: null,
        resultDescription: paymentTexts.notSent,
      });
    } else {
      await markUnconfirmed(db, prompt, new Date());
    }
  }
}

/**
 * Claims the queued prompts and sends each, batch after batch, until none is left; `track` is
 * handed each send as it starts (the worker does not wait for Daraja before claiming more).
 * Nothing waits for Daraja inside a shopper's request (decision 020).
 * @returns how many prompts it claimed.
 */
async function claimAndSend(
  services: MpesaServices,
  track: (send: Promise<void>) => void,
): Promise<number> {
  let claimedCount = 0;
  let claimed: ClaimedPrompt[];
  do {
    claimed = await claimQueuedPrompts(services.db, new Date());
    for (const prompt of claimed) track(sendPrompt(services, prompt));
    claimedCount += claimed.length;
  } while (claimed.length === batchSize);
  return claimedCount;
}

/**
 * Sends every queued prompt and waits for Daraja's answers (or their time-outs): one pass of
 * the prompt sender, awaited.
 * @returns how many prompts it sent (whatever Daraja answered).
 */
export async function sendQueuedPrompts(services: MpesaServices): Promise<number> {
  const sends: Promise<void>[] = [];
  const sent = await claimAndSend(services, (send) => sends.push(send));
  await Promise.all(sends);
  return sent;
}

/**
 * A running prompt sender: `kick()` runs a pass soon (after a prompt was queued in this
 * process); `stop()` waits for a pass and the sends in flight.
 */
export type PromptSender = KickableJob;

/**
 * Starts the prompt sender (decision 020): a pass at once, then one every `intervalMs` (default
 * 2 s, which picks up prompts queued by another process or left by a crash) and one soon after
 * each `kick()`. A pass claims and starts sends without waiting for Daraja, so a hanging Daraja
 * delays no other prompt. Every process runs it; a prompt is claimed by one. Nothing is thrown
 * out of it.
 */
export function startPromptSender(
  services: MpesaServices,
  { intervalMs = 2_000 }: { intervalMs?: number } = {},
): PromptSender {
  const inFlight = new Set<Promise<void>>();
  const track = (send: Promise<void>) => {
    const settled = send
      .catch((error: unknown) => services.log.error({ err: error }, "M-PESA prompt send failed"))
      .finally(() => inFlight.delete(settled));
    inFlight.add(settled);
  };
  const job = startRepeatingJob("prompt sender", {
    log: services.log,
    intervalMs,
    run: () => claimAndSend(services, track),
  });
  return {
    kick: job.kick,
    async stop() {
      await job.stop();
      await Promise.all(inFlight);
    },
  };
}
