import { normalizeKenyanPhone } from "#contracts/kenyan-phone.ts";
import { readForm } from "#server/http/request-body.ts";
import { isCallbackSecret } from "#server/http/callback-secret.ts";
import { getServices } from "#server/services.ts";
import { optOutOfSms } from "#server/sms/sms-opt-out.ts";
import type { Route } from "./+types/sms-incoming";

/** A reply asking for no more messages: STOP and its usual spellings, first word of the text. */
const stopWords = /^\s*(stop|stopall|unsubscribe|cancel|end|quit)\b/i;

/**
 * POST /sms/incoming/:secret — Africa's Talking's incoming-message callback (decision 042): a
 * form with from, to, text, date, id, linkId. The path's secret must be AT_CALLBACK_SECRET,
 * else 404. A reply starting with STOP (or UNSUBSCRIBE, CANCEL, END, QUIT) from a Kenyan number
 * stops SMS to that number; any other text is logged and left. Answered 200 with no body, as
 * Africa's Talking expects; a body that is not a form gets 415/400.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { config, db, log } = getServices(context);
  const secret = config.africasTalking?.callbackSecret;
  if (!secret || !isCallbackSecret(params.secret, secret)) {
    log.warn("incoming SMS refused: unknown callback secret");
    return new Response("Not Found", { status: 404 });
  }
  const form = await readForm(request);
  const phone = normalizeKenyanPhone(String(form.get("from") ?? ""));
  const text = String(form.get("text") ?? "").slice(0, 160);
  if (phone && stopWords.test(text)) {
    await optOutOfSms(db, phone, "reply");
    log.info({ phone }, "a customer replied STOP: no more SMS to them");
  } else {
    log.info({ isKenyan: phone !== null, length: text.length }, "incoming SMS left for staff");
  }
  return new Response(null, { status: 200 });
}
