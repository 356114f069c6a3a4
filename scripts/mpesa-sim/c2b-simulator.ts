// The C2B half of the Daraja simulator (decision 056): a shop registers its confirmation and
// validation URLs (`/mpesa/c2b/v2/registerurl`), and a shopper "pays the Paybill from the M-PESA
// menu" through the simulator's own control endpoint, `POST /simulate/c2b`. The confirmation is
// posted the way Daraja's C2B v2 posts it: amounts as strings with two decimals, the time in
// Nairobi, the payer's number masked ("2547 ***** 126").
import { randomBytes, randomInt } from "node:crypto";
import { nairobiWallClock } from "#contracts/nairobi-time.ts";

/** An HTTP answer of the simulator. */
export interface SimulatorAnswer {
  status: number;
  body: unknown;
}

/** Daraja's error body. */
export const darajaError = (
  status: number,
  errorCode: string,
  errorMessage: string,
): SimulatorAnswer => ({
  status,
  body: { requestId: randomBytes(6).toString("hex"), errorCode, errorMessage },
});

/** A shop's C2B URLs, as registered. */
export interface C2bRegistration {
  ShortCode: string;
  ResponseType: "Completed" | "Cancelled";
  ConfirmationURL: string;
  ValidationURL: string;
}

/** What Daraja posts to the confirmation (and validation) URL for one Paybill payment. */
export interface C2bConfirmation {
  TransactionType: "Pay Bill";
  /** M-PESA's receipt: 10 upper-case letters and digits. */
  TransID: string;
  /** yyyyMMddHHmmss, Nairobi time. */
  TransTime: string;
  /** e.g. "9000.00". */
  TransAmount: string;
  BusinessShortCode: string;
  /** The account the payer typed. */
  BillRefNumber: string;
  InvoiceNumber: string;
  /** The Paybill's balance after the payment, e.g. "129000.00" ("" in a validation). */
  OrgAccountBalance: string;
  ThirdPartyTransID: string;
  /** Masked by C2B v2: "2547 ***** 126". */
  MSISDN: string;
  FirstName: string;
  MiddleName: string;
  LastName: string;
}

/** One delivery of a confirmation (or validation) and the shop's answer (status 0: none came). */
export interface C2bDelivery {
  url: string;
  status: number;
  body: unknown;
}

/** A Paybill payment the simulator made. */
export interface SimulatedC2bPayment {
  confirmation: C2bConfirmation;
  /** 'confirmed' once a confirmation was posted; 'cancelled' when validation refused it. */
  state: "confirmed" | "cancelled";
  /** The validation call, when one was asked for. */
  validation?: C2bDelivery;
  /** Every confirmation posted for it, oldest first (Daraja may post one twice). */
  deliveries: C2bDelivery[];
}

/** Words Daraja refuses in registered URLs (its Register URL documentation). */
const refusedUrlWords = /m-?pesa|safaricom|exe|cmd|sql|query/i;

/** Which field of a registration is wrong, as Daraja names it; undefined when none is. */
function invalidRegistrationField(body: Partial<C2bRegistration>): string | undefined {
  if (!/^\d{5,7}$/.test(String(body.ShortCode ?? ""))) return "ShortCode";
  if (body.ResponseType !== "Completed" && body.ResponseType !== "Cancelled") return "ResponseType";
  for (const field of ["ConfirmationURL", "ValidationURL"] as const) {
    const url = body[field];
    if (typeof url !== "string" || !/^https?:\/\/\S+$/.test(url) || refusedUrlWords.test(url)) {
      return field;
    }
  }
  return undefined;
}

/** '254712345126' as C2B v2 shows it: '2547 ***** 126'. */
function maskedMsisdn(msisdn: string): string {
  return `${msisdn.slice(0, 4)} ***** ${msisdn.slice(-3)}`;
}

/** '0712 345 126', '+254712345126' or '254712345126' → '254712345126'; undefined otherwise. */
function msisdnOf(phone: unknown): string | undefined {
  const digits = String(phone ?? "").replace(/[\s+]/g, "");
  const msisdn = digits.replace(/^0(?=[17]\d{8}$)/, "254");
  return /^254[17]\d{8}$/.test(msisdn) ? msisdn : undefined;
}

/** yyyyMMddHHmmss in Nairobi (UTC+3, no daylight saving), as Daraja writes times. */
export function nairobiTime(at: Date): string {
  return nairobiWallClock(at).replace(/\D/g, "");
}

/** A receipt like M-PESA's: a letter, then 9 upper-case letters and digits. */
export function newTransId(): string {
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const alphabet = `${letters}0123456789`;
  let id = letters[randomInt(letters.length)]!;
  while (id.length < 10) id += alphabet[randomInt(alphabet.length)];
  return id;
}

const badRequest = (what: string) =>
  darajaError(400, "400.003.02", `Bad Request - Invalid ${what}`);

/** Posts `body` as JSON to `url` and reads the answer (status 0 when none came). */
async function deliver(url: string, body: unknown): Promise<C2bDelivery> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(8_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      // Kept as text: the shop answered something that is not JSON.
    }
    return { url, status: response.status, body: parsed };
  } catch (error) {
    console.error(`mpesa-sim: C2B message to ${url} not delivered: ${String(error)}`);
    return { url, status: 0, body: undefined };
  }
}

