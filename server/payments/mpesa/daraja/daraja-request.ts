import type { Logger } from "pino";
import { clientIpHeader } from "#server/accounts/client-ip.ts";
import { readJsonWithText } from "#server/http/request-body.ts";
import { isCallbackSecret } from "#server/http/callback-secret.ts";
import { isFromDaraja, type MpesaConfig } from "./mpesa-config";

/**
 * A message Daraja posted, read once: its text as it came (to store), its JSON, and what the
 * route acts on it with (`subject`: the Daraja client, the kind of message its path names).
 */
export interface DarajaMessage<Subject> {
  raw: string;
  body: unknown;
  subject: Subject;
}

/**
 * Reads a message Daraja posted to one of the shop's secret paths (decision 020), or refuses it
 * with the Response to send: 404 (logged) when M-PESA is not set up, `subject` is undefined (no
 * message at that path) or `secret` is not MPESA_CALLBACK_SECRET (compared in constant time); 403 (logged) from an
 * address not in MPESA_CALLBACK_IPS; 405 for another method than POST. `what` names the message
 * in the log ('callback', 'C2B message').
 * @throws as readJsonWithText: 415 unless JSON is declared, 400 for a body that is not JSON.
 */
export async function readDarajaMessage<Subject>(
  request: Request,
  subject: Subject | undefined,
  { mpesa, log }: { mpesa: MpesaConfig | undefined; log: Logger },
  { secret, what }: { secret: string; what: string },
): Promise<DarajaMessage<Subject> | Response> {
  if (!mpesa || subject === undefined || !isCallbackSecret(secret, mpesa.callbackSecret)) {
    log.warn(`M-PESA ${what} to a wrong path refused`);
    return Response.json({ error: "Not found" }, { status: 404 });
  }
  const sender = request.headers.get(clientIpHeader) ?? "";
  if (!isFromDaraja(mpesa, sender)) {
    log.warn({ sender }, `M-PESA ${what} from an address not in MPESA_CALLBACK_IPS refused`);
    return Response.json({ error: "Forbidden" }, { status: 403 });
  }
  if (request.method !== "POST") {
    return Response.json({ error: "Method not allowed" }, { status: 405 });
  }
  const { text, value } = await readJsonWithText(request);
  return { raw: text, body: value, subject };
}
