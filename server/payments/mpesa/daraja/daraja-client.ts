import { z } from "zod";
import type { MpesaConfig } from "./mpesa-config";
import { darajaPassword, darajaTimestamp } from "./daraja-password";
import { callDaraja, refusal, type DarajaAnswer } from "./daraja-http";
import { darajaToken } from "./daraja-token";

/** An STK push as the shop asks for it. */
export interface StkPushRequest {
  /** The M-PESA number, 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  /** Whole KSh. */
  amount: number;
  /** At most 12 characters: the order's payment reference. */
  accountReference: string;
  /** At most 13 characters. */
  transactionDesc: string;
}

/** Daraja accepted the push: the ids its callback and queries name it by. */
export interface StkPushAccepted {
  merchantRequestId: string;
  checkoutRequestId: string;
  customerMessage: string;
}

/** How a push stands: the shopper has not answered yet, or it ended with Daraja's result code. */
export type StkQueryResult =
  { state: "processing" } | { state: "done"; resultCode: number; resultDescription: string };

/** The C2B URLs Daraja accepted for the shop's shortcode. */
export interface C2bUrlsRegistered {
  shortCode: string;
  confirmationUrl: string;
  validationUrl: string;
  /** Daraja's ResponseDescription, e.g. 'Success'. */
  description: string;
}

/** Safaricom's Daraja API as the shop uses it. */
export interface DarajaClient {
  /** @throws DarajaError when Daraja refuses the push or does not answer. */
  stkPush(request: StkPushRequest): Promise<StkPushAccepted>;
  /** @throws DarajaError when Daraja refuses the query or does not answer. */
  stkQuery(checkoutRequestId: string): Promise<StkQueryResult>;
  /**
   * Registers the shop's C2B confirmation and validation URLs for its shortcode, so Daraja posts
   * every Paybill payment to it (`POST /mpesa/c2b/v2/registerurl`, ResponseType 'Completed': a
   * payment goes through when the validation URL cannot be reached). Once is enough; live
   * Daraja refuses a second registration.
   * @throws DarajaError when Daraja refuses the registration or does not answer.
   */
  registerC2bUrls(): Promise<C2bUrlsRegistered>;
}

const pushAnswerSchema = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  ResponseCode: z.literal("0"),
  CustomerMessage: z.string().default(""),
});

const queryAnswerSchema = z.object({
  ResponseCode: z.literal("0"),
  ResultCode: z.coerce.number().int(),
  ResultDesc: z.string().default(""),
});

const registerAnswerSchema = z.object({
  ResponseCode: z.literal("0"),
  ResponseDescription: z.string().default(""),
});

/** Daraja's code for a push the shopper has not answered yet. */
const stillProcessing = "500.001.1001";

/**
 * A Daraja client for `config` (decision 020): `POST /mpesa/stkpush/v1/processrequest`,
 * `POST /mpesa/stkpushquery/v1/query` and `POST /mpesa/c2b/v2/registerurl` with a Bearer token from `/oauth/v1/generate`, kept
 * until a minute before it expires; a call Daraja answers 401 (its token expired or was revoked
 * mid-flow) gets a new token and is sent once more. Each request waits `timeoutMs` at most
 * (default the config's MPESA_TIMEOUT_MS, 15 s unless set).
 */
export function createDarajaClient(
  config: MpesaConfig,
  {
    now = () => new Date(),
    timeoutMs = config.timeoutMs,
  }: { now?: () => Date; timeoutMs?: number } = {},
): DarajaClient {
  const token = darajaToken(config, { now, timeoutMs });

  async function post(path: string, body: Record<string, unknown>): Promise<DarajaAnswer> {
    const send = async () =>
      callDaraja(
        `${config.baseUrl}${path}`,
        {
          method: "POST",
          headers: {
            Authorization: `Bearer ${await token.get()}`,
            "Content-Type": "application/json",
          },
          body: JSON.stringify(body),
        },
        timeoutMs,
      );
    const answer = await send();
    if (answer.status !== 401 && answer.error?.errorCode !== "404.001.03") return answer;
    token.drop();
    return send();
  }

  function credentials() {
    const timestamp = darajaTimestamp(now());
    return {
      BusinessShortCode: config.shortcode,
      Password: darajaPassword(config.shortcode, config.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  return {
    async stkPush(request) {
      const answer = await post("/mpesa/stkpush/v1/processrequest", {
        ...credentials(),
        TransactionType: config.transactionType,
        Amount: request.amount,
        PartyA: request.phone,
        PartyB: config.partyB,
        PhoneNumber: request.phone,
        CallBackURL: config.callbackUrl,
        AccountReference: request.accountReference,
        TransactionDesc: request.transactionDesc,
      });
      const accepted = pushAnswerSchema.safeParse(answer.body);
      if (answer.status !== 200 || !accepted.success) throw refusal(answer, "Daraja's STK push");
      return {
        merchantRequestId: accepted.data.MerchantRequestID,
        checkoutRequestId: accepted.data.CheckoutRequestID,
        customerMessage: accepted.data.CustomerMessage,
      };
    },
    async stkQuery(checkoutRequestId) {
      const answer = await post("/mpesa/stkpushquery/v1/query", {
        ...credentials(),
        CheckoutRequestID: checkoutRequestId,
      });
      if (answer.error?.errorCode === stillProcessing) return { state: "processing" };
      const done = queryAnswerSchema.safeParse(answer.body);
      if (answer.status !== 200 || !done.success) throw refusal(answer, "Daraja's STK query");
      return {
        state: "done",
        resultCode: done.data.ResultCode,
        resultDescription: done.data.ResultDesc,
      };
    },
    async registerC2bUrls() {
      const answer = await post("/mpesa/c2b/v2/registerurl", {
        ShortCode: config.shortcode,
        ResponseType: "Completed",
        ConfirmationURL: config.c2bConfirmationUrl,
        ValidationURL: config.c2bValidationUrl,
      });
      const registered = registerAnswerSchema.safeParse(answer.body);
      if (answer.status !== 200 || !registered.success) {
        throw refusal(answer, "Daraja's C2B URL registration");
      }
      return {
        shortCode: config.shortcode,
        confirmationUrl: config.c2bConfirmationUrl,
        validationUrl: config.c2bValidationUrl,
        description: registered.data.ResponseDescription,
      };
    },
  };
}
