import type { PaymentRequest } from "#contracts/payment-form.ts";
import type { StkPushServices } from "./stk-push";
import { sendStkPush } from "./stk-push";
import { submitPaymentCode } from "./manual-payment";

/**
 * Carries out what the shopper asked of order `orderId`'s payment on its success page (issue
 * 14): a new M-PESA prompt to the number given ('Pay now' / 'Try again'), or the confirmation
 * code of a payment made by hand.
 * @throws PaymentError as sendStkPush and submitPaymentCode (paid already, prompt still on
 *   the phone, code used, M-PESA not configured).
 */
export async function carryOutPaymentRequest(
  services: StkPushServices,
  orderId: string,
  request: PaymentRequest,
): Promise<void> {
  if (request.intent === "prompt") await sendStkPush(services, orderId, request.phone);
  else await submitPaymentCode(services.db, orderId, request.code);
}
