// A walk-in sale collected and paid at the counter in one step (decision 077), as the New order
// form gives it.
import { normalizeMpesaCode, receivedPaymentMethods, type ReceivedPaymentMethod } from "./payment";

/** How the New order form's counter fields read and refuse (decision 077). */
export const counterSaleTexts = {
  legend: "Paid at the counter",
  notYet: "Not yet",
  /** The counter only hands over orders picked up at the shop. */
  pickupOnly: "Only an order picked up at the shop is collected and paid at the counter.",
  method: "Choose how the customer paid at the counter: cash, M-PESA or card.",
  receipt:
    "Enter the M-PESA receipt code from the payer's SMS: 10 letters and digits, such as QWE1RT2YU3.",
} as const;

/** Paid at the counter: how, and M-PESA's receipt (normalised) when by M-PESA. */
export interface CounterPayment {
  method: ReceivedPaymentMethod;
  receiptNumber: string | null;
}

/** A form field's text, cut to 200 characters first. */
function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 200).trim() : "";
}

/**
 * Reads the New order form's counter fields (decision 077): `counterPayment` empty = not paid
 * at the counter (null); 'cash', 'mpesa' or 'card' = collected and paid now, which only an order
 * picked up at the shop (`deliveryArea` 'shop') may be; `counterReceipt` is M-PESA's receipt,
 * required for M-PESA. Otherwise the refusal naming the field to fix.
 */
export function parseCounterPayment(
  form: FormData,
): CounterPayment | null | { field: string; error: string } {
  const method = field(form, "counterPayment");
  if (method === "") return null;
  if (!(receivedPaymentMethods as readonly string[]).includes(method)) {
    return { field: "counterPayment", error: counterSaleTexts.method };
  }
  if (field(form, "deliveryArea") !== "shop") {
    return { field: "counterPayment", error: counterSaleTexts.pickupOnly };
  }
  if (method !== "mpesa") return { method: method as ReceivedPaymentMethod, receiptNumber: null };
  const receiptNumber = normalizeMpesaCode(field(form, "counterReceipt"));
  if (!receiptNumber) return { field: "counterReceipt", error: counterSaleTexts.receipt };
  return { method: "mpesa", receiptNumber };
}
