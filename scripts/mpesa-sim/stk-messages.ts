// The STK push as the Daraja simulator takes it and the callback it sends when the prompt ends
// (decision 020): the push body's checks, with Daraja's names for what is wrong, and the callback
// body, paid or not as the phone's outcome says (./outcomes.ts).
import { nairobiTime, newTransId } from "./c2b-simulator";
import type { SimulatedAnswer, SimulatedOutcome } from "./outcomes";

/** The STK push body Daraja takes. */
export interface StkPushBody {
  BusinessShortCode: string;
  Password: string;
  Timestamp: string;
  TransactionType: string;
  Amount: number;
  PartyA: string;
  PartyB: string;
  PhoneNumber: string;
  CallBackURL: string;
  AccountReference: string;
  TransactionDesc: string;
}

/** A push the simulator accepted. */
export interface SimulatedPush {
  body: StkPushBody;
  merchantRequestId: string;
  checkoutRequestId: string;
  outcome: SimulatedOutcome;
  /** Whether the processrequest answer was sent, held back or dropped. */
  answer: SimulatedAnswer;
  /** When (ms since the epoch) the shopper "answers": the callback goes, the query tells. */
  endsAt: number;
}

/** What is wrong with a push body, as Daraja names it; undefined when nothing is. */
export function invalidField(body: Partial<StkPushBody>): string | undefined {
  const msisdn = /^254[17]\d{8}$/;
  if (!/^\d{5,7}$/.test(String(body.BusinessShortCode ?? ""))) return "BusinessShortCode";
  if (!/^\d{14}$/.test(body.Timestamp ?? "")) return "Timestamp";
  const decoded = Buffer.from(body.Password ?? "", "base64").toString();
  const { BusinessShortCode: code = "", Timestamp: time = "" } = body;
  if (!decoded.startsWith(String(code)) || !decoded.endsWith(time) || decoded.length <= 20) {
    return "Password";
  }
  if (
    body.TransactionType !== "CustomerPayBillOnline" &&
    body.TransactionType !== "CustomerBuyGoodsOnline"
  ) {
    return "TransactionType";
  }
  if (!Number.isInteger(body.Amount) || (body.Amount ?? 0) < 1) return "Amount";
  if (!msisdn.test(String(body.PartyA)) || !msisdn.test(String(body.PhoneNumber)))
    return "PhoneNumber";
  if (!/^https?:\/\//.test(body.CallBackURL ?? "")) return "CallBackURL";
  if (!body.AccountReference || body.AccountReference.length > 12) return "AccountReference";
  if (!body.TransactionDesc || body.TransactionDesc.length > 13) return "TransactionDesc";
  return undefined;
}

/** The callback Daraja posts when a prompt ends. */
export function callbackOf(push: SimulatedPush): unknown {
  const { outcome, body } = push;
  const paidItems = [
    { Name: "Amount", Value: body.Amount + (outcome.amountOffset ?? 0) },
    {
      Name: "MpesaReceiptNumber",
      Value: newTransId(),
    },
    {
      Name: "TransactionDate",
      Value: Number(nairobiTime(new Date())),
    },
    { Name: "PhoneNumber", Value: Number(body.PhoneNumber) },
  ];
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: outcome.resultCode,
        ResultDesc: outcome.resultDesc,
        ...(outcome.resultCode === 0 ? { CallbackMetadata: { Item: paidItems } } : {}),
      },
    },
  };
}
