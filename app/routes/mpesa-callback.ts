import { clientIpHeader } from "#server/accounts/client-ip.ts";
import { isCallbackSecret } from "#server/payments/callback-secret.ts";
import { isFromDaraja } from "#server/payments/mpesa-config.ts";
import { readJson } from "#server/http/request-body.ts";
import { recordMessageOutcome, storePaymentMessage } from "#server/payments/payment-inbox.ts";
import { handleStkCallback } from "#server/payments/stk-callback.ts";
import { StkCallbackSchema } from "#server/payments/stk-callback-body.ts";
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
  if (!config.mpesa || !daraja || !isCallbackSecret(params.secret, config.mpesa.callbackSecret)) {
    log.warn("M-PESA callback to a wrong path refused");
    return Response.json({ error: "Not found" }, { status: 404 });
  }
  const sender = request.headers.get(clientIpHeader) ?? "";
  if (!isFromDaraja(config.mpesa, sender)) {
    log.warn({ sender }, "M-PESA callback from an address not in MPESA_CALLBACK_IPS refused");
    return Response.json({ error: "Forbidden" }, { status: 403 });
  }
  if (request.method !== "POST")
    return Response.json({ error: "Method not allowed" }, { status: 405 });
  const raw = await request.clone().text();
  const parsed = StkCallbackSchema.safeParse(await readJson(request));
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
  handleStkCallback({ db, daraja, log }, callback)
    .then((outcome) => recordMessageOutcome(db, messageId, outcome))
    .catch((error: unknown) => log.error({ err: error }, "could not act on an M-PESA callback"));
  return Response.json(accepted);
}
