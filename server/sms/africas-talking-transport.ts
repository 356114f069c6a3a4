import africastalking from "africastalking";
import atCommon from "africastalking/lib/common.js";
import { z } from "zod";
import type { SmsOutcome } from "./sms-queue";
import type { OutgoingSms, SmsTransport } from "./sms-transport";

/** Africa's Talking's account (AT_USERNAME, AT_API_KEY), sender and, for tests, its address. */
export interface AfricasTalkingConfig {
  username: string;
  apiKey: string;
  /** The sender ID or short code (AT_SENDER_ID); unset = the account's default. */
  senderId: string | undefined;
  /** Where the API is (AT_BASE_URL), e.g. the simulator's http://127.0.0.1:4020; unset = Africa's Talking's. */
  baseUrl: string | undefined;
  /**
   * The secret in the incoming-SMS URL Africa's Talking posts replies to
   * (/sms/incoming/{AT_CALLBACK_SECRET}); unset = replies are not taken.
   */
  callbackSecret: string | undefined;
}

/** How long one send may take before its outcome is unknown (ms). */
const sendTimeoutMs = 30_000;

const answerSchema = z.object({
  SMSMessageData: z.object({
    Message: z.string(),
    Recipients: z.array(
      z.object({ statusCode: z.number(), status: z.string(), messageId: z.string().optional() }),
    ),
  }),
});

/** What the SDK rejects with when its HTTP client (axios) failed: an answer, or none. */
const httpErrorSchema = z.object({
  isAxiosError: z.literal(true),
  code: z.string().optional(),
  response: z.object({ status: z.number() }).optional(),
});

/** Africa's Talking's per-recipient codes: taken, refused for good, or the phone opted out. */
const takenCodes = new Set([100, 101, 102]);
const refusedCodes = new Set([402, 403, 404]);
const optedOutCode = 406;
/** Errors before a connection was made: the gateway never saw the message. */
const notConnectedCodes = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
]);

/**
 * Sends through Africa's Talking's official SDK (DESIGN §6 "SMS", decision 042). An answer the
 * gateway gave decides the outcome: sent, refused for good (invalid number or sender), opted out
 * (the phone is on its blacklist) or try again later (balance, routing, its own errors, an HTTP
 * error). No connection at all is try again; a connection lost or a wait past 30 s is
 * `unconfirmed`: the message may have gone, so it is not sent again by itself.
 */
export function africasTalkingTransport(config: AfricasTalkingConfig): SmsTransport {
  const { SMS } = africastalking({ username: config.username, apiKey: config.apiKey });
  // The SDK reads its endpoint from this module at each send (set when it was constructed).
  if (config.baseUrl) atCommon.SMS_URL = `${config.baseUrl.replace(/\/$/, "")}/version1/messaging`;
  return {
    async send(sms: OutgoingSms): Promise<SmsOutcome> {
      const request = {
        to: sms.to,
        message: sms.message,
        ...(config.senderId ? { from: config.senderId } : {}),
      };
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<SmsOutcome>((resolve) => {
        timer = setTimeout(
          () =>
            resolve({
              status: "unconfirmed",
              error: "Africa's Talking did not answer within 30 s",
            }),
          sendTimeoutMs,
        );
      });
      const sent = SMS.send(request).then(outcomeOfAnswer, outcomeOfError);
      try {
        return await Promise.race([sent, timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function outcomeOfAnswer(answer: unknown): SmsOutcome {
  const parsed = answerSchema.safeParse(answer);
  const recipient = parsed.data?.SMSMessageData.Recipients[0];
  if (!parsed.success || !recipient) {
    return {
      status: "unconfirmed",
      error: `Africa's Talking answered what the shop cannot read: ${JSON.stringify(answer).slice(0, 300)}`,
    };
  }
  const said = `Africa's Talking: ${recipient.status} (${recipient.statusCode})`;
  if (takenCodes.has(recipient.statusCode)) {
    return { status: "sent", gatewayMessageId: recipient.messageId ?? said };
  }
  if (recipient.statusCode === optedOutCode) return { status: "opted_out", error: said };
  return { status: refusedCodes.has(recipient.statusCode) ? "failed" : "queued", error: said };
}

function outcomeOfError(error: unknown): SmsOutcome {
  const message = error instanceof Error ? error.message : JSON.stringify(error);
  const http = httpErrorSchema.safeParse(error);
  if (!http.success) {
    // The SDK's own checks (a number it cannot read) or an answer other than 201.
    return error instanceof Error
      ? { status: "failed", error: `Africa's Talking SDK: ${message}` }
      : { status: "queued", error: `Africa's Talking answered: ${message.slice(0, 300)}` };
  }
  if (http.data.response) {
    return {
      status: "queued",
      error: `Africa's Talking answered HTTP ${http.data.response.status}`,
    };
  }
  if (http.data.code && notConnectedCodes.has(http.data.code)) {
    return { status: "queued", error: `Africa's Talking not reached: ${message}` };
  }
  return { status: "unconfirmed", error: `Connection to Africa's Talking lost: ${message}` };
}
