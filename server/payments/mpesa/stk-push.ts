import type { Logger } from "pino";
import { paymentTexts } from "#contracts/payment-messages.ts";
import type { Db } from "#server/db/client.ts";
import type { DarajaClient } from "./daraja/daraja-client";
import { Refusal } from "#server/http/refusal.ts";
import { queueStkPrompt, type PromptRequest } from "./stk-attempt";

/** What asking for a prompt needs; `daraja` undefined = M-PESA is not configured. */
export interface StkPushServices {
  db: Db;
  log: Logger;
  daraja?: DarajaClient;
  /** Asks this process's prompt sender to send the queue now. */
  kickPrompts?: () => void;
}

/**
 * Asks for an M-PESA prompt (STK push) for an order's balance (decision 020): it is queued
 * (queueStkPrompt's rules) and this process's prompt sender is kicked, so the request answers at
 * once whatever Daraja does.
 * @returns the attempt's id.
 * @throws Refusal 400 when M-PESA is not configured (staff and shoppers are told so in
 *   their words); 404/409/429 as queueStkPrompt (paid,
 *   cancelled, a prompt that may still be paid, another number, too many prompts).
 */
export async function requestStkPrompt(
  services: StkPushServices,
  request: PromptRequest,
  now: Date = new Date(),
): Promise<number> {
  if (!services.daraja) {
    const refusal =
      request.requester === "staff" ? paymentTexts.promptsNotSetUp : paymentTexts.notOffered;
    throw new Refusal(refusal, 400);
  }
  const attemptId = await queueStkPrompt(services.db, request, now);
  services.kickPrompts?.();
  return attemptId;
}
