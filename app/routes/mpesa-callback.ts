import { readDarajaMessage } from "#server/payments/mpesa/daraja/daraja-request.ts";
import {
  recordMessageOutcome,
  storePaymentMessage,
} from "#server/payments/mpesa/daraja/payment-inbox.ts";
import { handleStkCallback } from "#server/payments/mpesa/stk-callback.ts";
import { StkCallbackSchema } from "#server/payments/mpesa/stk-callback-body.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/mpesa-callback";

/** Daraja's answer to a callback it should not send again. */
const accepted = { ResultCode: 0, ResultDesc: "Accepted" };

/**
 * POST /payments/mpesa/callback/:secret — Daraja's STK callback (decision 020). The
 * path's secret (MPESA_CALLBACK_SECRET) must match, else 404 and a warning, and the sender be
 * one of MPESA_CALLBACK_IPS when set, else 403; the body must be
 * JSON (415/400 otherwise; bodies over 64 KB are refused before this) in Daraja's shape (400).
 * A well-formed callback is stored (payment_message), answered
 * `{"ResultCode":0,"ResultDesc":"Accepted"}` and acted on afterwards (handleStkCallback
 * re-queries Daraja before anything is marked paid); what came of it is written on the message.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { config, daraja, db, log } = getServices(context);
  const message = await readDarajaMessage(
    request,
    daraja,
    { mpesa: config.mpesa, log },
    { secret: params.secret, what: "callback" },
  );
  if (message instanceof Response) return message;
  const { raw, subject: darajaClient } = message;
  const parsed = StkCallbackSchema.safeParse(message.body);
  if (!parsed.success) {
    log.warn({ issues: parsed.error.issues.length }, "M-PESA callback of the wrong shape refused");
    return Response.json(
      { ResultCode: 1, ResultDesc: "Rejected: not an STK callback" },
      { status: 400 },
    );
  }
  const callback = parsed.data.Body.stkCallback;
  // Decision 020: every message is stored before it is acted on.
  const messageId = await storePaymentMessage(db, {
    kind: "stk_callback",
    body: raw,
    requestId: callback.CheckoutRequestID,
  });
  handleStkCallback({ db, daraja: darajaClient, log }, callback)
    .then((outcome) => recordMessageOutcome(db, messageId, outcome))
    .catch((error: unknown) => log.error({ err: error }, "could not act on an M-PESA callback"));
  return Response.json(accepted);
}
