import type { PaymentRequest } from "#contracts/payment-form.ts";
import { submitPaymentCode } from "./ledger/manual-payment";
import { requestStkPrompt, type StkPushServices } from "./mpesa/stk-push";

/**
 * Carries out what the shopper asked of order `orderId`'s payment on its success page (decision
 * 020): a new M-PESA prompt to the number given ('Pay now' / 'Try again'), queued for the prompt
 * sender, or the confirmation code of a payment made by hand.
 * @throws Refusal as requestStkPrompt and submitPaymentCode (paid already, a prompt that
 *   may still be paid, code used, M-PESA not configured).
 */
export async function carryOutPaymentRequest(
  services: StkPushServices,
  orderId: string,
  request: PaymentRequest,
): Promise<void> {
  if (request.intent === "prompt") {
    await requestStkPrompt(services, {
      orderId,
      phone: request.phone,
      requester: "shopper",
      actor: "Shopper",
    });
  } else {
    await submitPaymentCode(services.db, orderId, request.code);
  }
}
