import type { Logger } from "pino";
import { paymentTexts } from "#contracts/payment-messages.ts";
import type { Db } from "../db/client";
import { paymentAttempt } from "../db/payment-schema";
import type { DarajaClient } from "./daraja-client";
import { PaymentError } from "./payment-error";
import { paymentReference } from "./payment-reference";
import { settleAttempt } from "./payment-settlement";
import { openStkAttempt, recordStkAccepted } from "./stk-attempt";
import { awaitingPromptColumns, recheckPrompt } from "./stk-recheck";
import { awaitingAttemptOf } from "./awaiting-attempt";

/** What sending a prompt needs; `daraja` undefined = M-PESA is not configured. */
export interface StkPushServices {
  db: Db;
  log: Logger;
  daraja?: DarajaClient;
}

/**
 * Sends an M-PESA prompt (STK push) for order `orderId`'s total to `phone` (E.164, +2547…/
 * +2541…; sent as 2547…/2541…; decision 020). An earlier prompt still awaiting is re-queried first,
 * so 'Try again' after a cancelled prompt works at once. The attempt is recorded before Daraja
 * is called; a prompt Daraja refuses or does not answer ends 'failed' with a text saying so.
 * @throws PaymentError 400 when M-PESA is not configured; 404/409/429 as openStkAttempt (paid,
 *   cancelled, a prompt still on the phone, too many prompts).
 */
export async function sendStkPush(
  services: StkPushServices,
  orderId: string,
  phone: string,
  now: Date = new Date(),
): Promise<void> {
  const { db, log, daraja } = services;
  if (!daraja) throw new PaymentError(paymentTexts.notOffered, 400);
  await recheckAwaitingPrompt({ db, log, daraja }, orderId, now);
  const msisdn = phone.replace(/^\+/, "");
  const { attemptId, amount } = await openStkAttempt(db, { orderId, phone: msisdn }, now);
  try {
    const accepted = await daraja.stkPush({
      phone: msisdn,
      amount,
      accountReference: paymentReference(orderId),
      transactionDesc: "Loris order",
    });
    await recordStkAccepted(db, attemptId, accepted, new Date());
  } catch (error) {
    log.warn({ err: error, orderId }, "M-PESA prompt not sent");
    await settleAttempt(db, attemptId, {
      status: "failed",
      resultCode: null,
      resultDescription: paymentTexts.notSent,
    });
  }
}

async function recheckAwaitingPrompt(
  services: { db: Db; log: Logger; daraja: DarajaClient },
  orderId: string,
  now: Date,
): Promise<void> {
  const [prompt] = await services.db
    .select(awaitingPromptColumns)
    .from(paymentAttempt)
    .where(awaitingAttemptOf(orderId, "mpesa_stk"));
  if (prompt) await recheckPrompt(services, prompt, now);
}
