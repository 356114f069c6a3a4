import { paymentTexts } from "./payment-messages";
import { normalizeKenyanPhone } from "./kenyan-phone";
import { normalizeMpesaCode } from "./payment";

/** What a shopper asks of an order's payment from its success page (decision 020). */
export type PaymentRequest = { intent: "prompt"; phone: string } | { intent: "code"; code: string };

/**
 * Reads the success page's payment form: 'prompt' with a Safaricom number (07…, 01…, +254…,
 * given in E.164) or 'code' with an M-PESA confirmation code (10 letters and digits, upper
 * case); otherwise the shopper's text saying what to fix.
 */
export function parsePaymentForm(form: FormData): PaymentRequest | { error: string } {
  const intent = form.get("intent");
  const value = (name: string) => {
    const field = form.get(name);
    return typeof field === "string" ? field.slice(0, 100) : "";
  };
  if (intent === "prompt") {
    const phone = normalizeKenyanPhone(value("phone"));
    return phone ? { intent, phone } : { error: paymentTexts.invalidPhone };
  }
  if (intent === "code") {
    const code = normalizeMpesaCode(value("code"));
    return code ? { intent, code } : { error: paymentTexts.invalidCode };
  }
  return { error: "Choose how to pay: send the M-PESA prompt, or enter your M-PESA code." };
}