/** Whether a validation answer accepts the payment (ResultCode 0, as a number or a string). */
function accepts(validation: C2bDelivery): boolean {
  const answer = validation.body as { ResultCode?: unknown } | undefined;
  return validation.status === 200 && String(answer?.ResultCode) === "0";
}

/** The simulator's C2B state and its endpoints. */
export function createC2bSimulator() {
  const registrations: C2bRegistration[] = [];
  const payments: SimulatedC2bPayment[] = [];
  const balances = new Map<string, number>();

  /** POST /mpesa/c2b/v2/registerurl (Bearer token checked by the caller). */
  function register(body: Partial<C2bRegistration>): SimulatorAnswer {
    const invalid = invalidRegistrationField(body);
    if (invalid) return badRequest(invalid);
    registrations.push({
      ShortCode: String(body.ShortCode),
      ResponseType: body.ResponseType!,
      ConfirmationURL: body.ConfirmationURL!,
      ValidationURL: body.ValidationURL!,
    });
    return {
      status: 200,
      body: {
        OriginatorCoversationID: `${randomInt(1000, 9999)}-${randomInt(1e6, 9e6)}-1`,
        ResponseCode: "0",
        ResponseDescription: "Success",
      },
    };
  }

  /** The registration a payment to `shortCode` (the latest one if not given) goes to. */
  const registrationFor = (shortCode?: string) =>
    registrations.findLast((each) => !shortCode || each.ShortCode === shortCode);

  /**
   * POST /simulate/c2b {account, amount, phone, shortCode?, firstName?, validate?}: a Paybill
   * payment. With `validate`, the validation URL is asked first (as when the shortcode has
   * external validation): a refusal cancels it. Answers {TransID, state, confirmationStatus}.
   */
  async function pay(body: Record<string, unknown>): Promise<SimulatorAnswer> {
    const registration = registrationFor(
      body.shortCode === undefined ? undefined : String(body.shortCode),
    );
    if (!registration) {
      return darajaError(409, "409.000.01", "No C2B URLs registered: register them first");
    }
    const msisdn = msisdnOf(body.phone);
    const amount = Number(body.amount);
    if (typeof body.account !== "string" || body.account.length > 20) return badRequest("account");
    if (!Number.isFinite(amount) || amount <= 0) return badRequest("amount");
    if (!msisdn) return badRequest("phone");
    const shortCode = registration.ShortCode;
    const balance = (balances.get(shortCode) ?? 0) + amount;
    const confirmation: C2bConfirmation = {
      TransactionType: "Pay Bill",
      TransID: newTransId(),
      TransTime: nairobiTime(new Date()),
      TransAmount: amount.toFixed(2),
      BusinessShortCode: shortCode,
      BillRefNumber: body.account,
      InvoiceNumber: "",
      OrgAccountBalance: balance.toFixed(2),
      ThirdPartyTransID: "",
      MSISDN: maskedMsisdn(msisdn),
      FirstName: typeof body.firstName === "string" ? body.firstName : "JOHN",
      MiddleName: "",
      LastName: "DOE",
    };
    const payment: SimulatedC2bPayment = { confirmation, state: "confirmed", deliveries: [] };
    payments.push(payment);
    if (body.validate === true) {
      payment.validation = await deliver(registration.ValidationURL, {
        ...confirmation,
        OrgAccountBalance: "",
      });
      const unreachable = payment.validation.status === 0 || payment.validation.status >= 500;
      const isAccepted = unreachable
        ? registration.ResponseType === "Completed"
        : accepts(payment.validation);
      if (!isAccepted) {
        payment.state = "cancelled";
        return { status: 200, body: { TransID: confirmation.TransID, state: "cancelled" } };
      }
    }
    balances.set(shortCode, balance);
    const delivery = await deliver(registration.ConfirmationURL, confirmation);
    payment.deliveries.push(delivery);
    return {
      status: 200,
      body: {
        TransID: confirmation.TransID,
        state: "confirmed",
        confirmationStatus: delivery.status,
      },
    };
  }

  /** POST /simulate/c2b/resend {TransID}: posts a confirmed payment's confirmation once more. */
  async function resend(body: { TransID?: unknown }): Promise<SimulatorAnswer> {
    const payment = payments.find((each) => each.confirmation.TransID === body.TransID);
    if (!payment || payment.state !== "confirmed") return badRequest("TransID");
    const registration = registrationFor(payment.confirmation.BusinessShortCode);
    if (!registration) {
      return darajaError(409, "409.000.01", "No C2B URLs registered: register them first");
    }
    const delivery = await deliver(registration.ConfirmationURL, payment.confirmation);
    payment.deliveries.push(delivery);
    return {
      status: 200,
      body: { TransID: payment.confirmation.TransID, confirmationStatus: delivery.status },
    };
  }

  return {
    registrations: registrations as readonly C2bRegistration[],
    payments: payments as readonly SimulatedC2bPayment[],
    register,
    pay,
    resend,
  };
}
